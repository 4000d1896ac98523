import type { Database } from '../../db/database'
import type { JsonSchema } from '../ai/jsonSchema'
import { estimateSingleItem } from '../nutrition/mealEstimator'
import type { UserFood } from '../nutrition/types'
import type { FoodItem } from './types'
import { loadUserFoods } from './userFoods'

/** One food the model found, with its amount and its own guess of the macros of that amount. */
export interface ProposedItem {
  name: string
  quantity: number
  unit: string | null
  grams: number | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

/** The model's answer: the foods, in the order they are written. */
export interface Proposal {
  items: ProposedItem[]
}

const amountOf = (description: string, maximum: number): JsonSchema => ({
  type: ['number', 'null'],
  minimum: 0,
  maximum,
  description,
})

/** The JSON schema the model answers with; bounds catch absurd numbers. */
export const proposalSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity', 'unit', 'grams', 'calories', 'protein', 'carbs', 'fat'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 200, description: 'The food in plain words' },
          quantity: { type: 'number', minimum: 0, maximum: 10000, description: 'How many units' },
          unit: {
            type: ['string', 'null'],
            maxLength: 40,
            description: 'Unit or size ("cup", "slice", "large", "g"); null for a plain count',
          },
          grams: amountOf('Weight of the whole amount in grams', 20000),
          calories: amountOf('kcal of the whole amount', 50000),
          protein: amountOf('Protein (g) of the whole amount', 5000),
          carbs: amountOf('Carbohydrate (g) of the whole amount', 5000),
          fat: amountOf('Fat (g) of the whole amount', 5000),
        },
      },
    },
  },
}

/** How the model is asked to answer; the numbers it gives are used only for foods no table knows. */
export const PROPOSAL_RULES =
  'Answer with JSON: {"items": [{name, quantity, unit, grams, calories, protein, carbs, fat}]}. name: the food ' +
  'in plain common words, without the amount ("large egg", "whole wheat toast", "cooked white rice"). quantity ' +
  'and unit: the amount as written or as usually served (unit null for a plain count). grams: your best ' +
  'estimate of the weight of the whole amount. calories, protein, carbs, fat: your estimate for the whole ' +
  'amount. Never invent foods that are not mentioned.'

const round1 = (n: number): number => Math.round(n * 10) / 10

/** The weight of the whole amount, when the model gave a usable one. */
const gramsOf = (p: ProposedItem): number | null => (p.grams !== null && p.grams > 0 ? p.grams : null)

function amountText(p: ProposedItem): string {
  const quantity = p.quantity > 0 ? String(p.quantity) : ''
  return [quantity, p.unit ?? ''].filter(Boolean).join(' ')
}

/** A table food weighed as the model says: one serving of that many grams, the table's numbers scaled to it. */
function atModelWeight(item: FoodItem, grams: number): FoodItem {
  const total = item.grams as number
  const factor = (item.quantity * grams) / total
  return {
    ...item,
    quantity: 1,
    serving_size: `${round1(grams)} g`,
    calories: round1(item.calories * factor),
    protein: round1(item.protein * factor),
    carbs: round1(item.carbs * factor),
    fat: round1(item.fat * factor),
    fiber: item.fiber === null ? null : round1(item.fiber * factor),
    sugar: item.sugar === null ? null : round1(item.sugar * factor),
    sodium: item.sodium === null ? null : round1(item.sodium * factor),
    grams: round1(grams),
  }
}

/** A food no table knows: the model's own numbers for the whole amount, as one serving. */
function modelItem(p: ProposedItem): FoodItem | null {
  if (p.calories === null || p.protein === null || p.carbs === null || p.fat === null) return null
  const grams = gramsOf(p)
  const amount = amountText(p) || '1 serving'
  const inGrams = !!p.unit && /^(?:g|grams?)$/i.test(p.unit)
  return {
    name: p.name.charAt(0).toUpperCase() + p.name.slice(1),
    quantity: 1,
    serving_size: grams !== null && !inGrams ? `${amount} (${round1(grams)} g)` : amount,
    calories: round1(p.calories),
    protein: round1(p.protein),
    carbs: round1(p.carbs),
    fat: round1(p.fat),
    // The model is asked for macros only: the rest is unknown, not zero.
    fiber: null,
    sugar: null,
    sodium: null,
    grams: grams !== null ? round1(grams) : null,
    source: 'model',
    food_id: null,
    recipe_id: null,
    is_recipe: false,
    assumed: null,
  }
}

/** Within this share of the model's weight, the table's own serving ("2 × 1 large (50 g)") is kept. */
const SAME_WEIGHT = 0.1

/**
 * Turns one proposed food into an item whose numbers come from the user's foods or the food tables wherever the
 * food matches: a user's food keeps its own servings; a table food takes the model's weight (the table's serving
 * is kept when it weighs about the same). Only a food nothing matches keeps the model's numbers (`source:
 * 'model'`); null when it has none.
 */
export function resolveProposal(p: ProposedItem, userFoods: readonly UserFood[]): FoodItem | null {
  const amount = amountText(p)
  const options = { userFoods }
  const matched =
    (amount ? estimateSingleItem(`${amount} ${p.name}`, options) : null) ?? estimateSingleItem(p.name, options)
  if (!matched) return modelItem(p)
  const grams = gramsOf(p)
  if (matched.source === 'user_food' || grams === null || !matched.grams) return matched
  return Math.abs(matched.grams - grams) <= grams * SAME_WEIGHT ? matched : atModelWeight(matched, grams)
}

/** The user's food names for the prompt, so the model calls them by the names the matcher knows. */
export function userFoodNames(userFoods: readonly UserFood[], limit = 100): string {
  const names = userFoods.slice(0, limit).map((food) => food.name)
  return names.length > 0
    ? `\nThe person's own saved foods (use these names when the text means them): ${names.join('; ')}`
    : ''
}

/**
 * The proposed foods resolved against the user's foods that the text or the proposed names may name, in order;
 * null when none is usable (the built-in engine answers then).
 */
export async function resolveProposals(
  db: Database,
  userId: string,
  text: string,
  proposal: Proposal,
): Promise<FoodItem[] | null> {
  const userFoods = await loadUserFoods(db, userId, [text, ...proposal.items.map((p) => p.name)].join('\n'))
  const items = proposal.items
    .map((p) => resolveProposal(p, userFoods))
    .filter((item): item is FoodItem => item !== null)
  return items.length > 0 ? items : null
}
