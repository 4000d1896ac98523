import { estimateSingleItem, type EstimateOptions } from './mealEstimator'
import { addKnown, NUTRIENT_KEYS } from '../meals/macroMath'
import type { EstimatedItem, Macros, Nutrients, ReferenceFood, UserFood } from './types'

/** A recipe ingredient as stored ({name, quantity, unit}) or as typed ("2 cups flour"). */
export type RecipeIngredient = { name: string; quantity?: number | null; unit?: string | null } | string

/** Input of `estimateRecipeMacros`. */
export interface RecipeMacrosInput {
  ingredients: readonly RecipeIngredient[]
  /** Servings the recipe makes; anything below 1 counts as 1. */
  servings: number
  userFoods?: readonly UserFood[]
  table?: readonly ReferenceFood[]
}

/** Macros of a recipe per serving and in total, with the item each ingredient became. */
export interface RecipeMacrosEstimate extends RecipeSums {
  items: EstimatedItem[]
  /** Ingredients no food was found for (they add nothing). */
  unmatched: string[]
}

/** docs/product.md §3 recipe macros, with the legacy names equal to the per-serving values. */
export interface RecipeMacros {
  calories_per_serving: number
  protein_per_serving: number
  carbs_per_serving: number
  fat_per_serving: number
  fiber_per_serving: number | null
  sugar_per_serving: number | null
  sodium_per_serving: number | null
  serving_size: string
  calories: number
  protein: number
  carbs: number
  fat: number
}

const round1 = (n: number): number => Math.round(n * 10) / 10

/** "2 cups flour" stays as is; {name: 'flour', quantity: 2, unit: 'cups'} becomes "2 cups flour". */
export function ingredientText(ingredient: RecipeIngredient): string {
  if (typeof ingredient === 'string') return ingredient
  const parts = [ingredient.quantity ?? null, ingredient.unit ?? null, ingredient.name]
  return parts.filter((p) => p !== null && p !== '').join(' ')
}

const scaleKnown = (value: number | null, f: number): number | null => (value === null ? null : round1(value * f))

function scale(m: Macros & Nutrients, f: number): Macros & Nutrients {
  return {
    calories: round1(m.calories * f),
    protein: round1(m.protein * f),
    carbs: round1(m.carbs * f),
    fat: round1(m.fat * f),
    fiber: scaleKnown(m.fiber, f),
    sugar: scaleKnown(m.sugar, f),
    sodium: scaleKnown(m.sodium, f),
  }
}

/** A recipe's sums per serving and in all, and the weight of one serving when every weight is known. */
export interface RecipeSums {
  per_serving: Macros & Nutrients
  total: Macros & Nutrients
  serving_grams: number | null
}

/** Servings as the engine counts them: anything below 1 (or missing) is 1. */
export const servingsOf = (servings: number | null | undefined): number =>
  servings !== null && servings !== undefined && Number.isFinite(servings) && servings >= 1 ? servings : 1

type SummedItem = Pick<EstimatedItem, 'calories' | 'protein' | 'carbs' | 'fat' | 'quantity' | 'grams'> &
  Partial<Nutrients>

/**
 * Sums items (per-serving values × quantity) into a recipe's totals and per-serving values, rounded to 1 decimal;
 * fibre, sugar and sodium over the items that know them (null when none does).
 */
export function sumRecipeItems(items: readonly SummedItem[], servings: number): RecipeSums {
  const sum: Macros & Nutrients = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null }
  let grams: number | null = 0
  for (const item of items) {
    for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) sum[k] += item[k] * item.quantity
    for (const k of NUTRIENT_KEYS) {
      const value = item[k]
      sum[k] = addKnown(sum[k], value === null || value === undefined ? null : value * item.quantity)
    }
    grams = grams !== null && item.grams !== null ? grams + item.grams : null
  }
  const n = servingsOf(servings)
  return { per_serving: scale(sum, 1 / n), total: scale(sum, 1), serving_grams: grams ? round1(grams / n) : null }
}

/**
 * Estimates a recipe's macros from its ingredients (user foods first, then the reference tables,
 * like a meal). "Salt to taste" counts as a pinch.
 */
export function estimateRecipeMacros(input: RecipeMacrosInput): RecipeMacrosEstimate {
  const opts: EstimateOptions = { userFoods: input.userFoods, table: input.table, recipe: true }
  const items: EstimatedItem[] = []
  const unmatched: string[] = []
  for (const ingredient of input.ingredients) {
    const text = ingredientText(ingredient).trim()
    if (!text) continue
    const item = estimateSingleItem(text, opts)
    if (item) items.push(item)
    else unmatched.push(text)
  }
  return { ...sumRecipeItems(items, input.servings), items, unmatched }
}

/** The docs/product.md §3 `macros` object of a recipe from an estimate. */
export function toRecipeMacros(estimate: RecipeMacrosEstimate): RecipeMacros {
  const p = estimate.per_serving
  const serving_size = estimate.serving_grams ? `1 serving (${Math.round(estimate.serving_grams)} g)` : '1 serving'
  return {
    calories_per_serving: p.calories,
    protein_per_serving: p.protein,
    carbs_per_serving: p.carbs,
    fat_per_serving: p.fat,
    fiber_per_serving: p.fiber,
    sugar_per_serving: p.sugar,
    sodium_per_serving: p.sodium,
    serving_size,
    calories: p.calories,
    protein: p.protein,
    carbs: p.carbs,
    fat: p.fat,
  }
}
