import type { Targets, TargetsUpdate } from '../../api/api'

/**
 * The targets PUT to make `calories` the daily calorie target: set by hand, with protein, carbs and fat scaled from
 * the current targets by the same factor (whole grams), so the split between them stays; fibre is left out for the
 * server to derive from the calories.
 */
export function calorieTargetUpdate(current: Targets, calories: number): TargetsUpdate {
  const scale = current.calories > 0 ? calories / current.calories : 1
  return {
    source: 'manual',
    calories: Math.round(calories),
    protein: Math.round(current.protein * scale),
    carbs: Math.round(current.carbs * scale),
    fat: Math.round(current.fat * scale),
  }
}
