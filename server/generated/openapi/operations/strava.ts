/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface StravaOperations {
  createStravaTicket: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The ticket and the URL to open. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StravaTicket']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaLogin: {
    parameters: {
      query: {
        /** @description The user the ticket was issued for. */
        user_id: components['parameters']['StravaUserIdQuery']
        /** @description The signed ticket from `POST /user/{id}/strava/ticket`. */
        ticket: components['parameters']['StravaTicketQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect to Strava's authorization page. */
      302: {
        headers: {
          /** @description Strava's authorize URL. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaCallback: {
    parameters: {
      query: {
        /** @description Strava's authorization code (absent when the user declined). */
        code?: components['parameters']['StravaCodeQuery']
        /** @description The signed state the server sent to Strava. */
        state: components['parameters']['StravaStateQuery']
        /** @description The scopes the user granted, comma-separated. */
        scope?: components['parameters']['StravaScopeQuery']
        /** @description Set by Strava (`access_denied`) when the user declined. */
        error?: components['parameters']['StravaErrorQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect back to the Workouts screen. */
      302: {
        headers: {
          /** @description `/workouts?strava=success`, `…=cancelled` or `…=error`. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
    }
  }
  stravaImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description How many activities were imported and skipped. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StravaImportResult']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaDisconnect: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Disconnected. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
}
