import { api } from '../api/api'
import { dailySummaryArgs, mealLogPageArgs, recentFoodsArgs } from '../features/foodLog/foodLogReads'
import type { AppDispatch } from './store'
import { paths } from './paths'

/** Today in the browser's time zone as YYYY-MM-DD, as the Food Log's day diary asks for it (diaryDays.today). */
export function localToday(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
}

/** The person whose first screen's reads each store has started. */
const started = new WeakMap<AppDispatch, string>()

/**
 * Starts the reads of the first signed-in screen while its code still loads, so the screen renders once, with its
 * data, instead of a skeleton that grows (and pushes what is below it) when the answers come: the user's record (the
 * top bar, the theme) and, on the Food Log, the reads of its first view: today's diary, the food picker's recent foods,
 * the daily summary's first page and the Meal Log's first page. The screens read the same cache entries.
 */
export function prefetchFirstScreen(dispatch: AppDispatch, userId: string, pathname: string): void {
  // Once per store and person: src/index.tsx starts them before the first render, the sign-in gate after a sign-in.
  if (started.get(dispatch) === userId) return
  started.set(dispatch, userId)
  dispatch(api.util.prefetch('getUser', { id: userId }, {}))
  // Signed in, /login goes on to the Food Log (as index.html's inline script assumes too).
  const foodLog = pathname === '/' || pathname === paths.foodLog || pathname === paths.login
  if (!foodLog) return
  const today = localToday()
  dispatch(api.util.prefetch('getDiary', { id: userId, date: today }, {}))
  dispatch(api.util.prefetch('listRecentFoods', recentFoodsArgs(userId), {}))
  dispatch(api.util.prefetch('getDailySummary', dailySummaryArgs(userId, 1, today), {}))
  dispatch(api.util.prefetch('listMeals', mealLogPageArgs(userId, 0), {}))
}

/** After a sign-out: the next sign-in starts its first screen's reads again, even for the same person. */
export function forgetFirstScreen(dispatch: AppDispatch): void {
  started.delete(dispatch)
}
