import { lazy } from 'react'
import { paths } from './paths'

/*
 * Each screen is its own chunk, loaded the first time it is shown. The first chunk (index.tsx) holds no antd: the
 * signed-in frame and the public screens built with antd bring it with them, so the login screen loads only its own
 * plain first view (src/features/auth/LoginPage.tsx).
 */

/** The signed-in frame (top bar, navigation) with antd's theme. */
export const SignedInShell = lazy(() =>
  import(/* webpackChunkName: "shell" */ './SignedInShell').then((m) => ({ default: m.SignedInShell })),
)

/** antd's theme around the public screens built with it. */
export const AntdOutlet = lazy(() =>
  import(/* webpackChunkName: "antd-outlet" */ './AntdOutlet').then((m) => ({ default: m.AntdOutlet })),
)

export const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
)
export const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "reset-password" */ '../features/auth/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
)
export const VerifyEmailChangePage = lazy(() =>
  import(/* webpackChunkName: "verify-email-change" */ '../features/auth/VerifyEmailChangePage').then((m) => ({
    default: m.VerifyEmailChangePage,
  })),
)
export const EmailLoginPage = lazy(() =>
  import(/* webpackChunkName: "email-login" */ '../features/auth/EmailLoginPage').then((m) => ({
    default: m.EmailLoginPage,
  })),
)
/* The signed-in screens: their loaders are kept, so the screen of the first path loads beside the frame. */
const signedInLoaders = {
  [paths.foodLog]: () => import(/* webpackChunkName: "food-log" */ '../features/foodLog/FoodLogPage'),
  [paths.uniqueFoods]: () => import(/* webpackChunkName: "unique-foods" */ '../features/foods/UniqueFoodsPage'),
  [paths.recipes]: () => import(/* webpackChunkName: "recipes" */ '../features/recipes/RecipesPage'),
  [paths.workouts]: () => import(/* webpackChunkName: "workouts" */ '../features/workouts/WorkoutsPage'),
  [paths.progress]: () => import(/* webpackChunkName: "progress" */ '../features/progress/ProgressPage'),
  [paths.insights]: () => import(/* webpackChunkName: "insights" */ '../features/insights/InsightsPage'),
  [paths.profile]: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage'),
  [paths.chat]: () => import(/* webpackChunkName: "chat" */ '../features/chat/ChatPage'),
}

export const FoodLogPage = lazy(() => signedInLoaders[paths.foodLog]().then((m) => ({ default: m.FoodLogPage })))
export const UniqueFoodsPage = lazy(() =>
  signedInLoaders[paths.uniqueFoods]().then((m) => ({ default: m.UniqueFoodsPage })),
)
export const RecipesPage = lazy(() => signedInLoaders[paths.recipes]().then((m) => ({ default: m.RecipesPage })))
export const WorkoutsPage = lazy(() => signedInLoaders[paths.workouts]().then((m) => ({ default: m.WorkoutsPage })))
export const ProgressPage = lazy(() => signedInLoaders[paths.progress]().then((m) => ({ default: m.ProgressPage })))
export const InsightsPage = lazy(() => signedInLoaders[paths.insights]().then((m) => ({ default: m.InsightsPage })))
export const ProfilePage = lazy(() => signedInLoaders[paths.profile]().then((m) => ({ default: m.ProfilePage })))
export const ChatPage = lazy(() => signedInLoaders[paths.chat]().then((m) => ({ default: m.ChatPage })))

/**
 * Starts loading the signed-in screen of a path (the Food Log for `/` and unknown paths, where the app sends them),
 * in parallel with the frame's chunk instead of after it.
 */
export function preloadSignedInScreen(pathname: string): void {
  const load = signedInLoaders[pathname as keyof typeof signedInLoaders] ?? signedInLoaders[paths.foodLog]
  void load()
}
