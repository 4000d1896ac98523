/** Route paths of the app (docs/product.md §2). `/email-login` is the email-link login page. */
export const paths = {
  login: '/login',
  resetPassword: '/reset-password',
  verifyEmailChange: '/verify-email-change',
  emailLogin: '/email-login',
  foodLog: '/food-log',
  uniqueFoods: '/unique-foods',
  recipes: '/recipes',
  workouts: '/workouts',
  progress: '/progress',
  insights: '/insights',
  profile: '/profile',
  chat: '/chat',
} as const

/** The Shell's navigation links, in display order. */
export const navLinks = [
  { to: paths.foodLog, label: 'Food Log' },
  { to: paths.uniqueFoods, label: 'Unique Foods' },
  { to: paths.recipes, label: 'Recipes' },
  { to: paths.workouts, label: 'Workouts' },
  { to: paths.progress, label: 'Progress' },
  { to: paths.insights, label: 'Insights' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.chat, label: 'AI Chat' },
] as const
