import { and, eq, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { mealItems, meals } from '../../db/schema'
import { recomputeDays } from './dailyTotals'

/** The log records to remove: items that logged one of these foods, or this recipe. */
export interface LoggedFoods {
  foodIds: readonly string[]
  recipeId?: string | null
}

/** The sum of the known values of the meal's items (value × quantity): null when none knows it (unknown is not 0). */
const knownItemSum = (column: PgColumn): SQL<number | null> =>
  sql`(select sum(${column} * ${mealItems.quantity}) from ${mealItems} where ${mealItems.mealId} = ${meals.id})`

/** The same for a macro, whose unknown counts as 0. */
const mealItemSum = (column: PgColumn) => sql<number>`coalesce(${knownItemSum(column)}, 0)`

/**
 * Deletes a food's (or a recipe's) log records, as "Delete this food and all its log records?" promises: every meal
 * item that logged it goes, the meals that held them get their sums recomputed from the items left, a meal left
 * without items is deleted (an empty meal would show nothing and count nothing), and the days they were on are
 * recomputed from their meals (recomputeDays). Run it inside the transaction that deletes the food or recipe.
 */
export async function removeLogRecords(db: Database, userId: string, logged: LoggedFoods): Promise<void> {
  const matches: SQL[] = []
  if (logged.foodIds.length > 0) matches.push(sql`${mealItems.foodId} = any(${sql.param([...logged.foodIds])}::text[])`)
  if (logged.recipeId) matches.push(eq(mealItems.recipeId, logged.recipeId))
  if (matches.length === 0) return
  const loggedItems = and(eq(mealItems.userId, userId), or(...matches))

  const removed = await db.delete(mealItems).where(loggedItems).returning({ mealId: mealItems.mealId })
  if (removed.length === 0) return
  const mealIds = sql.param([...new Set(removed.map((row) => row.mealId))])
  const inMeals = and(eq(meals.userId, userId), sql`${meals.id} = any(${mealIds}::text[])`)
  const touched = await db
    .update(meals)
    .set({
      calories: mealItemSum(mealItems.calories),
      protein: mealItemSum(mealItems.protein),
      carbs: mealItemSum(mealItems.carbs),
      fat: mealItemSum(mealItems.fat),
      fiber: knownItemSum(mealItems.fiber),
      sugar: knownItemSum(mealItems.sugar),
      sodium: knownItemSum(mealItems.sodium),
    })
    .where(inMeals)
    .returning({ localDate: meals.localDate })
  await db.delete(meals).where(
    and(
      inMeals,
      notExists(
        db
          .select({ one: sql`1` })
          .from(mealItems)
          .where(eq(mealItems.mealId, meals.id)),
      ),
    ),
  )
  await recomputeDays(
    db,
    userId,
    touched.map((row) => row.localDate),
  )
}
