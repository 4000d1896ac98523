import type { MealType } from '../../api/api'

/** A meal type as shown: "breakfast" → "Breakfast". */
export function mealTypeLabel(type: MealType): string {
  return type.charAt(0).toUpperCase() + type.slice(1)
}

/** The Meal Type preselected for a meal eaten at `hour` (0–23), so most logs need no change. */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 4 && hour < 11) return 'breakfast'
  if (hour >= 11 && hour < 16) return 'lunch'
  if (hour >= 16 && hour < 22) return 'dinner'
  return 'snack'
}
