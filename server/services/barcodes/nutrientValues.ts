import type { NutrientValues } from './types'

/** The nutrient keys, in the API's order. */
export const NUTRIENT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

export type NutrientKey = (typeof NUTRIENT_KEYS)[number]

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

/** Rounded as shown on a label: kcal whole, grams and milligrams to one decimal; null stays null. */
export function roundedNutrients(values: NutrientValues): NutrientValues {
  const out = { ...values }
  for (const key of NUTRIENT_KEYS) {
    const value = values[key]
    out[key] = value === null ? null : round(value, key === 'calories' ? 0 : 1)
  }
  return out
}

/** Each known value times `factor` (unrounded); unknown ones stay null. */
export function scaledNutrients(values: NutrientValues, factor: number): NutrientValues {
  const out = { ...values }
  for (const key of NUTRIENT_KEYS) {
    const value = values[key]
    out[key] = value === null ? null : value * factor
  }
  return out
}

/** The values, or null when not one of them is known (nothing to show for that amount). */
export function knownOrNull(values: NutrientValues): NutrientValues | null {
  return NUTRIENT_KEYS.some((key) => values[key] !== null) ? values : null
}
