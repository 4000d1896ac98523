/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface ProgressOperations {
  listWeights: {
    parameters: {
      query?: {
        /** @description The first calendar day (YYYY-MM-DD). */
        from?: components['parameters']['WeightFromQuery']
        /** @description The last calendar day (YYYY-MM-DD), normally the client's today. */
        to?: components['parameters']['WeightToQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The weigh-ins, oldest first. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Weight'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  logWeight: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['WeightCreate']
      }
    }
    responses: {
      /** @description The weigh-in as stored. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Weight']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  deleteWeight: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A weigh-in id. */
        weightId: components['parameters']['WeightIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getProgress: {
    parameters: {
      query?: {
        /** @description How many calendar days, ending at `end` (default 28). */
        days?: components['parameters']['ProgressDaysQuery']
        /** @description The last calendar day of the period (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest weigh-in or logged day. */
        end?: components['parameters']['ProgressEndQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The progress of the period. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Progress']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
}
