/** Meals a collection recipe suits. */
export type MealSlot = 'breakfast' | 'lunch' | 'dinner' | 'snack'

/** One ingredient as written in the collection, with its weight for the macro maths. */
export interface IngredientSource {
  name: string
  quantity: number
  unit: string | null
  grams: number
  notes: string | null
}

/** A recipe of the built-in collection as written; macros and diet flags are derived from it. */
export interface RecipeSource {
  name: string
  description: string
  meals: MealSlot[]
  servings: number
  /** What one serving is, when not simply "1 serving" (e.g. "2 bites"). */
  servingSize?: string
  prep: number
  cook: number
  ingredients: IngredientSource[]
  steps: string[]
}

/** An ingredient weighed in grams. */
export function g(name: string, grams: number, notes: string | null = null): IngredientSource {
  return { name, quantity: grams, unit: 'g', grams, notes }
}

/** A liquid measured in millilitres (≈ grams for the macro maths). */
export function ml(name: string, millilitres: number, notes: string | null = null): IngredientSource {
  return { name, quantity: millilitres, unit: 'ml', grams: millilitres, notes }
}

/** An ingredient in a household unit (or a count when unit is null), with its weight in grams. */
export function u(
  name: string,
  quantity: number,
  unit: string | null,
  grams: number,
  notes: string | null = null,
): IngredientSource {
  return { name, quantity, unit, grams, notes }
}
