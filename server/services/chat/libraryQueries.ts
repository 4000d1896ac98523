import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods, recipes, type StoredRecipeMacros } from '../../db/schema'

/** A food of the person's library with its macros per serving. */
export interface LibraryFood {
  id: string
  name: string
  servingSize: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  isRecipe: boolean
  favorite: boolean
}

/** A recipe of the person's library, whole. */
export interface LibraryRecipe {
  id: string
  name: string
  description: string | null
  servings: number
  calories: number | null
  prepTime: number | null
  cookTime: number | null
  totalTime: number | null
  notes: string | null
  foodId: string | null
  macros: StoredRecipeMacros | null
  ingredients: Array<{
    name: string
    quantity: number | null
    quantityText: string | null
    unit: string | null
    notes: string | null
  }>
  steps: Array<{ text: string; order: number }>
}

/** Most recipes a person keeps are well under this; the agent reads at most this many. */
const MAX_RECIPES = 300
const MAX_FOODS = 500

/** The person's foods, favourites first, then newest. */
export async function readLibraryFoods(db: Database, userId: string): Promise<LibraryFood[]> {
  const rows = await db
    .select({
      id: foods.id,
      name: foods.name,
      servingSize: foods.servingSize,
      calories: foods.calories,
      protein: foods.protein,
      carbs: foods.carbs,
      fat: foods.fat,
      isRecipe: foods.isRecipe,
      favoritedAt: favorites.dateFavorited,
    })
    .from(foods)
    .leftJoin(favorites, and(eq(favorites.foodId, foods.id), eq(favorites.userId, userId)))
    .where(eq(foods.userId, userId))
    .orderBy(desc(foods.dateAdded))
    .limit(MAX_FOODS)
  return rows
    .map(({ favoritedAt, ...food }) => ({ ...food, favorite: favoritedAt !== null }))
    .sort((a, b) => Number(b.favorite) - Number(a.favorite))
}

/** The person's recipes with their ingredients and steps, newest first. */
export async function readLibraryRecipes(db: Database, userId: string): Promise<LibraryRecipe[]> {
  const rows = await db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.createdAt))
    .limit(MAX_RECIPES)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    servings: row.servings,
    calories: row.calories,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    notes: row.notes,
    foodId: row.foodId,
    macros: row.macros,
    ingredients: row.ingredients.map(({ name, quantity, quantity_text, unit, notes }) => ({
      name,
      quantity,
      quantityText: quantity_text,
      unit,
      notes,
    })),
    steps: row.steps,
  }))
}
