/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface StravaPaths {
  '/user/{id}/strava/ticket': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get a ticket for the Strava connect redirect
     * @description Issues a short-lived (5 minutes) signed ticket for the signed-in user and the URL the browser should open to connect Strava (`/api/strava/login?user_id=…&ticket=…`). Strava not configured on this server answers `503`.
     */
    post: operations['createStravaTicket']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/strava/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Redirect the browser to Strava's authorization page
     * @description A browser navigation, not a fetch: checks the ticket from `POST /user/{id}/strava/ticket` and redirects to Strava's authorize page (scope `activity:read_all`) with a signed `state`. A missing parameter answers `400`; an invalid or expired ticket, or one for another user, `401`; Strava not configured `503`.
     */
    get: operations['stravaLogin']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/strava/callback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Strava's OAuth redirect back
     * @description Strava sends the browser here after authorization. With a valid `state` and a `code` the server exchanges the code for tokens, stores them and redirects to `/workouts?strava=success`. When the user declined (`error`) or did not grant activity access it redirects to `/workouts?strava=cancelled`; when the `state` is invalid or expired or the exchange fails, to `/workouts?strava=error`. A request without `state` answers `400`.
     */
    get: operations['stravaCallback']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/strava/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Import activities from Strava
     * @description Imports the user's Strava activities (the whole history on the first import, then those since the newest imported one), refreshing the access token when needed. Activities already imported, or whose workout was deleted, are skipped. Maps Strava's sport types to workout types (Run, Ride to Bike, Swim, Walk and Hike to Walk, WeightTraining to Weightlifting, Yoga, HIIT/Crossfit to HIIT, Rowing to Row, anything else to Other). Not connected answers `409`; Strava failing answers `502`; Strava's rate limit answers `429` saying how many were imported so far (they are kept and the next import carries on); Strava not configured answers `503`. Takes no request body.
     */
    post: operations['stravaImport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/strava/disconnect': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Disconnect Strava
     * @description Forgets the user's Strava tokens (and asks Strava to revoke them, ignoring a failure). Imported workouts are kept. Idempotent. Takes no request body.
     */
    post: operations['stravaDisconnect']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
