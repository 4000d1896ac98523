import type { Ingredient, Recipe } from '../api/api'
import { errorMessage, errorStatus } from '../api/errorDetail'

/** Per-serving macros of a recipe, read from the per-serving fields or else their legacy names. */
export interface RecipeServingMacros {
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  /** Fibre and sugar (g) and sodium (mg); null when unknown. */
  fiber: number | null
  sugar: number | null
  sodium: number | null
  servingSize: string | null
}

/** The recipe's per-serving macros, or null when it has none at all (the dialog then says so). */
export function recipeServingMacros(recipe: Recipe): RecipeServingMacros | null {
  const macros = recipe.macros
  if (!macros) return null
  const result: RecipeServingMacros = {
    calories: macros.calories_per_serving ?? macros.calories ?? null,
    protein: macros.protein_per_serving ?? macros.protein ?? null,
    carbs: macros.carbs_per_serving ?? macros.carbs ?? null,
    fat: macros.fat_per_serving ?? macros.fat ?? null,
    fiber: macros.fiber_per_serving ?? null,
    sugar: macros.sugar_per_serving ?? null,
    sodium: macros.sodium_per_serving ?? null,
    servingSize: macros.serving_size ?? null,
  }
  const { calories, protein, carbs, fat } = result
  return [calories, protein, carbs, fat].every((value) => value == null) ? null : result
}

/** An ingredient as one line: "200 g flour (sifted)". */
export function ingredientLine(ingredient: Ingredient): string {
  const amount = ingredient.quantity ?? ingredient.quantity_text
  const line = [amount, ingredient.unit, ingredient.name].filter((part) => part != null && part !== '').join(' ')
  return ingredient.notes ? `${line} (${ingredient.notes})` : line
}

/** The steps in their order (the `order` field, then as listed), without blank ones. */
export function orderedSteps(recipe: Recipe): string[] {
  return recipe.steps
    .map((step, index) => ({ text: step.text.trim(), order: step.order ?? index + 1, index }))
    .filter((step) => step.text !== '')
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((step) => step.text)
}

/** Why the recipe could not be shown (docs/product.md §8): not found, else the server's detail, else the fallback. */
export function recipeLoadProblem(error: unknown): string {
  return errorStatus(error) === 404 ? 'Recipe not found' : errorMessage(error, 'Failed to fetch recipe')
}
