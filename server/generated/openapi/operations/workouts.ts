/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface WorkoutsOperations {
  listWorkouts: {
    parameters: {
      query?: {
        /** @description Page size. */
        limit?: components['parameters']['WorkoutsLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
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
      /** @description The page of workouts. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  createWorkout: {
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
        'application/json': components['schemas']['WorkoutInput']
      }
    }
    responses: {
      /** @description The logged workout. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  updateWorkout: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A workout id. */
        workoutId: components['parameters']['WorkoutIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkoutInput']
      }
    }
    responses: {
      /** @description The updated workout. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteWorkout: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A workout id. */
        workoutId: components['parameters']['WorkoutIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The workout was deleted. */
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
}
