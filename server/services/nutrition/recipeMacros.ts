import { estimateSingleItem, type EstimateOptions } from './mealEstimator'
import type { EstimatedItem, Macros, ReferenceFood, UserFood } from './types'

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
export interface RecipeMacrosEstimate {
  per_serving: Macros
  total: Macros
  items: EstimatedItem[]
  /** Ingredients no food was found for (they add nothing). */
  unmatched: string[]
  /** Weight of one serving when every matched ingredient's weight is known. */
  serving_grams: number | null
}

/** docs/product.md §3 recipe macros, with the legacy names equal to the per-serving values. */
export interface RecipeMacros {
  calories_per_serving: number
  protein_per_serving: number
  carbs_per_serving: number
  fat_per_serving: number
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

function scale(m: Macros, f: number): Macros {
  return {
    calories: round1(m.calories * f),
    protein: round1(m.protein * f),
    carbs: round1(m.carbs * f),
    fat: round1(m.fat * f),
  }
}

/**
 * Estimates a recipe's macros from its ingredients (user foods first, then the reference tables,
 * like a meal). "Salt to taste" counts as a pinch.
 */
export function estimateRecipeMacros(input: RecipeMacrosInput): RecipeMacrosEstimate {
  const opts: EstimateOptions = { userFoods: input.userFoods, table: input.table }
  const servings = Number.isFinite(input.servings) && input.servings >= 1 ? input.servings : 1
  const items: EstimatedItem[] = []
  const unmatched: string[] = []
  const sum: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 }
  let grams: number | null = 0
  for (const ingredient of input.ingredients) {
    const text = ingredientText(ingredient).trim()
    if (!text) continue
    const item = estimateSingleItem(text, opts)
    if (!item) {
      unmatched.push(text)
      continue
    }
    items.push(item)
    for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) sum[k] += item[k] * item.quantity
    grams = grams !== null && item.grams !== null ? grams + item.grams : null
  }
  return {
    per_serving: scale(sum, 1 / servings),
    total: scale(sum, 1),
    items,
    unmatched,
    serving_grams: grams ? round1(grams / servings) : null,
  }
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
    serving_size,
    calories: p.calories,
    protein: p.protein,
    carbs: p.carbs,
    fat: p.fat,
  }
}
