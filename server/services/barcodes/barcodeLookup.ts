import type { Database } from '../../db/database'
import { notFound } from '../../lib/domainErrors'
import { cacheProduct, findCachedProduct } from './barcodeCache'
import { readBarcode, sameProductCodes } from './barcodeDigits'
import { findLibraryProduct } from './libraryBarcode'
import { readOffProduct } from './offProduct'
import type { OpenFoodFactsClient } from './openFoodFacts'
import type { BarcodeProduct } from './types'

export interface BarcodeLookupDeps {
  db: Database
  openFoodFacts: OpenFoodFactsClient
}

/**
 * The product behind a barcode: the person's own food saved with it, else the cache of earlier look-ups, else Open
 * Food Facts (whose answer is cached for everyone). A malformed code is `invalid` (400), a code known nowhere
 * `not_found` (404) with a word on entering the food by hand; Open Food Facts failing is `unavailable` (503).
 */
export async function lookupBarcode(deps: BarcodeLookupDeps, userId: string, rawCode: string): Promise<BarcodeProduct> {
  const code = readBarcode(rawCode)
  const codes = sameProductCodes(code)
  const own = await findLibraryProduct(deps.db, userId, code, codes)
  if (own) return own
  const cached = await findCachedProduct(deps.db, codes)
  if (cached) return { ...cached, code, source: 'cache', food_id: null }
  const found = await deps.openFoodFacts.findProduct(code)
  if (!found) {
    throw notFound(`No product has the barcode ${code}. Enter its name and nutrients from the label instead.`)
  }
  const product = readOffProduct(code, found)
  await cacheProduct(deps.db, product)
  return { ...product, source: 'openfoodfacts', food_id: null }
}
