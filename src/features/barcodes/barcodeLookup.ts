import type { BarcodeProduct } from '../../api/api'
import { errorDetail, errorStatus } from '../../api/errorDetail'

/** What a look-up of a barcode came to, with the message to show when it found nothing. */
export type LookupOutcome =
  | { kind: 'found'; product: BarcodeProduct }
  /** 400: the code is not a valid barcode; said under the field. */
  | { kind: 'invalid'; message: string }
  /** 404: no product anywhere; the food is entered by hand. */
  | { kind: 'unknown'; message: string }
  /** 503, 429 or no answer: try again later, or enter the food by hand. */
  | { kind: 'unavailable'; message: string }

const FALLBACKS = {
  invalid: 'That is not a valid barcode: check the digits (8, 12 or 13 of them).',
  unknown: 'No product was found for this barcode. You can enter the food by hand below.',
  unavailable: 'The product database could not be reached. Try again in a moment, or enter the food by hand.',
}

/** The outcome of a look-up from its answer: the product, or the server's `detail` (a plain fallback without one). */
export function lookupOutcome(result: { data?: BarcodeProduct; error?: unknown }): LookupOutcome {
  if (!result.error && result.data) return { kind: 'found', product: result.data }
  const status = errorStatus(result.error)
  const kind = status === 400 ? 'invalid' : status === 404 ? 'unknown' : 'unavailable'
  return { kind, message: errorDetail(result.error) ?? FALLBACKS[kind] }
}
