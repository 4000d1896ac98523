import { getFoodIndex, type FoodIndex } from './foodIndex'
import { findFood, RECIPE_WORDS } from './foodFinder'
import { referenceFoodNamed } from './foodMatcher'
import { referenceItem, userFoodItem } from './itemEstimator'
import { parseItem } from './itemParser'
import type { Found } from './mealItemRelations'
import { defaultTables } from './referenceTable'
import { tokenize } from './textNormalizer'
import type { EstimatedItem, ReferenceFood, UserFood } from './types'

/** Options of `estimateMeal`. */
export interface EstimateOptions {
  /** The user's own foods, matched before the reference table; macros per their serving_size. */
  userFoods?: readonly UserFood[]
  /** Reference foods to use instead of the built-in table plus imported USDA foods. */
  table?: readonly ReferenceFood[]
  /** The text is a recipe's ingredient: a meat weighed by the pound is weighed raw. */
  recipe?: boolean
}

/** The estimated item of a food found: the user's own when it names as much as the table's. */
export function toItem(f: Found, tiers: FoodIndex[]): EstimatedItem | null {
  if (f.user && (!f.ref || f.user.covered >= f.ref.covered)) {
    return userFoodItem(f.user.food, f.parsed, referenceFoodNamed(f.user.food.name, tiers))
  }
  if (f.ref) return referenceItem(f.ref.food, f.parsed)
  return null
}

/** The tables to look foods up in, in order, indexed. */
export function tiersFor(opts: EstimateOptions): FoodIndex[] {
  const tables = opts.table ? [opts.table] : defaultTables()
  return tables.map((t) => getFoodIndex(t))
}

/**
 * Estimates ONE food without splitting the text (a recipe ingredient: "1 (15 oz) can black beans,
 * drained and rinsed", "salt and pepper to taste"); null when no food is named.
 */
export function estimateSingleItem(text: string, opts: EstimateOptions = {}): EstimatedItem | null {
  const tokens = tokenize(text)
  if (tokens.length === 0) return null
  const tiers = tiersFor(opts)
  const f = findFood(parseItem(tokens), tiers, opts.userFoods ?? [], opts.recipe ? RECIPE_WORDS : undefined)
  return toItem({ ...f, joiner: null }, tiers)
}
