import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { barcodeProducts } from '../../db/schema'
import type { ProductFacts } from './types'

/** A product found earlier under one of these codes (the same product's UPC-A and EAN-13 forms), or null. */
export async function findCachedProduct(db: Database, codes: string[]): Promise<ProductFacts | null> {
  const [row] = await db.select().from(barcodeProducts).where(inArray(barcodeProducts.code, codes)).limit(1)
  if (!row) return null
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    serving_size: row.servingSize,
    serving_grams: row.servingGrams,
    per_serving: row.perServing ?? null,
    per_100g: row.per100g ?? null,
  }
}

/** Keeps a product found in Open Food Facts for every later look-up; a newer answer replaces an older one. */
export async function cacheProduct(db: Database, product: ProductFacts): Promise<void> {
  const columns = {
    name: product.name,
    brand: product.brand,
    servingSize: product.serving_size,
    servingGrams: product.serving_grams,
    perServing: product.per_serving,
    per100g: product.per_100g,
    fetchedAt: new Date(),
  }
  await db
    .insert(barcodeProducts)
    .values({ code: product.code, ...columns })
    .onConflictDoUpdate({ target: barcodeProducts.code, set: columns })
}
