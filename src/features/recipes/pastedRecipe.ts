import type { ParsedRecipe } from '../../api/api'
import { ingredientLine } from '../../components/RecipeDetailsDialogRules'
import { macroFormFields, type RecipeFormValues } from './recipeForm'
import { servingMacrosOf } from './recipeMacros'

/**
 * What Paste Recipe Text fills in: the fields the text gave (others are left as they are). Null when the text
 * gave neither a title, nor ingredients, nor steps.
 */
export function parsedRecipeFields(parsed: ParsedRecipe): Partial<RecipeFormValues> | null {
  const ingredients = parsed.ingredients.map(ingredientLine).filter((line) => line.trim() !== '')
  const steps = [...parsed.steps]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((step) => step.text.trim())
    .filter((text) => text !== '')
  if (!parsed.title?.trim() && ingredients.length === 0 && steps.length === 0) return null
  const macros = servingMacrosOf({
    ...parsed.macros,
    calories_per_serving: parsed.calories_per_serving ?? parsed.macros?.calories_per_serving,
    protein_per_serving: parsed.protein_per_serving ?? parsed.macros?.protein_per_serving,
    carbs_per_serving: parsed.carbs_per_serving ?? parsed.macros?.carbs_per_serving,
    fat_per_serving: parsed.fat_per_serving ?? parsed.macros?.fat_per_serving,
    fiber_per_serving: parsed.fiber_per_serving ?? parsed.macros?.fiber_per_serving,
    sugar_per_serving: parsed.sugar_per_serving ?? parsed.macros?.sugar_per_serving,
    sodium_per_serving: parsed.sodium_per_serving ?? parsed.macros?.sodium_per_serving,
    serving_size: parsed.serving_size ?? parsed.macros?.serving_size,
  })
  const fields: Partial<RecipeFormValues> = {
    name: parsed.title?.trim() || undefined,
    description: parsed.description ?? undefined,
    servings: parsed.total_servings ?? undefined,
    prep_time: parsed.prep_time ?? undefined,
    cook_time: parsed.cook_time ?? undefined,
    total_time: parsed.total_time ?? undefined,
    notes: parsed.notes ?? undefined,
    ingredients: ingredients.length > 0 ? ingredients : undefined,
    steps: steps.length > 0 ? steps : undefined,
    ...macroFormFields(macros),
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null))
}
