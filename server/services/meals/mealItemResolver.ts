import { and, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods } from '../../db/schema'
import { newId } from '../../lib/ids'
import { invalid } from '../../lib/domainErrors'
import { nameKey, optionalText } from '../foods/textInput'
import { foodNutrientColumns } from '../foods/foodView'
import type { MacroSource, MealFoodSpec, MealItemInput, Nutrients } from './types'

/** The answer to a meal naming a food the user does not have (docs/product.md §5, food log). */
export const INVALID_FOODS_MESSAGE = 'One or more selected foods are invalid. Please re-select from the dropdown.'

/** A meal item ready to store, before it gets its id, meal and position; nutrients per serving, null unknown. */
export interface ResolvedItem extends Nutrients {
  /** The library food it is linked to; null for an item kept with its meal only (`add_to_library: false`). */
  foodId: string | null
  recipeId: string | null
  isRecipe: boolean
  name: string
  quantity: number
  servingSize: string | null
  calories: number
  protein: number
  carbs: number
  fat: number
  grams: number | null
  source: MacroSource
}

/** A food the meal adds to the user's library. */
export type NewFood = typeof foods.$inferInsert

type LibraryFood = Pick<
  typeof foods.$inferSelect,
  | 'id'
  | 'name'
  | 'nameKey'
  | 'servingSize'
  | 'calories'
  | 'protein'
  | 'carbs'
  | 'fat'
  | 'fiber'
  | 'sugar'
  | 'sodium'
  | 'recipeId'
  | 'isRecipe'
>

/** The user's foods the specs name, by id (references and items' food_id) or by name key (full items). */
async function libraryFoods(db: Database, userId: string, specs: readonly MealFoodSpec[]): Promise<LibraryFood[]> {
  const ids = specs.flatMap((s) => (s.kind === 'ref' ? [s.ref.id] : s.item.food_id ? [s.item.food_id] : []))
  const keys = specs.flatMap((s) => (s.kind === 'item' ? [nameKey(s.item.name)] : []))
  return db
    .select({
      id: foods.id,
      name: foods.name,
      nameKey: foods.nameKey,
      ...foodNutrientColumns,
      recipeId: foods.recipeId,
      isRecipe: foods.isRecipe,
    })
    .from(foods)
    .where(
      and(
        eq(foods.userId, userId),
        or(sql`${foods.id} = any(${sql.param(ids)}::text[])`, sql`${foods.nameKey} = any(${sql.param(keys)}::text[])`),
      ),
    )
    .orderBy(foods.dateAdded, foods.id)
}

function fromSavedFood(food: LibraryFood, quantity: number): ResolvedItem {
  return {
    foodId: food.id,
    recipeId: food.recipeId,
    isRecipe: food.isRecipe,
    name: food.name,
    quantity,
    servingSize: food.servingSize,
    calories: food.calories ?? 0,
    protein: food.protein ?? 0,
    carbs: food.carbs ?? 0,
    fat: food.fat ?? 0,
    fiber: food.fiber,
    sugar: food.sugar,
    sodium: food.sodium,
    grams: null,
    source: 'user_food',
  }
}

function fromFullItem(item: MealItemInput, name: string, food: LibraryFood | null): ResolvedItem {
  const recipeId = food?.recipeId ?? item.recipe_id ?? null
  return {
    foodId: food?.id ?? null,
    recipeId,
    isRecipe: Boolean(food?.isRecipe) || Boolean(item.is_recipe) || recipeId !== null,
    name,
    quantity: item.quantity ?? 1,
    servingSize: optionalText(item.serving_size),
    calories: item.calories ?? 0,
    protein: item.protein ?? 0,
    carbs: item.carbs ?? 0,
    fat: item.fat ?? 0,
    fiber: item.fiber ?? null,
    sugar: item.sugar ?? null,
    sodium: item.sodium ?? null,
    grams: item.grams ?? null,
    source: item.source ?? null,
  }
}

/**
 * Turns a meal's `foods` into items. A reference copies the saved food (name, serving size, per-serving macros)
 * with the sent quantity; one that is not the user's food rejects the meal. A full item (a text meal) is kept as
 * sent and linked to a food of the library, so the library holds the distinct foods of logged meals: its
 * `food_id` when that is the user's food, else the user's food of the same lower-cased name (a recipe food first
 * for a recipe item, then the oldest), else a new food made from the item (one per distinct name in the meal).
 * An item sent with `add_to_library: false` that matches no food of the library creates none: it is stored with
 * `food_id` null and stays with its meal only.
 */
export async function resolveMealItems(
  db: Database,
  userId: string,
  specs: readonly MealFoodSpec[],
  now: Date,
): Promise<{ items: ResolvedItem[]; newFoods: NewFood[] }> {
  const library = await libraryFoods(db, userId, specs)
  const byId = new Map(library.map((food) => [food.id, food]))
  const byKey = new Map<string, LibraryFood[]>()
  for (const food of library) byKey.set(food.nameKey, [...(byKey.get(food.nameKey) ?? []), food])
  const newFoods: NewFood[] = []

  const items = specs.map((spec): ResolvedItem => {
    if (spec.kind === 'ref') {
      const food = byId.get(spec.ref.id)
      if (!food) throw invalid(INVALID_FOODS_MESSAGE)
      return fromSavedFood(food, spec.ref.quantity ?? 1)
    }
    const { item } = spec
    const name = item.name.trim()
    if (!name) throw invalid('Every food of a meal needs a name.')
    const key = nameKey(name)
    const sameName = byKey.get(key) ?? []
    const wantsRecipe = Boolean(item.is_recipe || item.recipe_id)
    let food =
      (item.food_id ? byId.get(item.food_id) : undefined) ??
      sameName.find((f) => f.isRecipe === wantsRecipe) ??
      sameName[0]
    if (!food && item.add_to_library === false) return fromFullItem(item, name, null)
    if (!food) {
      const created = {
        id: newId(),
        userId,
        name,
        nameKey: key,
        servingSize: optionalText(item.serving_size),
        calories: item.calories ?? null,
        protein: item.protein ?? null,
        carbs: item.carbs ?? null,
        fat: item.fat ?? null,
        fiber: item.fiber ?? null,
        sugar: item.sugar ?? null,
        sodium: item.sodium ?? null,
        recipeId: null,
        isRecipe: false,
        dateAdded: now,
      }
      newFoods.push(created)
      food = created
      byKey.set(key, [created])
    }
    return fromFullItem(item, name, food)
  })
  return { items, newFoods }
}
