import type { Food } from '../../api/api'

/** A food picked for the meal being logged, with its number of servings. */
export interface SelectedFood {
  food: Food
  quantity: number
}

/** docs/product.md §4: the selected-food quantity has a minimum of 1. */
export const MIN_QUANTITY = 1

/** Adds the food with 1 serving; a food already selected stays as it is (docs/product.md §5: selected only once). */
export function addSelectedFood(selected: SelectedFood[], food: Food): SelectedFood[] {
  if (isSelected(selected, food.id)) return selected
  return [...selected, { food, quantity: MIN_QUANTITY }]
}

export function removeSelectedFood(selected: SelectedFood[], foodId: string): SelectedFood[] {
  return selected.filter((entry) => entry.food.id !== foodId)
}

export function isSelected(selected: SelectedFood[], foodId: string): boolean {
  return selected.some((entry) => entry.food.id === foodId)
}

/** A quantity as kept: a whole number of servings, never below 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  return Math.max(MIN_QUANTITY, Math.round(quantity))
}

export function setQuantity(selected: SelectedFood[], foodId: string, quantity: number): SelectedFood[] {
  return selected.map((entry) => (entry.food.id === foodId ? { ...entry, quantity: clampQuantity(quantity) } : entry))
}

/** docs/product.md §5: the decrement is disabled at 1. */
export function canDecrement(quantity: number): boolean {
  return quantity > MIN_QUANTITY
}
