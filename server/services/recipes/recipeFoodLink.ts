import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods, recipes } from '../../db/schema'

/**
 * A recipe is also a food (`is_recipe`, matched by lower-cased name). The client creates the recipe, then upserts
 * its food by name, and may or may not send the ids that link them; these helpers keep the link both ways
 * (`recipes.food_id` and `foods.recipe_id`) so favourites, renames and deletions reach the pair.
 */

/** Whether the user has this recipe. */
export async function userHasRecipe(db: Database, userId: string, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
  return row !== undefined
}

/** The user's newest recipe with this name key, if any. */
export async function recipeIdByNameKey(db: Database, userId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.nameKey, key)))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(1)
  return row?.id ?? null
}

/** The user's newest recipe food with this name key that no recipe claims yet, if any. */
export async function unlinkedRecipeFoodId(db: Database, userId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: foods.id })
    .from(foods)
    .where(and(eq(foods.userId, userId), eq(foods.nameKey, key), eq(foods.isRecipe, true), isNull(foods.recipeId)))
    .orderBy(desc(foods.dateAdded), desc(foods.id))
    .limit(1)
  return row?.id ?? null
}

/** Makes the food the recipe's food entry: the food points at the recipe and is flagged as one. */
export async function pointFoodAtRecipe(db: Database, userId: string, foodId: string, recipeId: string): Promise<void> {
  await db
    .update(foods)
    .set({ recipeId, isRecipe: true })
    .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
}

/** Gives the recipe this food entry unless it already has one (the first food linked stays its entry). */
export async function claimFoodForRecipe(
  db: Database,
  userId: string,
  recipeId: string,
  foodId: string,
): Promise<void> {
  await db
    .update(recipes)
    .set({ foodId })
    .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId), isNull(recipes.foodId)))
}

/** Forgets the food as any recipe's entry (the food is deleted or no longer stands for a recipe). */
export async function releaseFoodFromRecipes(db: Database, userId: string, foodId: string): Promise<void> {
  await db
    .update(recipes)
    .set({ foodId: null })
    .where(and(eq(recipes.userId, userId), eq(recipes.foodId, foodId)))
}
