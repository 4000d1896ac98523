import type { WorkoutType } from '../../api/api'

/** docs/product.md §9 workout types, in the order the Type select offers them. */
export const WORKOUT_TYPES: readonly WorkoutType[] = [
  'Run',
  'Weightlifting',
  'Bike',
  'Swim',
  'Walk',
  'Yoga',
  'HIIT',
  'Row',
  'Other',
]

export const workoutTypeOptions = WORKOUT_TYPES.map((type) => ({ value: type, label: type }))
