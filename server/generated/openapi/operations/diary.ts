/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface DiaryOperations {
  getTargets: {
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
      /** @description The targets. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Targets']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  updateTargets: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TargetsUpdate']
      }
    }
    responses: {
      /** @description The targets now in force. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Targets']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getDiary: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A local calendar date, YYYY-MM-DD. */
        date: components['parameters']['DiaryDatePath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The day. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Diary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  copyDay: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A local calendar date, YYYY-MM-DD. */
        date: components['parameters']['DiaryDatePath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DayCopyRequest']
      }
    }
    responses: {
      /** @description The new meals, in diary order. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DayCopyResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  copyMeal: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A meal id. */
        mealId: components['parameters']['MealIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealCopyRequest']
      }
    }
    responses: {
      /** @description The new meal. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
}
