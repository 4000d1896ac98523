/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface MealsOperations {
  listMeals: {
    parameters: {
      query?: {
        /** @description Page size. */
        limit?: components['parameters']['MealsLimitQuery']
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
      /** @description The page of meals. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  createMeal: {
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
        'application/json': components['schemas']['MealCreate']
      }
    }
    responses: {
      /** @description The logged meal. */
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
  updateMeal: {
    parameters: {
      query?: never
      header?: never
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
        'application/json': components['schemas']['MealUpdate']
      }
    }
    responses: {
      /** @description The updated meal. */
      200: {
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
    }
  }
  deleteMeal: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A meal id. */
        mealId: components['parameters']['MealIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The meal was deleted. */
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
  getDailySummary: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['PageQuery']
        /** @description Days per page. */
        page_size?: components['parameters']['PageSizeQuery']
        /** @description The newest calendar day of page 1 (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest logged day. */
        end?: components['parameters']['SummaryEndQuery']
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
      /** @description One page of days. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DailySummaryPage']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  estimateMacros: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MacroEstimateRequest']
      }
    }
    responses: {
      /** @description The estimated items. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MacroEstimate']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  ocrNutritionLabel: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['NutritionLabelUpload']
      }
    }
    responses: {
      /** @description What was read from the label. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OcrResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['TooManyRequests']
    }
  }
}
