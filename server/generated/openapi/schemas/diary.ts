/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface DiarySchemas {
  /** @description A day's totals: calories and macros, and `fiber`, `sugar` (g) and `sodium` (mg) summed over the items that know them (an unknown value adds nothing), `null` when no item of the day does. */
  DayTotals: components['schemas']['MacroTotals'] & {
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
  }
  /** @description Daily targets. Calories in kcal; protein, carbs, fat and fiber in g. */
  Targets: {
    calories: number
    protein: number
    carbs: number
    fat: number
    fiber: number
    /**
     * @description `auto`: computed from the profile; `manual`: set by the person.
     * @enum {string}
     */
    source: 'auto' | 'manual'
    /** @description Auto targets only: the profile fields that were empty and got a default (e.g. `weight`, `height`, `age`, `gender`, `activity level`, `fitness goal`). */
    missing_profile: string[]
  }
  TargetsUpdate: {
    /** @enum {string} */
    source: 'auto' | 'manual'
    calories?: number
    protein?: number
    carbs?: number
    fat?: number
    fiber?: number
  }
  /** @description `remaining` is each target minus what was eaten; when the profile's `add_exercise_calories` is on, the calories burned in the day's workouts (`exercise_calories`) are added to the calorie target first. A workout counts for the day written in the person's UTC offset (that of the day's meals, else of their latest meal). */
  Diary: {
    /** @description Calories burned in the day's workouts (0 when none or unknown). */
    exercise_calories: number
    /** @description Whether `exercise_calories` were added to the calorie target in `remaining`. */
    exercise_added: boolean
    /** Format: date */
    date: string
    targets: components['schemas']['Targets']
    totals: components['schemas']['DayTotals']
    remaining: components['schemas']['MacroTotals']
    /** @description Breakfast, lunch, dinner, snack, dessert; then by time. */
    meals: components['schemas']['Meal'][]
  }
  MealCopyRequest: {
    /** @description A date-time with the client's UTC offset, or a calendar date YYYY-MM-DD (the source meal's time of day and offset on that day). */
    date: string
    meal_type?: components['schemas']['MealType']
  }
  DayCopyRequest: {
    /** Format: date */
    to_date: string
  }
  DayCopyResult: {
    meals: components['schemas']['Meal'][]
  }
}
