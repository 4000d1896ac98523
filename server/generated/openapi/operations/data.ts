/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface DataOperations {
  exportUserData: {
    parameters: {
      query?: {
        /** @description `json` (default) or `csv`. */
        format?: 'json' | 'csv'
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
      /** @description The export, as an attachment. */
      200: {
        headers: {
          /** @description `attachment; filename="macro-tracker-<date>.json"` (or `.csv`). */
          'Content-Disposition'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ExportDocument']
          'text/csv': string
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  importUserData: {
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
        'multipart/form-data': components['schemas']['ImportUpload']
      }
    }
    responses: {
      /** @description What was added and what was left out. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImportResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
    }
  }
  lookupBarcode: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The barcode's digits. */
        code: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The product. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BarcodeProduct']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      503: components['responses']['ServiceUnavailable']
    }
  }
}
