import { Suspense, useEffect } from 'react'
import { BrowserRouter, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { BootSkeleton } from '../components/plain/BootSkeleton'
import { selectIsSignedIn, selectUserId } from '../features/session/sessionSlice'
import { forgetFirstScreen, prefetchFirstScreen } from './firstScreenData'
import { useAppDispatch, useAppSelector } from './hooks'
import { paths } from './paths'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RouteErrorPage } from './RouteErrorPage'
import * as screens from './screens'

function Root() {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<BootSkeleton />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** Signed-in screens sit inside the Shell; signed out, every one of these paths shows the login screen. */
function SignedInGate() {
  const signedIn = useAppSelector(selectIsSignedIn)
  const userId = useAppSelector(selectUserId)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  // Once per sign-in: the first screen's code and reads start loading beside the frame's code.
  useEffect(() => {
    if (!signedIn || !userId) {
      forgetFirstScreen(dispatch)
      return
    }
    screens.preloadSignedInScreen(pathname)
    prefetchFirstScreen(dispatch, userId, pathname)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the screen shown when the frame first loads
  }, [dispatch, signedIn, userId])
  if (!signedIn) return <screens.LoginPage />
  // Its own boundary: the gate itself shows at once (and starts the loads above) while the frame's code loads.
  return (
    <Suspense fallback={<BootSkeleton />}>
      <screens.SignedInShell />
    </Suspense>
  )
}

/** /login itself: a signed-in user has nothing to do there and goes on to the Food Log. */
function LoginRoute() {
  const signedIn = useAppSelector(selectIsSignedIn)
  return signedIn ? <Navigate to={paths.foodLog} replace /> : <screens.LoginPage />
}

const toFoodLog = <Navigate to={paths.foodLog} replace />

/**
 * The route table (docs/product.md §2), shared by the browser router and the tests' memory routers. `errorElement`
 * serves the data routers of the tests; in the browser, Root's error boundary shows the same screen.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      {
        element: <screens.AntdOutlet />,
        children: [
          { path: paths.resetPassword, element: <screens.ResetPasswordPage /> },
          { path: paths.verifyEmailChange, element: <screens.VerifyEmailChangePage /> },
          { path: paths.emailLogin, element: <screens.EmailLoginPage /> },
        ],
      },
      {
        element: <SignedInGate />,
        children: [
          { index: true, element: toFoodLog },
          { path: paths.foodLog, element: <screens.FoodLogPage /> },
          { path: paths.uniqueFoods, element: <screens.UniqueFoodsPage /> },
          { path: paths.recipes, element: <screens.RecipesPage /> },
          { path: paths.workouts, element: <screens.WorkoutsPage /> },
          { path: paths.progress, element: <screens.ProgressPage /> },
          { path: paths.insights, element: <screens.InsightsPage /> },
          { path: paths.profile, element: <screens.ProfilePage /> },
          { path: paths.chat, element: <screens.ChatPage /> },
          { path: '*', element: toFoodLog },
        ],
      },
    ],
  },
]

function AppRoutes() {
  return useRoutes(appRoutes)
}

/**
 * The app's routes on the browser history. The declarative router: the app uses no loaders or actions, and the data
 * router (createBrowserRouter) would add 16 KB gzip to every page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
