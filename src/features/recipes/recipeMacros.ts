import type { RecipeMacroEstimateRequest, RecipeMacros } from '../../api/api'

export const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const
export type MacroKey = (typeof MACRO_KEYS)[number]
/** Fibre and sugar (g) and sodium (mg) per serving: no legacy names, and never a reason to ask for an estimate. */
export const NUTRIENT_KEYS = ['fiber', 'sugar', 'sodium'] as const
export type NutrientKey = (typeof NUTRIENT_KEYS)[number]

/** A recipe's macros (and fibre, sugar, sodium) per serving; a value left out is not known. */
export type ServingMacros = Partial<Record<MacroKey | NutrientKey, number>> & { serving_size?: string }

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** Per-serving macros read from the per-serving names, else the legacy names (docs/product.md §3). */
export function servingMacrosOf(macros: RecipeMacros | null | undefined): ServingMacros {
  const result: ServingMacros = {}
  if (!macros) return result
  for (const key of MACRO_KEYS) {
    const value = asNumber(macros[`${key}_per_serving`]) ?? asNumber(macros[key])
    if (value !== undefined) result[key] = value
  }
  for (const key of NUTRIENT_KEYS) {
    const value = asNumber(macros[`${key}_per_serving`])
    if (value !== undefined) result[key] = value
  }
  if (typeof macros.serving_size === 'string' && macros.serving_size.trim()) result.serving_size = macros.serving_size
  return result
}

/** The macro values the person left empty, which the estimate fills in. */
export function missingMacros(macros: ServingMacros): MacroKey[] {
  return MACRO_KEYS.filter((key) => macros[key] === undefined)
}

/**
 * The macros of an estimateRecipeMacros answer, read from `recipe_macros` or else `macros` (docs/product.md §7); null
 * when the answer holds no macro number (the screen then says 'Could not parse macro estimation result.').
 */
export function readMacroEstimate(answer: unknown): ServingMacros | null {
  if (typeof answer !== 'object' || answer === null) return null
  const { recipe_macros: recipeMacros, macros } = answer as { recipe_macros?: unknown; macros?: unknown }
  const candidate = [recipeMacros, macros].find((value) => typeof value === 'object' && value !== null)
  const read = servingMacrosOf(candidate as RecipeMacros | undefined)
  return MACRO_KEYS.some((key) => read[key] !== undefined) ? read : null
}

/** The entered macros with the missing ones taken from the estimate; what the person typed always wins. */
export function mergeMacros(entered: ServingMacros, estimated: ServingMacros): ServingMacros {
  const merged: ServingMacros = { ...entered }
  for (const key of [...missingMacros(entered), ...NUTRIENT_KEYS.filter((key) => entered[key] === undefined)]) {
    if (estimated[key] !== undefined) merged[key] = estimated[key]
  }
  if (!merged.serving_size && estimated.serving_size) merged.serving_size = estimated.serving_size
  return merged
}

/** The recipe's `macros` as sent: per-serving names and, for older readers, the legacy names (docs/product.md §3). */
export function macrosBody(macros: ServingMacros): RecipeMacros {
  const body: RecipeMacros = { serving_size: macros.serving_size ?? null }
  for (const key of MACRO_KEYS) {
    body[`${key}_per_serving`] = macros[key] ?? null
    body[key] = macros[key] ?? null
  }
  for (const key of NUTRIENT_KEYS) body[`${key}_per_serving`] = macros[key] ?? null
  return body
}

/** The estimateRecipeMacros request (docs/product.md §7). */
export function estimateRequest(recipe: {
  name: string
  ingredients: { name: string }[]
  servings: number
  servingSize: string | undefined
}): RecipeMacroEstimateRequest {
  return {
    recipe_name: recipe.name,
    ingredients: recipe.ingredients,
    recipe_quantity: recipe.servings,
    recipe_serving_size: recipe.servingSize ?? null,
  }
}

/** The fields of the recipe's food entry: its name and macros per serving. */
export function recipeFoodFields(name: string, macros: ServingMacros) {
  return {
    name,
    serving_size: macros.serving_size ?? null,
    calories: macros.calories ?? null,
    protein: macros.protein ?? null,
    carbs: macros.carbs ?? null,
    fat: macros.fat ?? null,
    fiber: macros.fiber ?? null,
    sugar: macros.sugar ?? null,
    sodium: macros.sodium ?? null,
  }
}
