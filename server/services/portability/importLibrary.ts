import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods, recipes } from '../../db/schema'
import { newId } from '../../lib/ids'
import { nameKey } from '../foods/textInput'
import { foodKey, KeyPool, recipeKey } from './importKeys'
import type { ImportBatch } from './importTypes'

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
export const INSERT_CHUNK = 1000

/** Inserts rows a chunk at a time. */
export async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK))
}

/** The ids the file's foods and recipes have in the account now, by the file's ids. */
export interface LibraryIds {
  foods: Map<string, string>
  recipes: Map<string, string>
}

async function existingFoods(db: Database, userId: string): Promise<KeyPool<string>> {
  const rows = await db
    .select({
      id: foods.id,
      name: foods.name,
      servingSize: foods.servingSize,
      calories: foods.calories,
      protein: foods.protein,
      carbs: foods.carbs,
      fat: foods.fat,
    })
    .from(foods)
    .where(eq(foods.userId, userId))
  const pool = new KeyPool<string>()
  for (const row of rows) pool.add(foodKey(row), row.id)
  return pool
}

async function existingRecipes(db: Database, userId: string): Promise<KeyPool<string>> {
  const rows = await db
    .select({ id: recipes.id, name: recipes.name, servings: recipes.servings, ingredients: recipes.ingredients })
    .from(recipes)
    .where(eq(recipes.userId, userId))
  const pool = new KeyPool<string>()
  for (const row of rows) pool.add(recipeKey(row), row.id)
  return pool
}

/**
 * Adds the file's recipes and foods the account does not have yet (an equal one already there is used instead),
 * linking each recipe to its food entry and back, and marks the file's favourites. Answers the ids by the file's ids
 * and how many were added.
 */
export async function importLibrary(
  db: Database,
  userId: string,
  batch: ImportBatch,
  now: Date,
): Promise<{ ids: LibraryIds; foods: number; recipes: number }> {
  const ids: LibraryIds = { foods: new Map(), recipes: new Map() }
  const importedRecipes = batch.account?.recipes ?? []
  const recipePool = await existingRecipes(db, userId)
  const newRecipes = importedRecipes.filter((recipe) => {
    const existing = recipePool.take(recipeKey(recipe))
    ids.recipes.set(recipe.ref, existing ?? newId())
    return existing === undefined
  })
  const foodPool = await existingFoods(db, userId)
  const newFoods = batch.foods.filter((food) => {
    const existing = foodPool.take(foodKey(food))
    const id = existing ?? newId()
    if (food.ref !== null) ids.foods.set(food.ref, id)
    return existing === undefined
  })
  const foodIdOf = (ref: string | null) => (ref === null ? null : (ids.foods.get(ref) ?? null))
  const recipeIdOf = (ref: string | null) => (ref === null ? null : (ids.recipes.get(ref) ?? null))
  await insertChunked(newRecipes, (chunk) =>
    db.insert(recipes).values(
      chunk.map((recipe) => ({
        id: ids.recipes.get(recipe.ref) as string,
        userId,
        name: recipe.name,
        nameKey: nameKey(recipe.name),
        description: recipe.description,
        servings: recipe.servings,
        totalServings: recipe.totalServings,
        calories: recipe.calories,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        totalTime: recipe.totalTime,
        notes: recipe.notes,
        macros: recipe.macros,
        ingredients: recipe.ingredients,
        steps: recipe.steps,
        foodId: foodIdOf(recipe.foodRef),
        createdAt: recipe.createdAt ? new Date(recipe.createdAt) : now,
        updatedAt: now,
      })),
    ),
  )
  await insertChunked(newFoods, (chunk) =>
    db.insert(foods).values(
      chunk.map((food) => ({
        id: food.ref === null ? newId() : (ids.foods.get(food.ref) as string),
        userId,
        name: food.name,
        nameKey: nameKey(food.name),
        servingSize: food.servingSize,
        calories: food.calories,
        protein: food.protein,
        carbs: food.carbs,
        fat: food.fat,
        fiber: food.fiber,
        sugar: food.sugar,
        sodium: food.sodium,
        recipeId: recipeIdOf(food.recipeRef),
        isRecipe: food.isRecipe,
        barcode: food.barcode,
        dateAdded: food.dateAdded ? new Date(food.dateAdded) : now,
      })),
    ),
  )
  const favoriteIds = batch.foods.flatMap((food) => (food.favorite ? [foodIdOf(food.ref)] : []))
  const favoriteRows = favoriteIds.filter((id) => id !== null).map((foodId) => ({ userId, foodId, dateFavorited: now }))
  await insertChunked(favoriteRows, (chunk) => db.insert(favorites).values(chunk).onConflictDoNothing())
  return { ids, foods: newFoods.length, recipes: newRecipes.length }
}
