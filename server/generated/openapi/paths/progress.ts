/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface ProgressPaths {
  '/user/{id}/weights': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The weigh-ins of a period
     * @description The person's weigh-ins from `from` to `to` (calendar days, both included), oldest first, in kg. Defaults: `to` the server's UTC today, `from` 365 days before `to`. At most 3,660 days.
     */
    get: operations['listWeights']
    put?: never
    /**
     * Log a weigh-in
     * @description One weigh-in per calendar day: a second one on the same day replaces the first (same id). 20 to 400 kg. When it is the newest weigh-in, the profile's weight becomes it (in the profile's unit). Answers `201` with the weigh-in.
     */
    post: operations['logWeight']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/weights/{weightId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete a weigh-in */
    delete: operations['deleteWeight']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/progress': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Weight trend, learned expenditure and suggested calories
     * @description Over the `days` calendar days ending at `end`: each day's weigh-in (if any) and the weight trend, an exponentially smoothed weight (`T = T₋₁ + 0.1·(W − T₋₁)`, carried over days without a weigh-in, started at the first weigh-in); the person's energy expenditure learned from their logs (mean daily intake on days with food logged, minus the weight change per day × 7,700 kcal/kg, the change per day being the least-squares slope of the window's weigh-ins, which does not lag as the trend does), `null` until the window has at least 14 logged days and 8 weigh-ins, blended toward the profile's formula estimate while data is thin, with its confidence; and the calories suggested for the fitness goal.
     */
    get: operations['getProgress']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
