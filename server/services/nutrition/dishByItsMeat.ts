import { isComputedDish } from './foodSource'
import { type Found, isPartOf } from './mealItemRelations'
import { hasAmount } from './sharedAmounts'
import { stem } from './textNormalizer'
import { measureGrams, unitInfo } from './unitConverter'

/** The meats and fish a dish can be mostly made of ("bulgogi": beef). */
const MEAT = /^(beef|chicken|pork|lamb|goat|mutton|turkey|duck|steak|shrimp|prawns?|fish|salmon|tuna|cod|tilapia)$/
/** What a dish is built on: a dish with one is not measured by its meat ("chicken burrito, 4 oz chicken"). */
const BASE = /\b(tortillas?|bread|buns?|rolls?|rice|noodles|pasta|pita|naan|wraps?|shells?|lettuce|crust|dough)\b/
/** The first component of a computed dish and the dish's total, from its source ("…; total 218 g"). */
const FIRST_AND_TOTAL = /components \([^;]*? (\d+(?:\.\d+)?) g;.* total (\d+(?:\.\d+)?) g\)$/

/**
 * The share of a computed dish its first component (its meat) is, when the dish is mostly that meat and built on no
 * base; else null.
 */
function meatShare(dish: Found): number | null {
  const food = dish.ref?.food
  if (!food || dish.user || !isComputedDish(food) || !MEAT.test(food.includes?.[0] ?? '')) return null
  if (food.includes?.some((part) => BASE.test(part))) return null
  const m = FIRST_AND_TOTAL.exec(food.source)
  const share = m ? Number(m[1]) / Number(m[2]) : 0
  return share >= 0.5 ? share : null
}

/**
 * "homemade bulgogi, ~6 oz ribeye (raw)": a meat dish named with no amount, then its meat weighed, is that much meat
 * made into the dish (the dish's amount from its meat's share), not the dish and the meat again. Answers whether it
 * was (then the dish before has its amount and `f` is no item).
 */
export function measuredByItsMeat(dish: Found, f: Found): boolean {
  if (f.joiner !== 'list' || !f.ref || f.user || hasAmount(dish.parsed) || !isPartOf(dish, f)) return false
  const { count, unit } = f.parsed
  if (!unit || unitInfo(unit).kind !== 'mass') return false
  const share = meatShare(dish)
  if (!share) return false
  const grams = measureGrams(f.ref.food, count ?? 1, unit) / share
  dish.parsed = { ...dish.parsed, count: Math.round(grams * 10) / 10, unit: 'g', size: null, measure: null }
  return true
}

/**
 * "3 carnitas tacos on corn tortillas, onion, salsa. abt 2 oz pork each": the filling weighed for each of the dishes
 * counted last before it (the latest item counted more than once) is theirs already (a dish of this project's, whose
 * parts are weighed so), no food besides (said "with" it, it is more: "2 tacos w 3 oz chicken each").
 */
export function fillingOfEach(found: readonly Found[], f: Found, each: boolean): boolean {
  if (!each || f.joiner === 'with' || !f.ref || f.user || !f.parsed.unit || unitInfo(f.parsed.unit).kind !== 'mass') {
    return false
  }
  const dish = [...found].reverse().find((d) => (d.parsed.count ?? 1) > 1)
  if (!dish?.ref || dish.user || !isComputedDish(dish.ref.food)) return false
  // (Its food word, past a hedge: "abt 2 oz pork each".)
  const head = f.stems.at(-1) ?? ''
  return isPartOf(dish, f) || !!dish.ref.food.includes?.some((part) => stem(part) === head)
}
