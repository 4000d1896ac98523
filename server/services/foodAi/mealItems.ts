import { newId } from '../../lib/ids'
import type { FoodItem, MealItem } from './types'

const round1 = (n: number): number => Math.round(n * 10) / 10

/**
 * The API item of an estimated food: a fresh id, and the weight of one serving (the engine gives the weight of
 * all servings; `openapi.yaml` and the Food Log count `grams` per serving, like the macros).
 */
export function toMealItem(item: FoodItem): MealItem {
  const grams = item.grams !== null && item.quantity > 0 ? round1(item.grams / item.quantity) : null
  return { id: newId(), ...item, grams }
}
