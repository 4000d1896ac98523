import type { FastifyInstance } from 'fastify'
import { currentUserId } from '../lib/ownership'
import { lookupBarcode } from '../services/barcodes/barcodeLookup'
import { OpenFoodFactsClient } from '../services/barcodes/openFoodFacts'
import type { Handlers } from './handlerTypes'

/** Barcode look-ups: the person's foods, the server's cache, then Open Food Facts (services/barcodes). */
export function barcodeHandlers(app: FastifyInstance): Handlers {
  const openFoodFacts = new OpenFoodFactsClient({
    baseUrl: app.config.openFoodFactsUrl,
    timeoutMs: app.config.openFoodFactsTimeoutMs,
  })
  return {
    lookupBarcode: async (request) =>
      lookupBarcode({ db: app.db, openFoodFacts }, currentUserId(request), request.params.code),
  }
}
