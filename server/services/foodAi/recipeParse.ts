import { estimateRecipeMacros, servingsOf } from '../nutrition/recipeMacros'
import { parseRecipeText } from '../recipeText/recipeTextParser'
import type { ParsedRecipeText } from '../recipeText/types'
import { ingredientLine } from './ingredientLines'
import { withModelOrBuiltin } from './modelFallback'
import { modelRecipeText } from './modelRecipeText'
import type { components } from '../../generated/openapi'
import type { IngredientView, RecipeMacrosView, StepView } from '../recipes/types'
import { recipeMacrosView } from './recipeSummary'
import type { FoodAiDeps } from './types'
import { loadUserFoods } from './userFoods'

/** openapi `ParsedRecipe`: the fields found (null or [] when not), with the macros per serving repeated in `macros`. */
export type ParsedRecipeView = Omit<components['schemas']['ParsedRecipe'], 'ingredients' | 'steps' | 'macros'> & {
  ingredients: IngredientView[]
  steps: StepView[]
  macros: RecipeMacrosView
}

function view(recipe: ParsedRecipeText, macros: RecipeMacrosView): ParsedRecipeView {
  return {
    title: recipe.title || null,
    description: recipe.description || null,
    ingredients: recipe.ingredients.map(({ name, quantity, quantity_text, unit, notes }) => ({
      name,
      quantity,
      quantity_text,
      unit,
      notes,
    })),
    steps: recipe.steps,
    notes: recipe.notes || null,
    calories_per_serving: macros.calories_per_serving,
    protein_per_serving: macros.protein_per_serving,
    carbs_per_serving: macros.carbs_per_serving,
    fat_per_serving: macros.fat_per_serving,
    fiber_per_serving: macros.fiber_per_serving,
    sugar_per_serving: macros.sugar_per_serving,
    sodium_per_serving: macros.sodium_per_serving,
    serving_size: macros.serving_size,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    total_servings: recipe.servings,
    macros,
  }
}

/**
 * Recipe fields from pasted text (`POST /recipes/parse_recipe_text`): the built-in parser, or the configured
 * model's reading (the parser answers when the model fails). Macros per serving always come from the
 * ingredients through the user's foods and the food tables. Nothing is saved.
 */
export async function parseRecipe(deps: FoodAiDeps, userId: string, text: string): Promise<ParsedRecipeView> {
  const recipe = await withModelOrBuiltin(
    deps,
    'Recipe text parsing',
    (provider) => modelRecipeText(provider, text),
    () => parseRecipeText(text),
  )
  const lines = recipe.ingredients.map(ingredientLine).filter(Boolean)
  const userFoods = await loadUserFoods(deps.db, userId, lines.join('\n'))
  const estimate = estimateRecipeMacros({ ingredients: lines, servings: servingsOf(recipe.servings), userFoods })
  return view(recipe, recipeMacrosView(estimate.items.length > 0 ? estimate : null, recipe.serving_size))
}
