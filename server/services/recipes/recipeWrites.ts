import { and, eq, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods, recipes } from '../../db/schema'
import { newId } from '../../lib/ids'
import { invalid } from '../../lib/domainErrors'
import { nameKey, optionalText } from '../foods/textInput'
import { removeLogRecords } from '../meals/logRecords'
import { cleanIngredients, cleanSteps, mergeMacros, minutes, servingsOrDefault } from './recipeInput'
import { pointFoodAtRecipe, unlinkedRecipeFoodId } from './recipeFoodLink'
import { getRecipe } from './recipeReads'
import type { RecipeCreateInput, RecipeFields, RecipeView } from './types'

type RecipeColumns = Partial<typeof recipes.$inferInsert>

function checkedName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw invalid('Recipe name is required.')
  return trimmed
}

/** The recipe columns the sent fields change (macros and the food link are handled apart). */
function changedColumns(fields: RecipeFields): RecipeColumns {
  const changes: RecipeColumns = {}
  if (fields.name !== undefined) {
    changes.name = checkedName(fields.name)
    changes.nameKey = nameKey(fields.name)
  }
  if (fields.description !== undefined) changes.description = optionalText(fields.description)
  if (fields.servings !== undefined) changes.servings = servingsOrDefault(fields.servings)
  if (fields.total_servings !== undefined) changes.totalServings = fields.total_servings
  if (fields.calories !== undefined) changes.calories = fields.calories
  if (fields.prep_time !== undefined) changes.prepTime = minutes('prep_time', fields.prep_time)
  if (fields.cook_time !== undefined) changes.cookTime = minutes('cook_time', fields.cook_time)
  if (fields.total_time !== undefined) changes.totalTime = minutes('total_time', fields.total_time)
  if (fields.notes !== undefined) changes.notes = optionalText(fields.notes)
  // Sent lists replace the stored ones, cleaned: blank rows dropped, steps numbered 1..n.
  if (fields.ingredients !== undefined) changes.ingredients = cleanIngredients(fields.ingredients)
  if (fields.steps !== undefined) changes.steps = cleanSteps(fields.steps)
  return changes
}

async function checkedFoodId(db: Database, userId: string, foodId: string): Promise<string> {
  const [food] = await db
    .select({ id: foods.id })
    .from(foods)
    .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
  if (!food) throw invalid('food_id is not one of your foods.')
  return food.id
}

/**
 * Creates a recipe (servings default 1, blank ingredients and steps dropped, steps numbered 1..n). Its food
 * entry is the sent `food_id` (one of the user's foods), else the user's unclaimed recipe food of the same
 * lower-cased name if there is one; the food is then flagged as this recipe's.
 */
export async function createRecipe(db: Database, userId: string, input: RecipeCreateInput): Promise<RecipeView> {
  const columns = changedColumns(input)
  return db.transaction(async (tx) => {
    const key = columns.nameKey ?? ''
    const foodId = input.food_id
      ? await checkedFoodId(tx, userId, input.food_id)
      : await unlinkedRecipeFoodId(tx, userId, key)
    const id = newId()
    await tx.insert(recipes).values({
      ...columns,
      id,
      userId,
      name: columns.name ?? '',
      nameKey: key,
      servings: columns.servings ?? 1,
      macros: input.macros ? mergeMacros(null, input.macros) : null,
      foodId,
    })
    if (foodId) await pointFoodAtRecipe(tx, userId, foodId, id)
    return (await getRecipe(tx, userId, id)) as RecipeView
  })
}

/**
 * Updates the sent fields of one of the user's recipes (null when there is none). `ingredients` and `steps`
 * replace the lists; `macros` merge over the stored ones (a body of only macros writes an estimate back); a new
 * name renames the linked food too; a new `food_id` relinks.
 */
export async function updateRecipe(
  db: Database,
  userId: string,
  recipeId: string,
  input: RecipeFields,
): Promise<RecipeView | null> {
  const changes = changedColumns(input)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ foodId: recipes.foodId, macros: recipes.macros })
      .from(recipes)
      .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
    if (!current) return null
    if (input.macros) changes.macros = mergeMacros(current.macros, input.macros)
    if (input.food_id !== undefined) {
      changes.foodId = input.food_id === null ? null : await checkedFoodId(tx, userId, input.food_id)
      if (current.foodId && current.foodId !== changes.foodId) {
        await tx
          .update(foods)
          .set({ recipeId: null })
          .where(and(eq(foods.userId, userId), eq(foods.id, current.foodId), eq(foods.recipeId, recipeId)))
      }
      if (changes.foodId) await pointFoodAtRecipe(tx, userId, changes.foodId, recipeId)
    }
    const foodId = changes.foodId === undefined ? current.foodId : changes.foodId
    if (changes.name !== undefined && foodId) {
      await tx
        .update(foods)
        .set({ name: changes.name, nameKey: changes.nameKey })
        .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    }
    await tx
      .update(recipes)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
    return getRecipe(tx, userId, recipeId)
  })
}

/**
 * Deletes one of the user's recipes with its food entry (the linked food and any food pointing at the recipe)
 * and every log record of either ("Delete this recipe and all its log records?"). False when there is none.
 */
export async function deleteRecipe(db: Database, userId: string, recipeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ foodId: recipes.foodId })
      .from(recipes)
      .where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
    if (!recipe) return false
    const recipeFoods = await tx
      .select({ id: foods.id })
      .from(foods)
      .where(
        and(
          eq(foods.userId, userId),
          recipe.foodId ? or(eq(foods.id, recipe.foodId), eq(foods.recipeId, recipeId)) : eq(foods.recipeId, recipeId),
        ),
      )
    const foodIds = recipeFoods.map((food) => food.id)
    await removeLogRecords(tx, userId, { foodIds, recipeId })
    for (const foodId of foodIds) await tx.delete(foods).where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
    await tx.delete(recipes).where(and(eq(recipes.userId, userId), eq(recipes.id, recipeId)))
    return true
  })
}
