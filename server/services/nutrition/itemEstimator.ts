import { parseItem, type ParsedItem } from './itemParser'
import { tokenize } from './textNormalizer'
import type { EstimatedItem, Macros, ReferenceFood, UserFood } from './types'
import { formatGrams, measureGrams, measureLabel, portionFor, unitInfo } from './unitConverter'

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

/** What a user's serving_size text says: "1 cup", "2 slices (56 g)", "100 g", "1 bar". */
interface ServingText {
  amount: number
  unit: string | null
  grams: number | null
}

function parseServingText(text: string | null): ServingText {
  const tokens = tokenize(text ?? '')
  const p = parseItem(tokens)
  const amount = p.count ?? 1
  let grams: number | null = null
  if (p.measure) grams = amount * measureGrams(null, p.measure.amount, p.measure.unit)
  else if (isMeasure(p.unit)) grams = measureGrams(null, amount, p.unit as string)
  else {
    const inner = /\(\s*(\d+(?:\.\d+)?)\s*(g|grams?|ml)\s*\)/.exec(text ?? '')
    if (inner) grams = Number(inner[1])
  }
  return { amount, unit: p.unit, grams }
}

function userQuantity(p: ParsedItem, s: ServingText): number {
  const count = p.count ?? 1
  if (p.toTaste) return 0
  if (p.measure || isMeasure(p.unit)) {
    const grams = p.measure
      ? count * measureGrams(null, p.measure.amount, p.measure.unit)
      : measureGrams(null, count, p.unit as string)
    if (s.grams) return grams / s.grams
    if (s.unit && unitInfo(s.unit).kind === 'volume' && p.unit && unitInfo(p.unit).kind === 'volume')
      return grams / measureGrams(null, s.amount, s.unit)
    return count
  }
  if (p.unit === 'serving') return count
  if (p.unit && s.unit === p.unit) return count / s.amount
  if (p.unit && s.unit && unitInfo(p.unit).kind === 'volume' && unitInfo(s.unit).kind === 'volume')
    return measureGrams(null, count, p.unit) / measureGrams(null, s.amount, s.unit)
  if (!p.unit && (!s.unit || !unitInfo(s.unit).measure)) return count / s.amount
  return count
}

/** An estimated item for a food of the user's library, counted in the user's own servings. */
export function userFoodItem(food: UserFood, p: ParsedItem): EstimatedItem {
  const s = parseServingText(food.serving_size)
  const quantity = round2(userQuantity(p, s))
  return {
    name: food.name,
    quantity,
    serving_size: food.serving_size || '1 serving',
    calories: round1(food.calories ?? 0),
    protein: round1(food.protein ?? 0),
    carbs: round1(food.carbs ?? 0),
    fat: round1(food.fat ?? 0),
    grams: s.grams ? round1(quantity * s.grams) : null,
    source: 'user_food',
    food_id: food.id,
    recipe_id: food.recipe_id ?? null,
    is_recipe: !!food.is_recipe,
  }
}
