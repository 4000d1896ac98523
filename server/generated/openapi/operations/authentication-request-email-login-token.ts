/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface AuthenticationRequestEmailLoginTokenOperations {
  requestEmailLoginToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest']
      }
    }
    responses: {
      /** @description The request was accepted (whether or not the email exists). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
}
