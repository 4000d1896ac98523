import type { StoredRecipeMacros } from '../../db/schema'
import { invalid } from '../../lib/domainErrors'
import { optionalText } from '../foods/textInput'
import type { IngredientInput, IngredientView, RecipeMacrosInput, StepInput, StepView } from './types'

/** Longest prep, cook or total time accepted, in minutes (a year): more is a typo. */
export const MAX_MINUTES = 525_600

/** Ingredients to store: strings read as names, names trimmed, blank ones dropped (docs/product.md §5, recipes). */
export function cleanIngredients(inputs: ReadonlyArray<IngredientInput | string>): IngredientView[] {
  return inputs.flatMap((input) => {
    const ingredient = typeof input === 'string' ? { name: input } : input
    const name = ingredient.name.trim()
    if (!name) return []
    return [
      {
        name,
        quantity: ingredient.quantity ?? null,
        quantity_text: optionalText(ingredient.quantity_text),
        unit: optionalText(ingredient.unit),
        notes: optionalText(ingredient.notes),
      },
    ]
  })
}

/** Steps to store: strings read as text, blank ones dropped, renumbered 1..n in the order sent (docs/product.md §5). */
export function cleanSteps(inputs: ReadonlyArray<StepInput | string>): StepView[] {
  return inputs
    .map((input) => (typeof input === 'string' ? input : input.text).trim())
    .filter((text) => text !== '')
    .map((text, index) => ({ text, order: index + 1 }))
}

/** Servings the recipe makes: none, null or 0 means the default of 1 (docs/product.md §9). */
export function servingsOrDefault(servings: number | null | undefined): number {
  return servings ? servings : 1
}

/** A time in whole minutes (the columns hold integers); null stays unknown. */
export function minutes(field: string, value: number | null): number | null {
  if (value === null) return null
  if (value > MAX_MINUTES) throw invalid(`${field} must be at most ${MAX_MINUTES} minutes.`)
  return Math.round(value)
}

const MACRO_NAMES = ['calories', 'protein', 'carbs', 'fat'] as const
/** Per-serving values with no legacy short name. */
const NUTRIENT_NAMES = ['fiber_per_serving', 'sugar_per_serving', 'sodium_per_serving'] as const

/**
 * Macros to store, from those sent merged over those stored. Each value is taken from its `*_per_serving` name
 * first, else from its legacy short name (so a client sending only `calories`, `protein`, … writes per-serving
 * values); a value sent under neither name keeps the stored one. All unknown stores null ("no macros").
 */
export function mergeMacros(stored: StoredRecipeMacros | null, sent: RecipeMacrosInput): StoredRecipeMacros | null {
  const merged: StoredRecipeMacros = {
    calories_per_serving: stored?.calories_per_serving ?? null,
    protein_per_serving: stored?.protein_per_serving ?? null,
    carbs_per_serving: stored?.carbs_per_serving ?? null,
    fat_per_serving: stored?.fat_per_serving ?? null,
    fiber_per_serving: stored?.fiber_per_serving ?? null,
    sugar_per_serving: stored?.sugar_per_serving ?? null,
    sodium_per_serving: stored?.sodium_per_serving ?? null,
    serving_size: stored?.serving_size ?? null,
  }
  for (const name of MACRO_NAMES) {
    const perServing = sent[`${name}_per_serving`]
    const legacy = sent[name]
    if (perServing !== undefined && perServing !== null) merged[`${name}_per_serving`] = perServing
    else if (legacy !== undefined) merged[`${name}_per_serving`] = legacy
    else if (perServing !== undefined) merged[`${name}_per_serving`] = null
  }
  for (const name of NUTRIENT_NAMES) if (sent[name] !== undefined) merged[name] = sent[name] ?? null
  if (sent.serving_size !== undefined) merged.serving_size = optionalText(sent.serving_size)
  return Object.values(merged).every((value) => value === null) ? null : merged
}
