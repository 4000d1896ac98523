import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods } from '../../db/schema'
import { newId } from '../../lib/ids'
import { removeLogRecords } from '../meals/logRecords'
import { claimFoodForRecipe, recipeIdByNameKey, releaseFoodFromRecipes, userHasRecipe } from '../recipes/recipeFoodLink'
import { invalid, notFound } from '../../lib/domainErrors'
import { getFoodView } from './foodView'
import { nameKey, optionalText } from './textInput'
import type { FoodCreateInput, FoodFields, FoodView } from './types'

const RECIPE_NOT_FOUND = 'Recipe not found'

function checkedName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw invalid('Food name is required.')
  return trimmed
}

/** The columns the sent fields change; keys left out are not touched. */
function changedColumns(fields: FoodFields): Partial<typeof foods.$inferInsert> {
  const changes: Partial<typeof foods.$inferInsert> = {}
  if (fields.name !== undefined) {
    changes.name = checkedName(fields.name)
    changes.nameKey = nameKey(fields.name)
  }
  if (fields.serving_size !== undefined) changes.servingSize = optionalText(fields.serving_size)
  if (fields.calories !== undefined) changes.calories = fields.calories
  if (fields.protein !== undefined) changes.protein = fields.protein
  if (fields.carbs !== undefined) changes.carbs = fields.carbs
  if (fields.fat !== undefined) changes.fat = fields.fat
  if (fields.fiber !== undefined) changes.fiber = fields.fiber
  if (fields.sugar !== undefined) changes.sugar = fields.sugar
  if (fields.sodium !== undefined) changes.sodium = fields.sodium
  if (fields.is_recipe !== undefined) changes.isRecipe = fields.is_recipe
  if (fields.recipe_id !== undefined) changes.recipeId = fields.recipe_id
  if (fields.barcode !== undefined) changes.barcode = fields.barcode
  return changes
}

/**
 * The recipe a recipe food stands for: the sent `recipe_id` (it must be one of the user's recipes), or else, for a
 * food flagged `is_recipe` without one, the user's recipe of the same lower-cased name, so the client's
 * "upsert a food flagged as a recipe" step links the pair without knowing the recipe id.
 */
async function recipeFor(
  db: Database,
  userId: string,
  food: { recipeId: string | null; isRecipe: boolean; nameKey: string },
  matchByName: boolean,
): Promise<string | null> {
  if (food.recipeId !== null) {
    if (!(await userHasRecipe(db, userId, food.recipeId))) throw notFound(RECIPE_NOT_FOUND)
    return food.recipeId
  }
  return food.isRecipe && matchByName ? recipeIdByNameKey(db, userId, food.nameKey) : null
}

/** Adds a food to the user's library (macros per serving; unknown ones null), linked to its recipe if it is one. */
export async function createFood(db: Database, userId: string, input: FoodCreateInput): Promise<FoodView> {
  const fields = changedColumns(input)
  return db.transaction(async (tx) => {
    const food = {
      id: newId(),
      userId,
      name: fields.name ?? '',
      nameKey: fields.nameKey ?? '',
      servingSize: fields.servingSize ?? null,
      calories: fields.calories ?? null,
      protein: fields.protein ?? null,
      carbs: fields.carbs ?? null,
      fat: fields.fat ?? null,
      fiber: fields.fiber ?? null,
      sugar: fields.sugar ?? null,
      sodium: fields.sodium ?? null,
      recipeId: fields.recipeId ?? null,
      isRecipe: fields.isRecipe ?? Boolean(fields.recipeId),
      barcode: fields.barcode ?? null,
    }
    food.recipeId = await recipeFor(tx, userId, food, true)
    if (food.recipeId) food.isRecipe = true
    await tx.insert(foods).values(food)
    if (food.recipeId) await claimFoodForRecipe(tx, userId, food.recipeId, food.id)
    return (await getFoodView(tx, userId, food.id)) as FoodView
  })
}

/**
 * Updates the sent fields of one of the user's foods (null when there is no such food). Log records keep the
 * values they were logged with; setting `recipe_id` to null unlinks the food from its recipe.
 */
export async function updateFood(
  db: Database,
  userId: string,
  foodId: string,
  input: FoodFields,
): Promise<FoodView | null> {
  const changes = changedColumns(input)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ recipeId: foods.recipeId, isRecipe: foods.isRecipe, nameKey: foods.nameKey })
      .from(foods)
      .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    if (!current) return null
    const next = { ...current, ...changes }
    // An explicit `recipe_id: null` unlinks: the food is not matched to a recipe by name again.
    const recipeId = await recipeFor(tx, userId, next, input.recipe_id !== null)
    if (recipeId) Object.assign(changes, { recipeId, isRecipe: true })
    if (current.recipeId && current.recipeId !== recipeId) await releaseFoodFromRecipes(tx, userId, foodId)
    if (Object.keys(changes).length > 0) {
      await tx
        .update(foods)
        .set(changes)
        .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    }
    if (recipeId) await claimFoodForRecipe(tx, userId, recipeId, foodId)
    return getFoodView(tx, userId, foodId)
  })
}

/**
 * Deletes one of the user's foods and all its log records (see removeLogRecords); its favourite mark goes with it
 * and a recipe it stood for is kept, without a food entry. False when there is no such food.
 */
export async function deleteFood(db: Database, userId: string, foodId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [food] = await tx
      .select({ id: foods.id })
      .from(foods)
      .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    if (!food) return false
    await removeLogRecords(tx, userId, { foodIds: [foodId] })
    await releaseFoodFromRecipes(tx, userId, foodId)
    await tx.delete(foods).where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    return true
  })
}
