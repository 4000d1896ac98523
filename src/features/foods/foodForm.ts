import type { Food, FoodCreate, FoodUpdate } from '../../api/api'
import { parseOptionalNumber } from '../../components/optionalNumber'

/** The Add/Edit Food form as antd holds it: text from the inputs (number inputs give strings too). */
export interface FoodFormValues {
  name: string
  serving_size?: string
  calories?: string
  protein?: string
  carbs?: string
  fat?: string
  /** Fibre and sugar in g, sodium in mg. */
  fiber?: string
  sugar?: string
  sodium?: string
}

export const MACRO_FIELDS = ['calories', 'protein', 'carbs', 'fat'] as const

/** The optional nutrients of a food (issue 18): fibre and sugar (g), sodium (mg). */
export const NUTRIENT_FIELDS = ['fiber', 'sugar', 'sodium'] as const

const NUMBER_FIELDS = [...MACRO_FIELDS, ...NUTRIENT_FIELDS]

/** Whether a numeric field holds a value below the minimum of 0 (empty is fine). */
export function isBelowZero(text: string | number | null | undefined): boolean {
  const value = parseOptionalNumber(text)
  return value !== undefined && value < 0
}

/**
 * POST /foods body (docs/product.md §5): the trimmed name; optional fields parsed as floats and left out when empty.
 */
export function buildFoodCreate(values: FoodFormValues): FoodCreate {
  const body: FoodCreate = { name: values.name.trim(), is_recipe: false }
  const servingSize = values.serving_size?.trim()
  if (servingSize) body.serving_size = servingSize
  for (const field of NUMBER_FIELDS) {
    const value = parseOptionalNumber(values[field])
    if (value !== undefined) body[field] = value
  }
  return body
}

/** PUT /foods/{id} body: every field, so a value the person cleared is cleared (null) rather than kept. */
export function buildFoodUpdate(values: FoodFormValues): FoodUpdate {
  const body: FoodUpdate = { name: values.name.trim(), serving_size: values.serving_size?.trim() || null }
  for (const field of NUMBER_FIELDS) body[field] = parseOptionalNumber(values[field]) ?? null
  return body
}

/** A saved food as the edit form shows it. */
export function foodFormValues(food: Food): FoodFormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value))
  return {
    name: food.name,
    serving_size: food.serving_size ?? '',
    calories: text(food.calories),
    protein: text(food.protein),
    carbs: text(food.carbs),
    fat: text(food.fat),
    fiber: text(food.fiber),
    sugar: text(food.sugar),
    sodium: text(food.sodium),
  }
}
