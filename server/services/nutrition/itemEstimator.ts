import type { ParsedItem } from './itemParser'
import type { EstimatedItem, Macros, ReferenceFood, UserFood } from './types'
import { formatGrams, measureGrams, measureLabel, portionFor, unitInfo } from './unitConverter'
import { parseServingSize, servingsOf } from './userFoodServing'

const round1 = (n: number): number => Math.round(n * 10) / 10
const round2 = (n: number): number => Math.round(n * 100) / 100

/** Macros of `grams` of a reference food, rounded to 1 decimal. */
export function macrosForGrams(food: ReferenceFood, grams: number): Macros {
  const f = grams / 100
  return {
    calories: round1(food.kcal * f),
    protein: round1(food.protein * f),
    carbs: round1(food.carbs * f),
    fat: round1(food.fat * f),
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** One serving and how many of them: the serving/quantity convention of the README. */
interface Serving {
  quantity: number
  grams: number
  label: string
}

function isMeasure(unit: string | null): boolean {
  return !!unit && unitInfo(unit).measure
}

/**
 * Chooses serving and quantity for a reference food: weights and metric or fluid volumes make one
 * serving of the whole amount ("150 g" × 1); household units and pieces are counted ("1 cup (81 g)"
 * × 0.5, "1 large (50 g)" × 2); no unit means the food's usual portion.
 */
function referenceServing(food: ReferenceFood, p: ParsedItem): Serving {
  if (p.toTaste) {
    const pinch = portionFor(food, 'pinch')
    return { quantity: 1, grams: pinch.grams, label: `${pinch.label} (${formatGrams(pinch.grams)})` }
  }
  if (p.measure) {
    const grams = measureGrams(food, p.measure.amount, p.measure.unit)
    return { quantity: p.count ?? 1, grams, label: measureLabel(food, p.measure.amount, p.measure.unit) }
  }
  if (p.unit && isMeasure(p.unit)) {
    const amount = p.count ?? 1
    return { quantity: 1, grams: measureGrams(food, amount, p.unit), label: measureLabel(food, amount, p.unit) }
  }
  const portion = portionFor(food, countedUnit(food, p), p.size)
  return { quantity: p.count ?? 1, grams: portion.grams, label: `${portion.label} (${formatGrams(portion.grams)})` }
}

const BULK_PORTIONS = new Set(['cup', 'tbsp', 'tsp', 'oz', 'serving', 'handful'])

/** "3 strawberries", "10 almonds": a bare count of a food served by the cup or ounce counts pieces. */
function countedUnit(food: ReferenceFood, p: ParsedItem): string | null {
  if (p.unit || p.size || p.count === null || !food.portions.piece) return p.unit
  return BULK_PORTIONS.has(food.defaultPortion) ? 'piece' : null
}

/** An estimated item for a reference (built-in or imported USDA) food. */
export function referenceItem(food: ReferenceFood, p: ParsedItem): EstimatedItem {
  const s = referenceServing(food, p)
  return {
    name: capitalize(food.name),
    quantity: round2(s.quantity),
    serving_size: s.label,
    ...macrosForGrams(food, s.grams),
    grams: round1(s.quantity * s.grams),
    source: food.origin === 'usda' ? 'usda' : 'reference',
    food_id: null,
    recipe_id: null,
    is_recipe: false,
  }
}

/**
 * An estimated item for a food of the user's library, counted in the user's own servings (`servingsOf`).
 * `reference` is the table's food of the same name, for densities and piece weights. An amount that could not be
 * converted is counted as servings, without a weight, and its serving size says so.
 */
export function userFoodItem(food: UserFood, p: ParsedItem, reference: ReferenceFood | null = null): EstimatedItem {
  const servingSize = food.serving_size?.trim() || '1 serving'
  const servings = servingsOf(p, parseServingSize(food.serving_size), reference)
  const quantity = round2(servings.quantity)
  return {
    name: food.name,
    quantity,
    serving_size: servings.counted ? `${servingSize} (${servings.counted})` : servingSize,
    calories: round1(food.calories ?? 0),
    protein: round1(food.protein ?? 0),
    carbs: round1(food.carbs ?? 0),
    fat: round1(food.fat ?? 0),
    grams: servings.servingGrams ? round1(quantity * servings.servingGrams) : null,
    source: 'user_food',
    food_id: food.id,
    recipe_id: food.recipe_id ?? null,
    is_recipe: !!food.is_recipe,
  }
}
