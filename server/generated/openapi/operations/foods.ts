/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface FoodsOperations {
  listFoods: {
    parameters: {
      query?: {
        /** @description Exact food name, compared case-insensitively after trimming. */
        name?: components['parameters']['FoodNameQuery']
        /** @description `true`: only recipe foods; `false`: only plain foods; left out: both. */
        is_recipe?: components['parameters']['IsRecipeQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The matching foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  createFood: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['FoodCreate']
      }
    }
    responses: {
      /** @description The created food. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
}
