import type { components } from '../../generated/openapi'

/** A packaged food found by its barcode (openapi `BarcodeProduct`). */
export type BarcodeProduct = components['schemas']['BarcodeProduct']

/** Energy (kcal), protein, carbs, fat, fiber, sugar (g) and sodium (mg) of an amount; null when unknown. */
export type NutrientValues = components['schemas']['NutrientValues']

/** Where an answer came from. */
export type BarcodeSource = BarcodeProduct['source']

/** What a product's package says, wherever it was found: the answer without its source. */
export type ProductFacts = Omit<BarcodeProduct, 'source' | 'food_id'>
