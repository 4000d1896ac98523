import type { OpenAiProvider } from '../ai/aiProvider'
import { completeJson } from '../ai/structuredOutput'
import { estimateMeal } from '../nutrition/mealEstimator'
import { toMealItem } from './mealItems'
import { withModelOrBuiltin } from './modelFallback'
import { type Proposal, PROPOSAL_RULES, proposalSchema, resolveProposals, userFoodNames } from './proposals'
import type { FoodAiDeps, FoodItem, MealItem } from './types'
import { loadUserFoods } from './userFoods'

const MEAL_SYSTEM =
  'You split a meal description into the foods it names, with amounts. One item per food; a dish stays one ' +
  'item ("chicken burrito"), a drink with milk stays one drink ("latte with oat milk"). Text that names no ' +
  `food gives {"items": []}. ${PROPOSAL_RULES}`

/** The model's foods, each resolved against the user's foods and the tables; null when none is usable. */
async function modelMealItems(
  deps: FoodAiDeps,
  provider: OpenAiProvider,
  userId: string,
  mealText: string,
): Promise<FoodItem[] | null> {
  const named = await loadUserFoods(deps.db, userId, mealText)
  const proposal = await completeJson<Proposal>(provider, {
    system: MEAL_SYSTEM,
    user: `Meal: ${mealText}${userFoodNames(named)}`,
    schemaName: 'meal_items',
    schema: proposalSchema,
    maxTokens: 2000,
  })
  return resolveProposals(deps.db, userId, mealText, proposal)
}

/**
 * The foods of a free-text meal (`POST /estimateMacros`), each with a fresh id and the source of its numbers:
 * the built-in engine, or the configured model's items with numbers from the user's foods and the food tables.
 * Text with no food gives [].
 */
export async function estimateMealItems(deps: FoodAiDeps, userId: string, mealText: string): Promise<MealItem[]> {
  if (!mealText.trim()) return []
  const items = await withModelOrBuiltin<FoodItem[]>(
    deps,
    'Meal estimate',
    (provider) => modelMealItems(deps, provider, userId, mealText),
    async () => estimateMeal(mealText, { userFoods: await loadUserFoods(deps.db, userId, mealText) }),
  )
  return items.map(toMealItem)
}
