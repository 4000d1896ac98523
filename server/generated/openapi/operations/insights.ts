/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface InsightsOperations {
  getInsightsLog: {
    parameters: {
      query?: {
        /** @description Entries per page, 1 to 200 (default 50). */
        limit?: number
        /** @description Only entries created before this time (the `created_at` of the previous page's last entry). */
        before?: string
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        userId: components['parameters']['InsightsUserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The advice log. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InsightLogEntry'][]
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getAdvice: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        userId: components['parameters']['InsightsUserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The new advice. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InsightLogEntry']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
}
