import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { recipes, type StoredRecipeMacros } from '../../db/schema'
import { nameKey } from '../foods/textInput'
import { round1 } from '../meals/macroMath'
import type { RecipeListQuery, RecipeMacrosView, RecipeSort, RecipeView } from './types'

/**
 * The recipe's row (its ingredients and steps are stored in it) and its favourite mark, so a page of recipes is one
 * plain query.
 */
const recipeColumns = {
  row: recipes,
  isFavorite: sql<boolean>`exists(
    select 1 from favorites f where f.user_id = recipes.user_id and f.food_id = recipes.food_id)`,
}

function macrosView(macros: StoredRecipeMacros | null): RecipeMacrosView | null {
  if (!macros) return null
  return {
    ...macros,
    fiber_per_serving: macros.fiber_per_serving ?? null,
    sugar_per_serving: macros.sugar_per_serving ?? null,
    sodium_per_serving: macros.sodium_per_serving ?? null,
    calories: macros.calories_per_serving,
    protein: macros.protein_per_serving,
    carbs: macros.carbs_per_serving,
    fat: macros.fat_per_serving,
  }
}

type RecipeRecord = {
  row: typeof recipes.$inferSelect
  isFavorite: boolean
}

/**
 * A stored recipe as the API shape. Macros come under both names. `calories` is the whole recipe's total: as
 * entered, else per-serving calories times servings when those are known.
 */
function toRecipeView({ row, isFavorite }: RecipeRecord): RecipeView {
  const perServing = row.macros?.calories_per_serving ?? null
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    servings: row.servings,
    total_servings: row.totalServings,
    calories: row.calories ?? (perServing === null ? null : round1(perServing * row.servings)),
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    total_time: row.totalTime,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    food_id: row.foodId,
    ingredients: row.ingredients,
    steps: row.steps,
    macros: macrosView(row.macros),
    is_favorite: isFavorite,
  }
}

function sortOrder(sort: RecipeSort): SQL[] {
  switch (sort) {
    case 'az':
      return [asc(recipes.nameKey), asc(recipes.id)]
    case 'za':
      return [desc(recipes.nameKey), desc(recipes.id)]
    case 'date_asc':
      return [asc(recipes.createdAt), asc(recipes.id)]
    case 'date_desc':
      return [desc(recipes.createdAt), desc(recipes.id)]
  }
}

/** One page of the user's recipes in the chosen order, optionally only those of one name (exact, any case). */
export async function listRecipes(db: Database, userId: string, query: RecipeListQuery): Promise<RecipeView[]> {
  const conditions: SQL[] = [eq(recipes.userId, userId)]
  if (query.name !== undefined) conditions.push(eq(recipes.nameKey, nameKey(query.name)))
  const rows = await db
    .select(recipeColumns)
    .from(recipes)
    .where(and(...conditions))
    .orderBy(...sortOrder(query.sort))
    .limit(query.limit)
    .offset(query.offset)
  return rows.map(toRecipeView)
}

/** One of the user's recipes, or null. */
export async function getRecipe(db: Database, userId: string, recipeId: string): Promise<RecipeView | null> {
  const [row] = await db
    .select(recipeColumns)
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
  return row ? toRecipeView(row) : null
}
