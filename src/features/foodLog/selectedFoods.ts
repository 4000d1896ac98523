import type { Food } from '../../api/api'
import { servingGrams } from './servingGrams'

/**
 * A food picked for the meal being logged, with how much was eaten: `amount` servings of its serving size, or
 * `amount` grams when `unit` is 'g' (offered only when the serving's weight is known). `fromReference` marks a food
 * of the reference table (not yet in the person's library): it is sent as a full item and added to the library.
 */
export interface SelectedFood {
  food: Food
  quantity: number
  unit: 'serving' | 'g'
  fromReference?: boolean
}

/** docs/product.md §4: the selected-food quantity has a minimum of 1 (servings; fractions above it are fine). */
export const MIN_QUANTITY = 1

/** Adds the food with 1 serving; a food already selected stays as it is (docs/product.md §5: selected only once). */
export function addSelectedFood(
  selected: SelectedFood[],
  food: Food,
  options: { fromReference?: boolean; quantity?: number } = {},
): SelectedFood[] {
  if (isSelected(selected, food.id)) return selected
  const quantity = clampQuantity(options.quantity ?? MIN_QUANTITY, 'serving')
  return [...selected, { food, quantity, unit: 'serving', fromReference: options.fromReference }]
}

export function removeSelectedFood(selected: SelectedFood[], foodId: string): SelectedFood[] {
  return selected.filter((entry) => entry.food.id !== foodId)
}

export function isSelected(selected: SelectedFood[], foodId: string): boolean {
  return selected.some((entry) => entry.food.id === foodId)
}

/** A quantity as kept: servings to 2 decimals and never below 1; grams to whole grams and never below 1. */
export function clampQuantity(quantity: number, unit: SelectedFood['unit'] = 'serving'): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  const rounded = unit === 'g' ? Math.round(quantity) : Math.round(quantity * 100) / 100
  return Math.max(MIN_QUANTITY, rounded)
}

export function setQuantity(selected: SelectedFood[], foodId: string, quantity: number): SelectedFood[] {
  return selected.map((entry) =>
    entry.food.id === foodId ? { ...entry, quantity: clampQuantity(quantity, entry.unit) } : entry,
  )
}

/** Switches between servings and grams, keeping the amount eaten: 1.5 servings of 40 g ↔ 60 g. */
export function setUnit(selected: SelectedFood[], foodId: string, unit: SelectedFood['unit']): SelectedFood[] {
  return selected.map((entry) => {
    const grams = servingGrams(entry.food.serving_size)
    if (entry.food.id !== foodId || entry.unit === unit || grams === null) return entry
    const quantity = unit === 'g' ? entry.quantity * grams : entry.quantity / grams
    return { ...entry, unit, quantity: clampQuantity(quantity, unit) }
  })
}

/** Servings eaten of the food's serving size (grams converted through the serving's weight). */
export function servingsEaten(entry: SelectedFood): number {
  if (entry.unit === 'serving') return entry.quantity
  const grams = servingGrams(entry.food.serving_size)
  return grams ? entry.quantity / grams : entry.quantity
}

/** docs/product.md §5: the decrement is disabled at 1. */
export function canDecrement(quantity: number): boolean {
  return quantity > MIN_QUANTITY
}
