import type { Dayjs } from 'dayjs'
import type { MealItemInput, MealType, Recipe } from '../../api/api'
import { recipeServingMacros } from '../../components/RecipeDetailsDialogRules'
import { formatQuantity } from '../foodLog/mealDisplay'
import { mealTypeForHour } from '../foodLog/mealTypes'

/** Servings eaten: a quarter at least, in quarters by the input's arrows; one unless changed. */
export const SERVINGS = { min: 0.25, step: 0.25, initial: 1 } as const

/** The meal a recipe eaten at `moment` most likely was: the Food Log's rule (mealTypeForHour), one rule everywhere. */
export function mealTypeAt(moment: Dayjs): MealType {
  return mealTypeForHour(moment.hour())
}

/** Whether the recipe knows its calories per serving (else the dialog says they will count as 0). */
export function hasCaloriesPerServing(recipe: Recipe): boolean {
  return recipeServingMacros(recipe)?.calories != null
}

/**
 * The recipe eaten, as one full meal item: its per-serving macros (those unknown sent as null), its serving size and
 * its food entry, kept with the meal only (not added to the library again).
 */
export function recipeMealItem(recipe: Recipe, servings: number): MealItemInput {
  const macros = recipeServingMacros(recipe)
  return {
    name: recipe.name,
    quantity: servings,
    serving_size: macros?.servingSize ?? null,
    calories: macros?.calories ?? null,
    protein: macros?.protein ?? null,
    carbs: macros?.carbs ?? null,
    fat: macros?.fat ?? null,
    fiber: macros?.fiber ?? null,
    sugar: macros?.sugar ?? null,
    sodium: macros?.sodium ?? null,
    food_id: recipe.food_id,
    recipe_id: recipe.id,
    is_recipe: true,
    source: 'user_food',
    add_to_library: false,
  }
}

/** The toast once logged: "Logged 1.5 servings of Pancakes", "Logged 1 serving of Pancakes". */
export function loggedMessage(servings: number, name: string): string {
  return `Logged ${formatQuantity(servings)} ${servings === 1 ? 'serving' : 'servings'} of ${name}`
}
