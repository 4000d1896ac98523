/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface FoodsReferenceOperations {
  searchReferenceFoods: {
    parameters: {
      query: {
        /** @description Words of the food's name. */
        q: components['parameters']['ReferenceSearchQuery']
        /** @description How many foods. */
        limit?: components['parameters']['ReferenceLimitQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The matching foods, best first. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ReferenceFoodMatch'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
}
