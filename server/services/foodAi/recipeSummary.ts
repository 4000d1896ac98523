import type { Macros } from '../nutrition/types'
import type { FoodItem } from './types'

/** A recipe's macros per serving and in all, and the weight of one serving when every weight is known. */
export interface RecipeSums {
  per_serving: Macros
  total: Macros
  serving_grams: number | null
}

/** openapi `RecipeMacros`: per serving, the legacy names equal to the `*_per_serving` ones; null when unknown. */
export interface RecipeMacrosView {
  calories_per_serving: number | null
  protein_per_serving: number | null
  carbs_per_serving: number | null
  fat_per_serving: number | null
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

const KEYS = ['calories', 'protein', 'carbs', 'fat'] as const
const round1 = (n: number): number => Math.round(n * 10) / 10

/** Servings as the engine counts them: anything below 1 (or missing) is 1. */
export const servingsOf = (servings: number | null | undefined): number =>
  servings !== null && servings !== undefined && Number.isFinite(servings) && servings >= 1 ? servings : 1

/** Sums items (macros × quantity) into a recipe's totals and per-serving values, rounded as the engine does. */
export function sumRecipeItems(items: readonly FoodItem[], servings: number): RecipeSums {
  const total: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 }
  let grams: number | null = 0
  for (const item of items) {
    for (const key of KEYS) total[key] += item[key] * item.quantity
    grams = grams !== null && item.grams !== null ? grams + item.grams : null
  }
  const n = servingsOf(servings)
  const scaled = (factor: number): Macros => ({
    calories: round1(total.calories * factor),
    protein: round1(total.protein * factor),
    carbs: round1(total.carbs * factor),
    fat: round1(total.fat * factor),
  })
  return { per_serving: scaled(1 / n), total: scaled(1), serving_grams: grams ? round1(grams / n) : null }
}

/**
 * The `macros` object of a recipe. `servingSize` (the recipe's own, "1 cookie") wins over the computed one
 * ("1 serving (250 g)"). `sums` null (no ingredient matched any food) leaves every number null: unknown, not 0.
 */
export function recipeMacrosView(sums: RecipeSums | null, servingSize: string | null): RecipeMacrosView {
  const p = sums?.per_serving
  const computed = sums ? `1 serving${sums.serving_grams ? ` (${Math.round(sums.serving_grams)} g)` : ''}` : null
  return {
    calories_per_serving: p?.calories ?? null,
    protein_per_serving: p?.protein ?? null,
    carbs_per_serving: p?.carbs ?? null,
    fat_per_serving: p?.fat ?? null,
    serving_size: servingSize?.trim() || computed,
    calories: p?.calories ?? null,
    protein: p?.protein ?? null,
    carbs: p?.carbs ?? null,
    fat: p?.fat ?? null,
  }
}
