import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods } from '../../db/schema'
import type { FoodView } from './types'

/** A food's serving and its nutrients per serving, as columns to select. */
export const foodNutrientColumns = {
  servingSize: foods.servingSize,
  calories: foods.calories,
  protein: foods.protein,
  carbs: foods.carbs,
  fat: foods.fat,
  fiber: foods.fiber,
  sugar: foods.sugar,
  sodium: foods.sodium,
}

/** The columns a food is read with: the food and, through the favourites table, when it was favourited. */
export const foodColumns = {
  id: foods.id,
  name: foods.name,
  ...foodNutrientColumns,
  recipeId: foods.recipeId,
  isRecipe: foods.isRecipe,
  barcode: foods.barcode,
  dateAdded: foods.dateAdded,
  dateFavorited: favorites.dateFavorited,
}

/** Starts a query of foods joined with their favourite mark; callers add the user filter, order and paging. */
export function selectFoodViews(db: Database) {
  return db
    .select(foodColumns)
    .from(foods)
    .leftJoin(favorites, and(eq(favorites.userId, foods.userId), eq(favorites.foodId, foods.id)))
    .$dynamic()
}

type FoodRow = Awaited<ReturnType<typeof selectFoodViews>>[number]

/** A food row as the API shape, dates as ISO strings. */
export function toFoodView(row: FoodRow): FoodView {
  return {
    id: row.id,
    name: row.name,
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
    barcode: row.barcode,
    date_added: row.dateAdded.toISOString(),
    date_favorited: row.dateFavorited ? row.dateFavorited.toISOString() : null,
  }
}

/** One of the user's foods as the API shape, or null when the user has no such food. */
export async function getFoodView(db: Database, userId: string, foodId: string): Promise<FoodView | null> {
  const [row] = await selectFoodViews(db).where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
  return row ? toFoodView(row) : null
}
