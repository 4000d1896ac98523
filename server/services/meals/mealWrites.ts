import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods, mealItems, meals } from '../../db/schema'
import { newId } from '../../lib/ids'
import { dayChange, dropEmptyDays, recountDayNutrients } from './dailyTotals'
import { addKnown, mealTotals, storedTotals, totalsChange, ZERO_TOTALS } from './macroMath'
import { parseMealDate } from './mealDate'
import { resolveMealItems, type NewFood, type ResolvedItem } from './mealItemResolver'
import { getMeal, toMealView } from './mealReads'
import type {
  MealCreateInput,
  MealFoodSpec,
  MealItemInput,
  MealItemView,
  MealUpdateInput,
  MealView,
  NutrientTotals,
} from './types'

const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const

/** Whether a `foods` element carries its own macros (a full item, such as an item of POST /estimateMacros). */
function carriesMacros(input: object): boolean {
  return MACRO_KEYS.some((key) => typeof (input as Record<string, unknown>)[key] === 'number')
}

/**
 * Tells the two kinds of `foods` element apart: an `id` without macros references a saved food; an element with
 * macros is a full item taken as given, its `id` (an estimate's or a meal read's) ignored.
 */
export function toFoodSpecs(foodsInput: MealCreateInput['foods']): MealFoodSpec[] {
  return foodsInput.map((input) =>
    'id' in input && typeof input.id === 'string' && !carriesMacros(input)
      ? { kind: 'ref', ref: input }
      : { kind: 'item', item: input as MealItemInput },
  )
}

type ItemRow = typeof mealItems.$inferInsert & ResolvedItem & { id: string }

function itemRows(userId: string, mealId: string, items: ResolvedItem[]): ItemRow[] {
  return items.map((item, position) => ({ ...item, id: newId(), mealId, userId, position }))
}

function itemView(row: ItemRow): MealItemView {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    serving_size: row.servingSize,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    recipe_id: row.recipeId,
    is_recipe: row.isRecipe,
    food_id: row.foodId,
    grams: row.grams,
    source: row.source,
  }
}

/**
 * Logs a meal: its items (see resolveMealItems), its sums (per-serving macros × quantity) kept on the meal row,
 * and its day's totals. The foods it adds to the library, the meal, its items and the day's change are written by
 * one statement, so they all happen or none does, without a transaction's extra round trips. The date keeps the
 * client's text and offset (parseMealDate).
 */
export async function createMeal(db: Database, userId: string, input: MealCreateInput): Promise<MealView> {
  const when = parseMealDate(input.date)
  const now = new Date()
  const { items, newFoods } = await resolveMealItems(db, userId, toFoodSpecs(input.foods), now)
  const totals = mealTotals(items)
  const meal = {
    id: newId(),
    userId,
    eatenAt: when.instant,
    dateText: when.text,
    localDate: when.localDate,
    mealType: input.meal_type,
    mealText: input.meal_text?.trim() ?? '',
    ...totals,
    createdAt: now,
  }
  const rows = itemRows(userId, meal.id, items)
  await insertMealsOfDay(db, { userId, localDate: meal.localDate, meals: [meal], items: rows, newFoods })
  return toMealView({ ...meal, items: rows.map(itemView) })
}

/** New meals of one local day, with their items and the library foods they add, ready to be written at once. */
export interface MealsOfDay {
  userId: string
  localDate: string
  meals: Array<typeof meals.$inferInsert & NutrientTotals>
  items: Array<typeof mealItems.$inferInsert>
  newFoods?: NewFood[]
}

/**
 * Writes new meals of one day in one statement: the library foods they add, the meals, their items and the day's
 * change (their sums and their count), so all of it happens or none does, without a transaction's extra round
 * trips. Used by createMeal and by the diary's copies (services/diary/mealCopies.ts).
 */
export async function insertMealsOfDay(db: Database, written: MealsOfDay): Promise<void> {
  const newFoods = written.newFoods ?? []
  const writes = [
    ...(newFoods.length > 0 ? [db.insert(foods).values(newFoods)] : []),
    db.insert(meals).values(written.meals),
    ...(written.items.length > 0 ? [db.insert(mealItems).values(written.items)] : []),
  ].map((write, index) => sql`${sql.raw(`write${index}`)} as (${write.getSQL()})`)
  const change = written.meals.reduce<NutrientTotals>(
    (sum, meal) => ({
      calories: sum.calories + meal.calories,
      protein: sum.protein + meal.protein,
      carbs: sum.carbs + meal.carbs,
      fat: sum.fat + meal.fat,
      fiber: addKnown(sum.fiber, meal.fiber),
      sugar: addKnown(sum.sugar, meal.sugar),
      sodium: addKnown(sum.sodium, meal.sodium),
    }),
    { ...ZERO_TOTALS, fiber: null, sugar: null, sodium: null },
  )
  const day = dayChange(db, written.userId, written.localDate, change, written.meals.length)
  await db.execute(sql`with ${sql.join(writes, sql`, `)} ${day.getSQL()}`)
}

async function replaceItems(
  db: Database,
  userId: string,
  mealId: string,
  resolved: { items: ResolvedItem[]; newFoods: NewFood[] },
) {
  if (resolved.newFoods.length > 0) await db.insert(foods).values(resolved.newFoods)
  await db.delete(mealItems).where(eq(mealItems.mealId, mealId))
  if (resolved.items.length > 0) await db.insert(mealItems).values(itemRows(userId, mealId, resolved.items))
}

/**
 * Updates a meal: text, type and date when sent; `macros.foods`, when sent, replaces the items (given new ids,
 * linked to the library as on create) and the sums are recomputed. The change reaches the day totals: the
 * difference on the same day, or the meal moved from its old day to its new one. Null when there is no such meal.
 */
export async function updateMeal(
  db: Database,
  userId: string,
  mealId: string,
  input: MealUpdateInput,
): Promise<MealView | null> {
  const when = input.date === undefined ? null : parseMealDate(input.date)
  const now = new Date()
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        localDate: meals.localDate,
        calories: meals.calories,
        protein: meals.protein,
        carbs: meals.carbs,
        fat: meals.fat,
      })
      .from(meals)
      .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
      .for('update')
    if (!current) return null
    const before = storedTotals(current)
    let after = before
    const changes: Partial<typeof meals.$inferInsert> = {}
    if (input.meal_text !== undefined) changes.mealText = input.meal_text?.trim() ?? ''
    if (input.meal_type !== undefined) changes.mealType = input.meal_type
    if (when) Object.assign(changes, { eatenAt: when.instant, dateText: when.text, localDate: when.localDate })
    if (input.macros) {
      const specs: MealFoodSpec[] = input.macros.foods.map((item) => ({ kind: 'item', item }))
      const resolved = await resolveMealItems(tx, userId, specs, now)
      after = mealTotals(resolved.items)
      Object.assign(changes, after)
      await replaceItems(tx, userId, mealId, resolved)
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(meals)
        .set(changes)
        .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
    }
    const [oldDay, newDay] = [current.localDate, when?.localDate ?? current.localDate]
    if (oldDay === newDay) {
      if (input.macros) {
        await dayChange(tx, userId, oldDay, totalsChange(before, after), 0)
        await recountDayNutrients(tx, userId, [oldDay])
      }
    } else {
      // Days in date order, as every writer locks them, so two writers cannot deadlock.
      const moves = [
        { day: oldDay, change: totalsChange(before, ZERO_TOTALS), meals: -1 },
        { day: newDay, change: after, meals: 1 },
      ].sort((a, b) => a.day.localeCompare(b.day))
      for (const move of moves) await dayChange(tx, userId, move.day, move.change, move.meals)
      await dropEmptyDays(tx, userId, [oldDay])
      await recountDayNutrients(tx, userId, [oldDay, newDay])
    }
    return getMeal(tx, userId, mealId)
  })
}

/** Deletes one of the user's meals (its items go with it) and takes it off its day; false when there is none. */
export async function deleteMeal(db: Database, userId: string, mealId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(meals)
      .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
      .returning({
        localDate: meals.localDate,
        calories: meals.calories,
        protein: meals.protein,
        carbs: meals.carbs,
        fat: meals.fat,
      })
    if (!deleted) return false
    await dayChange(tx, userId, deleted.localDate, totalsChange(storedTotals(deleted), ZERO_TOTALS), -1)
    await dropEmptyDays(tx, userId, [deleted.localDate])
    await recountDayNutrients(tx, userId, [deleted.localDate])
    return true
  })
}
