import { invalid } from '../../lib/domainErrors'
import type { MacroTotals, Nutrients, NutrientTotals } from './types'

/** Per-serving macros and servings of one item; unknown macros count as 0, unknown nutrients as unknown. */
export interface ServingMacros extends Partial<Nutrients> {
  quantity: number
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

export const NUTRIENT_KEYS = ['fiber', 'sugar', 'sodium'] as const

/** A sum of two values that may be unknown: the known ones added, null only when neither is known. */
export function addKnown(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined) return b ?? null
  return b === null || b === undefined ? a : a + b
}

/** Nutrients summed over some rows (meals of a day, say): the known values added, null where none is known. */
export function sumNutrients(rows: readonly Partial<Nutrients>[]): Nutrients {
  const sum: Nutrients = { fiber: null, sugar: null, sodium: null }
  for (const row of rows) for (const key of NUTRIENT_KEYS) sum[key] = addKnown(sum[key], row[key])
  return sum
}

/** Nutrients rounded for the API, unknown kept as null. */
export function roundedNutrients(nutrients: Partial<Nutrients>): Nutrients {
  const round = (value: number | null | undefined) => (value === null || value === undefined ? null : round1(value))
  return { fiber: round(nutrients.fiber), sugar: round(nutrients.sugar), sodium: round(nutrients.sodium) }
}

/**
 * Rounds a total to 1 decimal, as every macro is shown (docs/product.md §9); sums are stored exact and rounded only
 * here.
 */
export function round1(value: number): number {
  const rounded = Math.round(value * 10) / 10
  return rounded === 0 ? 0 : rounded
}

/**
 * A meal's totals: the sum over its items of per-serving macros times quantity; fibre, sugar and sodium summed
 * over the items that know them (null when none does).
 */
export function mealTotals(items: readonly ServingMacros[]): NutrientTotals {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 }
  for (const item of items) {
    totals.calories += (item.calories ?? 0) * item.quantity
    totals.protein += (item.protein ?? 0) * item.quantity
    totals.carbs += (item.carbs ?? 0) * item.quantity
    totals.fat += (item.fat ?? 0) * item.quantity
  }
  const times = (value: number | null | undefined, quantity: number) =>
    value === null || value === undefined ? null : value * quantity
  const nutrients = sumNutrients(
    items.map((item) => ({
      fiber: times(item.fiber, item.quantity),
      sugar: times(item.sugar, item.quantity),
      sodium: times(item.sodium, item.quantity),
    })),
  )
  const all = [...Object.values(totals), ...Object.values(nutrients).filter((value) => value !== null)]
  if (!all.every(Number.isFinite)) throw invalid('Macro values are too large.')
  return { ...totals, ...nutrients }
}

/** Totals rounded for the API. */
export function roundedTotals(totals: MacroTotals): MacroTotals {
  return {
    calories: round1(totals.calories),
    protein: round1(totals.protein),
    carbs: round1(totals.carbs),
    fat: round1(totals.fat),
  }
}

/** The change from one set of totals to another (a meal edited: new minus old). */
export function totalsChange(from: MacroTotals, to: MacroTotals): MacroTotals {
  return {
    calories: to.calories - from.calories,
    protein: to.protein - from.protein,
    carbs: to.carbs - from.carbs,
    fat: to.fat - from.fat,
  }
}

/** Totals as stored on a meal row (nullable columns), unknown as 0. */
export function storedTotals(row: { [K in keyof MacroTotals]: number | null }): MacroTotals {
  return { calories: row.calories ?? 0, protein: row.protein ?? 0, carbs: row.carbs ?? 0, fat: row.fat ?? 0 }
}

/** No macros: the change of a day that only gains or loses a meal count, or the start of a change. */
export const ZERO_TOTALS: MacroTotals = { calories: 0, protein: 0, carbs: 0, fat: 0 }
