import { and, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { mealItems, meals } from '../../db/schema'
import { newId } from '../../lib/ids'
import { recomputeDays } from '../meals/dailyTotals'
import { mealTotals } from '../meals/macroMath'
import { itemsJson } from '../meals/mealReads'
import { parseMealDate } from '../meals/mealDate'
import { KeyPool, mealKey } from './importKeys'
import { insertChunked, type LibraryIds } from './importLibrary'
import type { ImportedMeal } from './importTypes'

/** The account's meals of the days the file covers, by key. */
async function existingMeals(db: Database, userId: string, from: string, to: string): Promise<KeyPool<true>> {
  const rows = await db
    .select({ dateText: meals.dateText, mealType: meals.mealType, items: itemsJson })
    .from(meals)
    .where(and(eq(meals.userId, userId), gte(meals.localDate, from), lte(meals.localDate, to)))
  const pool = new KeyPool<true>()
  // The instant of the date as logged, as a file gives it (a bulk seed's eaten_at may carry more precision).
  for (const row of rows) pool.add(mealKey(parseMealDate(row.dateText).instant, row.mealType, row.items), true)
  return pool
}

/**
 * Adds the file's meals the account does not have yet (same instant, type and items), their items linked to the
 * account's ids of the file's foods and recipes, then recomputes the totals of every day they land on. Answers how
 * many were added.
 */
export async function importMeals(
  db: Database,
  userId: string,
  imported: readonly ImportedMeal[],
  ids: LibraryIds,
  now: Date,
): Promise<number> {
  if (imported.length === 0) return 0
  const dated = imported.map((meal) => ({ meal, when: parseMealDate(meal.eatenAt) }))
  const days = dated.map(({ when }) => when.localDate).sort()
  const pool = await existingMeals(db, userId, days[0], days[days.length - 1])
  const mealRows: Array<typeof meals.$inferInsert> = []
  const itemRows: Array<typeof mealItems.$inferInsert> = []
  for (const { meal, when } of dated) {
    if (pool.take(mealKey(when.instant, meal.mealType, meal.items))) continue
    const mealId = newId()
    mealRows.push({
      id: mealId,
      userId,
      eatenAt: when.instant,
      dateText: when.text,
      localDate: when.localDate,
      mealType: meal.mealType,
      mealText: meal.mealText,
      ...mealTotals(meal.items),
      createdAt: now,
    })
    meal.items.forEach((item, position) => {
      itemRows.push({
        id: newId(),
        mealId,
        userId,
        position,
        foodId: item.foodRef === null ? null : (ids.foods.get(item.foodRef) ?? null),
        recipeId: item.recipeRef === null ? null : (ids.recipes.get(item.recipeRef) ?? null),
        isRecipe: item.isRecipe,
        name: item.name,
        quantity: item.quantity,
        servingSize: item.servingSize,
        calories: item.calories,
        protein: item.protein,
        carbs: item.carbs,
        fat: item.fat,
        fiber: item.fiber,
        sugar: item.sugar,
        sodium: item.sodium,
        grams: item.grams,
        source: item.source,
      })
    })
  }
  await insertChunked(mealRows, (chunk) => db.insert(meals).values(chunk))
  await insertChunked(itemRows, (chunk) => db.insert(mealItems).values(chunk))
  await recomputeDays(db, userId, [...new Set(mealRows.map((meal) => meal.localDate))])
  return mealRows.length
}
