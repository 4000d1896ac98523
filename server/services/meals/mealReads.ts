import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { meals } from '../../db/schema'
import { roundedNutrients, roundedTotals } from './macroMath'
import type { MealItemView, MealType, MealView, Nutrients } from './types'

/**
 * A meal's items as one JSON array in the meal's own row (ordered as logged), so a page of meals is one query
 * instead of one for the meals and one for their items. Rows of a subselect whose columns are named as the API
 * names them, aggregated whole: half the cost of json_build_object on PGlite (`position`, kept for the order, is
 * dropped by the response schema). The outer table is named in full
 * (`meals.id`): Drizzle leaves select-list columns unqualified, which the subquery would read as its own `id`.
 */
export const itemsJson = sql<MealItemView[]>`coalesce((select json_agg(item order by item.position) from (
    select i.id, i.name, i.quantity, i.serving_size, i.calories, i.protein, i.carbs, i.fat, i.fiber, i.sugar,
      i.sodium, i.recipe_id, i.is_recipe, i.food_id, i.grams, i.source, i.position
    from meal_items i where i.meal_id = meals.id) item), '[]'::json)`

/** A meal row's columns as MealRecord names them (its items come with itemsJson). */
export const mealColumns = {
  id: meals.id,
  dateText: meals.dateText,
  localDate: meals.localDate,
  mealType: meals.mealType,
  mealText: meals.mealText,
  calories: meals.calories,
  protein: meals.protein,
  carbs: meals.carbs,
  fat: meals.fat,
  fiber: meals.fiber,
  sugar: meals.sugar,
  sodium: meals.sodium,
  createdAt: meals.createdAt,
}

/** A stored meal, with its items already in the API shape; nutrients null when no item knows them. */
export interface MealRecord extends Nutrients {
  id: string
  dateText: string
  localDate: string
  mealType: string
  mealText: string
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  createdAt: Date
  items: MealItemView[]
}

/** A stored meal as the API shape: the date as sent, its totals rounded to 1 decimal, no text as null. */
export function toMealView(meal: MealRecord): MealView {
  return {
    id: meal.id,
    date: meal.dateText,
    local_date: meal.localDate,
    meal_type: meal.mealType as MealType,
    meal_text: meal.mealText === '' ? null : meal.mealText,
    macros: {
      items: meal.items,
      ...roundedTotals({
        calories: meal.calories ?? 0,
        protein: meal.protein ?? 0,
        carbs: meal.carbs ?? 0,
        fat: meal.fat ?? 0,
      }),
      ...roundedNutrients(meal),
    },
    created_at: meal.createdAt.toISOString(),
  }
}

/** One page of the user's meals, newest first (by the instant eaten, then id, so pages are stable). */
export async function listMeals(db: Database, userId: string, limit: number, offset: number): Promise<MealView[]> {
  const rows = await mealPageQuery(db).execute({ userId, limit, offset })
  return rows.map(toMealView)
}

function buildMealPageQuery(db: Database) {
  return db
    .select({ ...mealColumns, items: itemsJson })
    .from(meals)
    .where(eq(meals.userId, sql.placeholder('userId')))
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('meal_page')
}
const mealPageQueries = new WeakMap<Database, ReturnType<typeof buildMealPageQuery>>()
function mealPageQuery(db: Database) {
  let query = mealPageQueries.get(db)
  if (!query) mealPageQueries.set(db, (query = buildMealPageQuery(db)))
  return query
}

/** One of the user's meals, or null. */
export async function getMeal(db: Database, userId: string, mealId: string): Promise<MealView | null> {
  const record = await getMealRecord(db, userId, mealId)
  return record ? toMealView(record) : null
}

/** One of the user's meals as stored (exact sums), with its items in the API shape, or null. */
export async function getMealRecord(db: Database, userId: string, mealId: string): Promise<MealRecord | null> {
  const [row] = await db
    .select({ ...mealColumns, items: itemsJson })
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
  return row ?? null
}

/** Meal types in the order a day shows them (docs/product.md §9). */
export const MEAL_TYPE_ORDER: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert']

/** A meal of `dayMealsJson`: a MealRecord as JSON (`createdAt` an ISO date-time text), and when it was eaten. */
export type DayMealJson = Omit<MealRecord, 'createdAt'> & { createdAt: string; eatenAt: string }

/**
 * The user's meals of one local day (`local_date`) as one JSON array, in diary order: breakfast, lunch, dinner,
 * snack, dessert, then by the instant eaten, then id; each meal a MealRecord with its items, its exact sums kept
 * (toMealView rounds them). A subquery through the (user_id, local_date) index, for a query that reads more than the
 * day (the diary reads its targets in the same round trip): one JSON value costs PGlite far less to hand over than
 * rows of columns. Built as itemsJson is (rows of a subselect, named as the record names them, aggregated whole).
 * `userId` and `localDate` are SQL, a column or a placeholder.
 */
export function dayMealsJson(userId: SQLWrapper, localDate: SQLWrapper) {
  return sql<DayMealJson[]>`(select coalesce(json_agg(meal order by
      array_position(${sql.param(MEAL_TYPE_ORDER)}::text[], meal."mealType"), meal."eatenAt", meal.id), '[]'::json)
    from (
      select meals.id, meals.date_text as "dateText", meals.local_date as "localDate", meals.meal_type as "mealType",
        meals.meal_text as "mealText", meals.calories, meals.protein, meals.carbs, meals.fat, meals.fiber,
        meals.sugar, meals.sodium, meals.created_at as "createdAt", meals.eaten_at as "eatenAt", ${itemsJson} as items
      from meals where meals.user_id = ${userId} and meals.local_date = ${localDate}
    ) meal)`
}

/** A meal of dayMealsJson as a stored meal. */
export const mealFromJson = ({ eatenAt: _eatenAt, ...meal }: DayMealJson): MealRecord => ({
  ...meal,
  createdAt: new Date(meal.createdAt),
})
