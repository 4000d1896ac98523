import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods, mealItems, meals } from '../../db/schema'
import { foodColumns, toFoodView } from '../foods/foodView'
import type { RecentFoodView } from './types'

/** The first window holds as many meals as foods are asked for; each widening takes four times as many. */
const MEALS_PER_FOOD = 1
const WIDENING = 4

/**
 * The newest `window` meals of the user (backwards through the (user_id, eaten_at) index), each library food they
 * logged once with its newest log (the item's quantity, the meal's date text); most recently logged first, at most
 * `limit`, then those foods' rows and favourite marks by their keys. Each meal's items are read by a lateral
 * subquery through `meal_items_meal_idx`, keeping only items whose food is still the user's (a key lookup): its
 * OFFSET (always 0) keeps the planner from turning it into a hash join over every item of the history. Every step
 * is an index read of a few rows, whatever the size of the history or the library. Built once per database.
 */
function buildLastLogsQuery(db: Database) {
  const recentMeals = db
    .select({ id: meals.id, eatenAt: meals.eatenAt, dateText: meals.dateText })
    .from(meals)
    .where(eq(meals.userId, sql.placeholder('userId')))
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .limit(sql.placeholder('window'))
    .as('recent_meals')
  const linkedItems = db
    .select({
      foodId: sql<string>`${mealItems.foodId}`.as('logged_food_id'),
      quantity: mealItems.quantity,
      position: mealItems.position,
    })
    .from(mealItems)
    .innerJoin(foods, and(eq(foods.id, mealItems.foodId), eq(foods.userId, sql.placeholder('userId'))))
    .where(eq(mealItems.mealId, recentMeals.id))
    // Drizzle leaves out a literal `offset 0`.
    .offset(sql.placeholder('noOffset'))
    .as('linked_items')
  const lastLogs = db
    .selectDistinctOn([linkedItems.foodId], {
      foodId: linkedItems.foodId,
      quantity: sql<number>`${linkedItems.quantity}`.as('last_quantity'),
      mealId: sql<string>`${recentMeals.id}`.as('meal_id'),
      eatenAt: sql<Date>`${recentMeals.eatenAt}`.as('eaten_at'),
      dateText: sql<string>`${recentMeals.dateText}`.as('last_logged'),
    })
    .from(recentMeals)
    .crossJoinLateral(linkedItems)
    .orderBy(linkedItems.foodId, desc(recentMeals.eatenAt), desc(recentMeals.id), asc(linkedItems.position))
    .as('last_logs')
  const newestLogs = db
    .select({
      foodId: lastLogs.foodId,
      quantity: lastLogs.quantity,
      mealId: lastLogs.mealId,
      eatenAt: lastLogs.eatenAt,
      dateText: lastLogs.dateText,
    })
    .from(lastLogs)
    .orderBy(desc(lastLogs.eatenAt), desc(lastLogs.mealId), asc(lastLogs.foodId))
    .limit(sql.placeholder('limit'))
    .as('newest_logs')
  return db
    .select({
      ...foodColumns,
      lastQuantity: newestLogs.quantity,
      lastLogged: newestLogs.dateText,
    })
    .from(newestLogs)
    .innerJoin(foods, eq(foods.id, newestLogs.foodId))
    .leftJoin(favorites, and(eq(favorites.userId, sql.placeholder('userId')), eq(favorites.foodId, foods.id)))
    .orderBy(desc(newestLogs.eatenAt), desc(newestLogs.mealId), asc(newestLogs.foodId))
    .prepare('recent_foods')
}
const lastLogsQueries = new WeakMap<Database, ReturnType<typeof buildLastLogsQuery>>()
function lastLogsWithin(db: Database, userId: string, window: number, limit: number) {
  let query = lastLogsQueries.get(db)
  if (!query) lastLogsQueries.set(db, (query = buildLastLogsQuery(db)))
  return query.execute({ userId, window, limit, noOffset: 0 })
}

/** How many meals the user has, counted no further than `atMost`. */
async function mealsUpTo(db: Database, userId: string, atMost: number): Promise<number> {
  const newest = db
    .select({ one: sql`1` })
    .from(meals)
    .where(eq(meals.userId, userId))
    .limit(atMost)
    .as('newest')
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(newest)
  return row.count
}

/**
 * The user's library foods (recipe foods included) that logged meals hold, most recently logged first (by the
 * instant of the newest meal that logged each), with that log's quantity and the meal's date as sent. Items not
 * linked to a food of the library (`food_id` null, or a food since deleted) are left out.
 *
 * Speed: no scan of the whole history. It reads the newest meals through the (user_id, eaten_at) index, a window
 * of `limit` meals first, and widens the window four times over while it holds fewer than `limit` foods and the
 * history has more meals. Someone who logs their usual foods finds them within the first window.
 */
export async function listRecentFoods(db: Database, userId: string, limit: number): Promise<RecentFoodView[]> {
  let window = Math.max(1, limit * MEALS_PER_FOOD)
  for (;;) {
    const rows = await lastLogsWithin(db, userId, window, limit)
    if (rows.length >= limit || (await mealsUpTo(db, userId, window)) < window) {
      return rows.map(({ lastQuantity, lastLogged, ...food }) => ({
        ...toFoodView(food),
        last_quantity: lastQuantity,
        last_logged: lastLogged,
      }))
    }
    window *= WIDENING
  }
}
