import type { ChatRecipe, RecipeMacros } from '../../api/api'

/** A card's macros per serving; a value not given is null. */
export interface CardServingMacros {
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  /** Fibre and sugar (g) and sodium (mg) per serving; null when not given. */
  fiber: number | null
  sugar: number | null
  sodium: number | null
  servingSize: string | null
}

export const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const
export const NUTRIENT_KEYS = ['fiber', 'sugar', 'sodium'] as const

/** A finite number, else null. */
export const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** The servings a card makes (docs/product.md §9: default 1). */
export const cardServings = (card: ChatRecipe) => numberOrNull(card.servings) || 1

/**
 * Per-serving macros from the `*_per_serving` names, else their legacy names (docs/product.md §3); without any, the
 * calories are the card's whole-recipe calories shared by its servings. Null when nothing is known.
 */
export function cardServingMacros(card: ChatRecipe): CardServingMacros | null {
  const macros: RecipeMacros = card.macros ?? {}
  const result: CardServingMacros = {
    calories: null,
    protein: null,
    carbs: null,
    fat: null,
    fiber: null,
    sugar: null,
    sodium: null,
    servingSize: macros.serving_size?.trim() || null,
  }
  for (const key of MACRO_KEYS) result[key] = numberOrNull(macros[`${key}_per_serving`]) ?? numberOrNull(macros[key])
  for (const key of NUTRIENT_KEYS) result[key] = numberOrNull(macros[`${key}_per_serving`])
  const total = numberOrNull(card.calories)
  if (MACRO_KEYS.every((key) => result[key] === null) && total !== null) result.calories = total / cardServings(card)
  return MACRO_KEYS.some((key) => result[key] !== null) ? result : null
}

/** The id of the saved recipe a card stands for (`_id` or `id`), if any. */
export function savedRecipeId(card: ChatRecipe): string | null {
  return card._id?.trim() || card.id?.trim() || null
}

/**
 * A recipe with only a name (docs/product.md §3): a favourite-title-only card, which has to be looked up to be shown.
 */
export function isTitleOnly(card: ChatRecipe): boolean {
  const hasText = [card.description, card.notes].some((text) => !!text?.trim())
  const hasLists = (card.ingredients?.length ?? 0) > 0 || (card.steps?.length ?? 0) > 0
  const hasTimes = [card.prep_time, card.cook_time, card.total_time].some((value) => numberOrNull(value) !== null)
  return !hasText && !hasLists && !hasTimes && cardServingMacros(card) === null
}

/** "Prep 10 min", "Cook 20 min", "Total 30 min": the times a card gives. */
export function cardTimes(card: ChatRecipe): string[] {
  const times: Array<[string, unknown]> = [
    ['Prep', card.prep_time],
    ['Cook', card.cook_time],
    ['Total', card.total_time],
  ]
  return times.flatMap(([label, value]) => (numberOrNull(value) === null ? [] : [`${label} ${value} min`]))
}
