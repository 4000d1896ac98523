import type { BarcodeProduct, Food, FoodCreate, NutrientValues } from '../../api/api'
import { parseOptionalNumber } from '../../components/optionalNumber'

/** The nutrients of the review form, per serving: energy (kcal), grams, and sodium in mg. */
export const NUTRIENT_FIELDS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

type NutrientField = (typeof NUTRIENT_FIELDS)[number]

/** The review form as antd holds it: text from the inputs (number inputs give strings too). */
export type BarcodeFoodValues = { name: string; serving_size?: string } & Partial<Record<NutrientField, string>>

/** A food name is at most 200 characters (FoodCreate.name). */
const NAME_MAX = 200

/** The longest barcode (EAN-13 is 13 digits; GTIN-14 is 14); the server checks the rest. */
export const BARCODE_MAX_DIGITS = 14

/** The digits of what was typed or pasted into the Barcode field (spaces and dashes of a printed code dropped). */
export function barcodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, BARCODE_MAX_DIGITS)
}

/** The name to save: the product's with its brand in brackets ("Nutella (Ferrero)"), unless the name has it already. */
export function productFoodName(product: Pick<BarcodeProduct, 'name' | 'brand'>): string {
  const name = product.name.trim()
  const brand = product.brand?.trim()
  const full = brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${name} (${brand})` : name
  return full.slice(0, NAME_MAX)
}

function nutrientTexts(values: NutrientValues): Partial<Record<NutrientField, string>> {
  const texts: Partial<Record<NutrientField, string>> = {}
  for (const field of NUTRIENT_FIELDS) {
    const value = values[field]
    if (value != null && Number.isFinite(value)) texts[field] = String(value)
  }
  return texts
}

/**
 * The review form filled from a product: its values per serving with its serving size, or, when the serving is
 * unknown, its values per 100 g with a serving of "100 g".
 */
export function productFormValues(product: BarcodeProduct): BarcodeFoodValues {
  const name = productFoodName(product)
  if (product.per_serving) {
    const serving = product.serving_size ?? (product.serving_grams ? `${product.serving_grams} g` : '')
    return { name, serving_size: serving, ...nutrientTexts(product.per_serving) }
  }
  if (product.per_100g) return { name, serving_size: '100 g', ...nutrientTexts(product.per_100g) }
  return { name, serving_size: product.serving_size ?? '' }
}

/** POST /foods body: the trimmed name, the barcode kept, optional fields parsed as floats and left out when empty. */
export function buildBarcodeFoodCreate(values: BarcodeFoodValues, barcode: string): FoodCreate {
  const body: FoodCreate = { name: values.name.trim(), is_recipe: false, barcode }
  const servingSize = values.serving_size?.trim()
  if (servingSize) body.serving_size = servingSize
  for (const field of NUTRIENT_FIELDS) {
    const value = parseOptionalNumber(values[field])
    if (value !== undefined) body[field] = value
  }
  return body
}

/**
 * A product found among the person's own foods, as that food (its id and per-serving values), so a screen can use it
 * like a picked food. Null for a product that is not one of theirs.
 */
export function libraryFood(product: BarcodeProduct): Food | null {
  if (product.source !== 'library' || !product.food_id) return null
  const values = product.per_serving
  return {
    id: product.food_id,
    name: product.name,
    serving_size: product.serving_size,
    calories: values?.calories ?? null,
    protein: values?.protein ?? null,
    carbs: values?.carbs ?? null,
    fat: values?.fat ?? null,
    fiber: values?.fiber ?? null,
    sugar: values?.sugar ?? null,
    sodium: values?.sodium ?? null,
    recipe_id: null,
    is_recipe: false,
    date_added: '',
    barcode: product.code,
    date_favorited: null,
  }
}
