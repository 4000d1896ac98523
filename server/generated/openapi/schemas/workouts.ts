/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface WorkoutsSchemas {
  /** @enum {string} */
  WorkoutType: 'Run' | 'Weightlifting' | 'Bike' | 'Swim' | 'Walk' | 'Yoga' | 'HIIT' | 'Row' | 'Other'
  /** @description The Strava activity a workout was imported from, in Strava's units: `distance` and `total_elevation_gain` metres, `moving_time` and `elapsed_time` seconds, speeds m/s, heart rates bpm, `calories` kcal. `null` when Strava did not report a value. */
  StravaData: {
    name?: string | null
    type?: string | null
    sport_type?: string | null
    distance?: number | null
    moving_time?: number | null
    elapsed_time?: number | null
    average_speed?: number | null
    max_speed?: number | null
    total_elevation_gain?: number | null
    average_heartrate?: number | null
    max_heartrate?: number | null
    calories?: number | null
    suffer_score?: number | null
    /** @description Strava's workout_type code (e.g. 1 race, 3 workout). */
    workout_type?: number | null
    description?: string | null
  }
  Workout: {
    id: string
    /** @description The description (for imported workouts, the Strava activity name). */
    workout_text: string
    type: components['schemas']['WorkoutType']
    /** @description Minutes. */
    duration: number | null
    calories_burned: number | null
    notes: string | null
    /** Format: date-time */
    date: string
    /** @description Set on workouts imported from Strava. */
    strava_activity_id: string | null
    strava_data: components['schemas']['StravaData'] | null
  }
  WorkoutInput: {
    /** @description The description; must not be blank. */
    workout_text: string
    type?: components['schemas']['WorkoutType']
    /** @description Minutes. */
    duration?: number | null
    calories_burned?: number | null
    notes?: string | null
    /** @description ISO 8601 date (YYYY-MM-DD, read as midnight UTC) or date-time; default now. */
    date?: string | null
  }
}
