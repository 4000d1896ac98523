import { optionalText } from '../foods/textInput'
import { parseServingSize } from '../nutrition/userFoodServing'
import { knownOrNull, NUTRIENT_KEYS, roundedNutrients, scaledNutrients } from './nutrientValues'
import type { NutrientValues, ProductFacts } from './types'

const KJ_PER_KCAL = 4.184
/** Salt is sodium chloride: 2.5 g of salt hold 1 g of sodium. */
const SALT_PER_SODIUM = 2.5
const MAX_TEXT = 200

/** A value from Open Food Facts: a number, or a string such as "12.5", "12,5" or "<0.5"; null when not a usable amount. */
export function offNumber(value: unknown): number | null {
  let number: number | null = null
  if (typeof value === 'number') number = value
  else if (typeof value === 'string') {
    const match = /^\s*[<>~≈]?\s*(\d+(?:[.,]\d+)?)\s*$/.exec(value)
    number = match ? Number(match[1].replace(',', '.')) : null
  }
  return number !== null && Number.isFinite(number) && number >= 0 ? number : null
}

/** The nutrients OFF gives for one amount: `suffix` `_100g` or `_serving`; kJ and salt stand in for kcal and sodium. */
function nutrientsAt(nutriments: Record<string, unknown>, suffix: '_100g' | '_serving'): NutrientValues {
  const get = (key: string) => offNumber(nutriments[`${key}${suffix}`])
  // `energy` is always kJ in OFF; `energy-kcal` is missing on some products.
  const kilojoules = get('energy-kj') ?? get('energy')
  const salt = get('salt')
  const sodiumGrams = get('sodium') ?? (salt === null ? null : salt / SALT_PER_SODIUM)
  return {
    calories: get('energy-kcal') ?? (kilojoules === null ? null : kilojoules / KJ_PER_KCAL),
    protein: get('proteins'),
    carbs: get('carbohydrates'),
    fat: get('fat'),
    fiber: get('fiber'),
    sugar: get('sugars'),
    sodium: sodiumGrams === null ? null : sodiumGrams * 1000,
  }
}

/** `own`, with each unknown value taken from `other` times `factor` when there is a factor. */
function filledFrom(own: NutrientValues, other: NutrientValues, factor: number | null): NutrientValues {
  const scaled = factor === null ? null : scaledNutrients(other, factor)
  const out = { ...own }
  for (const key of NUTRIENT_KEYS) out[key] = own[key] ?? scaled?.[key] ?? null
  return out
}

const text = (value: unknown) => (typeof value === 'string' ? optionalText(value.replace(/\s+/g, ' ')) : null)
const cut = (value: string | null) => (value === null ? null : value.slice(0, MAX_TEXT))

/**
 * An Open Food Facts `product` object as the package's facts. The name falls back to `product_name_en`, then
 * `generic_name`, then "Product <code>"; the brand is the first of `brands`. The serving's grams come from
 * `serving_quantity`, else from grams in `serving_size` ("30 g", "1 bar (40 g)"). Values OFF gives only per 100 g
 * are worked out per serving from those grams, and the other way round; what is known nowhere stays null.
 */
export function readOffProduct(code: string, product: Record<string, unknown>): ProductFacts {
  const name = text(product.product_name) ?? text(product.product_name_en) ?? text(product.generic_name)
  const brand = text(product.brands)?.split(',')[0].trim() || null
  const servingSize = cut(text(product.serving_size))
  const quantity = offNumber(product.serving_quantity)
  const servingGrams = quantity !== null && quantity > 0 ? quantity : parseServingSize(servingSize).grams
  const grams = servingGrams !== null && servingGrams > 0 ? servingGrams : null

  const nutriments = (typeof product.nutriments === 'object' && product.nutriments) || {}
  const per100 = nutrientsAt(nutriments as Record<string, unknown>, '_100g')
  const perServing = nutrientsAt(nutriments as Record<string, unknown>, '_serving')
  const finished = (values: NutrientValues) => knownOrNull(roundedNutrients(values))
  return {
    code,
    name: cut(name) ?? `Product ${code}`,
    brand: cut(brand),
    serving_size: servingSize,
    serving_grams: grams === null ? null : Math.round(grams * 10) / 10,
    per_serving: finished(filledFrom(perServing, per100, grams === null ? null : grams / 100)),
    per_100g: finished(filledFrom(per100, perServing, grams === null ? null : 100 / grams)),
  }
}
