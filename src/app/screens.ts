import { lazy } from 'react'

/* Each screen is its own chunk, loaded the first time it is shown. */

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
export const FoodLogPage = lazy(() =>
  import(/* webpackChunkName: "food-log" */ '../features/foodLog/FoodLogPage').then((m) => ({
    default: m.FoodLogPage,
  })),
)
export const UniqueFoodsPage = lazy(() =>
  import(/* webpackChunkName: "unique-foods" */ '../features/foods/UniqueFoodsPage').then((m) => ({
    default: m.UniqueFoodsPage,
  })),
)
export const RecipesPage = lazy(() =>
  import(/* webpackChunkName: "recipes" */ '../features/recipes/RecipesPage').then((m) => ({ default: m.RecipesPage })),
)
export const WorkoutsPage = lazy(() =>
  import(/* webpackChunkName: "workouts" */ '../features/workouts/WorkoutsPage').then((m) => ({
    default: m.WorkoutsPage,
  })),
)
export const InsightsPage = lazy(() =>
  import(/* webpackChunkName: "insights" */ '../features/insights/InsightsPage').then((m) => ({
    default: m.InsightsPage,
  })),
)
export const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
)
export const ChatPage = lazy(() =>
  import(/* webpackChunkName: "chat" */ '../features/chat/ChatPage').then((m) => ({ default: m.ChatPage })),
)
