import type { OpenAiProvider } from '../ai/aiProvider'
import { completeJson } from '../ai/structuredOutput'
import { estimateRecipeMacros, type RecipeSums, servingsOf, sumRecipeItems } from '../nutrition/recipeMacros'
import type { Macros } from '../nutrition/types'
import { ingredientLine, type IngredientInput } from './ingredientLines'
import { toMealItem } from './mealItems'
import { withModelOrBuiltin } from './modelFallback'
import { type Proposal, PROPOSAL_RULES, proposalSchema, resolveProposals, userFoodNames } from './proposals'
import type { RecipeMacrosView } from '../recipes/types'
import { recipeMacrosView } from './recipeSummary'
import type { FoodAiDeps, FoodItem, MealItem } from './types'
import { loadUserFoods } from './userFoods'

/** Body of `POST /recipes/estimateRecipeMacros` (openapi `RecipeMacroEstimateRequest`). */
export interface RecipeEstimateRequest {
  recipe_name?: string | null
  ingredients: IngredientInput[]
  recipe_quantity?: number | null
  recipe_serving_size?: string | null
}

/** openapi `RecipeMacroEstimate`: per serving under both names, the whole recipe, and each ingredient's item. */
export interface RecipeEstimate {
  recipe_macros: RecipeMacrosView
  macros: RecipeMacrosView
  total: Macros
  items: MealItem[]
}

interface Estimated {
  items: FoodItem[]
  sums: RecipeSums
}

const RECIPE_SYSTEM =
  'You read the ingredient list of a recipe and give one item per ingredient line, in order, with the amount ' +
  'of that line for the whole recipe ("to taste" is a pinch). Skip lines that are not ingredients. ' +
  PROPOSAL_RULES

async function modelRecipeItems(
  deps: FoodAiDeps,
  provider: OpenAiProvider,
  userId: string,
  recipeName: string | null,
  lines: readonly string[],
): Promise<FoodItem[] | null> {
  const text = lines.join('\n')
  const named = await loadUserFoods(deps.db, userId, text)
  const proposal = await completeJson<Proposal>(provider, {
    system: RECIPE_SYSTEM,
    user: `Recipe: ${recipeName ?? 'untitled'}\nIngredients:\n${lines.map((line) => `- ${line}`).join('\n')}${userFoodNames(named)}`,
    schemaName: 'recipe_ingredients',
    schema: proposalSchema,
    maxTokens: 4000,
  })
  return resolveProposals(deps.db, userId, text, proposal)
}

/**
 * A recipe's macros from its ingredients (`POST /recipes/estimateRecipeMacros`), per serving of
 * `recipe_quantity` servings (default 1) and in total. Numbers come from the user's foods and the food tables
 * (a configured model only proposes foods and grams); every number is null when no ingredient matched a food.
 */
export async function estimateRecipe(
  deps: FoodAiDeps,
  userId: string,
  request: RecipeEstimateRequest,
): Promise<RecipeEstimate> {
  const lines = request.ingredients.map(ingredientLine).filter(Boolean)
  const servings = servingsOf(request.recipe_quantity)
  const result = await withModelOrBuiltin<Estimated>(
    deps,
    'Recipe macro estimate',
    async (provider) => {
      if (lines.length === 0) return null
      const items = await modelRecipeItems(deps, provider, userId, request.recipe_name ?? null, lines)
      return items ? { items, sums: sumRecipeItems(items, servings) } : null
    },
    async () => {
      const userFoods = await loadUserFoods(deps.db, userId, lines.join('\n'))
      const estimate = estimateRecipeMacros({ ingredients: lines, servings, userFoods })
      return { items: estimate.items, sums: estimate }
    },
  )
  const macros = recipeMacrosView(result.items.length > 0 ? result.sums : null, request.recipe_serving_size ?? null)
  return { recipe_macros: macros, macros, total: result.sums.total, items: result.items.map(toMealItem) }
}
