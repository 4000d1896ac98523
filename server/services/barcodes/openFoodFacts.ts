import { unavailable } from '../../lib/domainErrors'

/** How the server introduces itself to Open Food Facts, as its API terms ask of every client. */
export const OFF_USER_AGENT = 'MacroTracker/0.1 (+https://github.com/macro-tracker)'

/** The product fields read (`offProduct.ts`); OFF sends only these. */
export const OFF_FIELDS = [
  'code',
  'product_name',
  'product_name_en',
  'generic_name',
  'brands',
  'serving_size',
  'serving_quantity',
  'nutriments',
]

export interface OpenFoodFactsOptions {
  /** https://world.openfoodfacts.org, or a local fake in tests. */
  baseUrl: string
  /** A look-up slower than this fails (503) instead of keeping the person waiting. */
  timeoutMs: number
}

const FALLBACK = "Try again in a moment, or enter the food's name and nutrients from the label."

/** Open Food Facts' product API over fetch: a product, null for an unknown code, or a 503 saying what failed. */
export class OpenFoodFactsClient {
  private readonly root: string

  constructor(private readonly options: OpenFoodFactsOptions) {
    this.root = options.baseUrl.replace(/\/+$/, '')
  }

  /**
   * The `product` object OFF holds for this code, or null when OFF does not know it (404, or `status` 0). Offline,
   * slower than the timeout, an error status or an answer that is not OFF's JSON throws `unavailable`.
   */
  async findProduct(code: string): Promise<Record<string, unknown> | null> {
    const url = `${this.root}/api/v2/product/${encodeURIComponent(code)}?fields=${OFF_FIELDS.join(',')}`
    let status: number
    let body: unknown
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': OFF_USER_AGENT },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
      status = response.status
      body = status < 500 ? await response.json().catch(() => undefined) : undefined
    } catch (error) {
      throw this.failure(error)
    }
    if (status === 429) throw unavailable(`Open Food Facts is busy right now. ${FALLBACK}`)
    if (status >= 500) {
      throw unavailable(`Open Food Facts is having trouble right now (it answered error ${status}). ${FALLBACK}`)
    }
    const answer = (typeof body === 'object' && body !== null ? body : {}) as { status?: unknown; product?: unknown }
    // Not found: a 404 (whatever its body), or a 200 saying `status: 0`.
    if (status === 404 || (status === 200 && answer.status === 0)) return null
    if (status === 200 && typeof answer.product === 'object' && answer.product !== null) {
      return answer.product as Record<string, unknown>
    }
    throw unavailable(`Open Food Facts answered something unexpected (status ${status}). ${FALLBACK}`)
  }

  private failure(error: unknown) {
    // A DOMException, which is not an Error in every runtime: told by its name.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      const seconds = Math.round(this.options.timeoutMs / 100) / 10
      return unavailable(
        `Open Food Facts did not answer within ${seconds} seconds, so the barcode could not be looked up. ${FALLBACK}`,
      )
    }
    return unavailable(`Open Food Facts could not be reached, so the barcode could not be looked up. ${FALLBACK}`)
  }
}
