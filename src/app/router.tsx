import { Suspense } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { PageSpinner } from '../components/PageSpinner'
import { selectIsSignedIn } from '../features/session/sessionSlice'
import { useAppSelector } from './hooks'
import { paths } from './paths'
import { RouteErrorPage } from './RouteErrorPage'
import * as screens from './screens'
import { Shell } from './Shell'

function Root() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  )
}

/** Signed-in screens sit inside the Shell; signed out, every one of these paths shows the login screen. */
function SignedInGate() {
  const signedIn = useAppSelector(selectIsSignedIn)
  return signedIn ? <Shell /> : <screens.LoginPage />
}

/** /login itself: a signed-in user has nothing to do there and goes on to the Food Log. */
function LoginRoute() {
  const signedIn = useAppSelector(selectIsSignedIn)
  return signedIn ? <Navigate to={paths.foodLog} replace /> : <screens.LoginPage />
}

const toFoodLog = <Navigate to={paths.foodLog} replace />

/** The route table (docs/product.md §2), shared by the browser router and the tests' memory routers. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.resetPassword, element: <screens.ResetPasswordPage /> },
      { path: paths.verifyEmailChange, element: <screens.VerifyEmailChangePage /> },
      { path: paths.emailLogin, element: <screens.EmailLoginPage /> },
      {
        element: <SignedInGate />,
        children: [
          { index: true, element: toFoodLog },
          { path: paths.foodLog, element: <screens.FoodLogPage /> },
          { path: paths.uniqueFoods, element: <screens.UniqueFoodsPage /> },
          { path: paths.recipes, element: <screens.RecipesPage /> },
          { path: paths.workouts, element: <screens.WorkoutsPage /> },
          { path: paths.insights, element: <screens.InsightsPage /> },
          { path: paths.profile, element: <screens.ProfilePage /> },
          { path: paths.chat, element: <screens.ChatPage /> },
          { path: '*', element: toFoodLog },
        ],
      },
    ],
  },
]

/** The app's router on the browser history. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
