/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface WorkoutsPaths {
  '/user/{id}/workouts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List workouts
     * @description One page of the user's workouts, newest `date` first (manual and imported alike).
     */
    get: operations['listWorkouts']
    put?: never
    /**
     * Log a workout
     * @description Logs a workout by hand. `type` defaults to `Other` and `date` to now; other optional fields left out are `null`.
     */
    post: operations['createWorkout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/workouts/{workoutId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a workout
     * @description Replaces the editable fields (the edit form sends them all and leaves empty ones out): optional fields left out become `null`, a missing `type` becomes `Other`, a missing `date` keeps the stored date. `strava_activity_id` and `strava_data` are kept.
     */
    put: operations['updateWorkout']
    post?: never
    /**
     * Delete a workout
     * @description Deletes the workout. A deleted imported workout is not imported again (its Strava activity id is remembered).
     */
    delete: operations['deleteWorkout']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
