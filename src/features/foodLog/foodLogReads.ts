import { MEAL_LOG_PAGE_SIZE, RECENT_FOODS_LIMIT, SUMMARY_PAGE_SIZE } from './foodLogConstants'

/*
 * The arguments of the Food Log's reads, shared by its parts and by app/firstScreenData.ts, which starts the first
 * view's reads while the screen's code loads (so each part mounts with its data, in one render). Plain module: the
 * first chunk imports it.
 */

/** The Meal Log's page `pageIndex` (0 first) of 10 meals. */
export function mealLogPageArgs(userId: string, pageIndex: number) {
  return { id: userId, limit: MEAL_LOG_PAGE_SIZE, offset: pageIndex * MEAL_LOG_PAGE_SIZE }
}

/** The Daily Macro Summary's `page` (1 first) of 7 calendar days up to `end` (YYYY-MM-DD). */
export function dailySummaryArgs(userId: string, page: number, end: string) {
  return { id: userId, page, pageSize: SUMMARY_PAGE_SIZE, end }
}

/** The food picker's Recent tab. */
export function recentFoodsArgs(userId: string) {
  return { id: userId, limit: RECENT_FOODS_LIMIT }
}
