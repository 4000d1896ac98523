/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface InsightsPaths {
  '/user/{userId}/insights_log': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List past advice
     * @description The advice the user has received, newest first, a page at a time: at most `limit` entries (default 50), all created before `before` when it is given (pass the `created_at` of the last entry of a page to get the next one).
     */
    get: operations['getInsightsLog']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{userId}/advice': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get new nutrition advice
     * @description Generates advice from the user's profile and recent meals and workouts, appends it to the insights log and returns the new log entry. Takes no request body.
     */
    post: operations['getAdvice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
