import type { RecipeSums } from '../nutrition/recipeMacros'
import type { RecipeMacrosView } from '../recipes/types'

/**
 * The `macros` object of a recipe. `servingSize` (the recipe's own, "1 cookie") wins over the computed one
 * ("1 serving (250 g)"). `sums` null (no ingredient matched any food) leaves every number null: unknown, not 0.
 */
export function recipeMacrosView(sums: RecipeSums | null, servingSize: string | null): RecipeMacrosView {
  const p = sums?.per_serving
  const computed = sums ? `1 serving${sums.serving_grams ? ` (${Math.round(sums.serving_grams)} g)` : ''}` : null
  return {
    calories_per_serving: p?.calories ?? null,
    protein_per_serving: p?.protein ?? null,
    carbs_per_serving: p?.carbs ?? null,
    fat_per_serving: p?.fat ?? null,
    fiber_per_serving: p?.fiber ?? null,
    sugar_per_serving: p?.sugar ?? null,
    sodium_per_serving: p?.sodium ?? null,
    serving_size: servingSize?.trim() || computed,
    calories: p?.calories ?? null,
    protein: p?.protein ?? null,
    carbs: p?.carbs ?? null,
    fat: p?.fat ?? null,
  }
}
