import type { ParsedItem } from './itemParser'
import { COOKING } from './foodWords'
import { stem } from './textNormalizer'
import type { ReferenceFood } from './types'

/** Portions of one piece, that a plural name counts more than one of. */
const ONE_PIECE = new Set([
  'piece',
  'slice',
  'small',
  'medium',
  'large',
  'extra large',
  'jumbo',
  'link',
  'patty',
  'strip',
])
/** Plurals that name a mass, not pieces ("fries", "oats", "grits"), or vegetables cooked into a dish ("w onions"). */
const MASS =
  /^(?:fries|chips|oats|grits|noodles|greens|beans|peas|nuts|berries|sprouts|crumbs|flakes|hashbrowns|potatoes|leftovers|veggies|vegetables|onions|carrots|peppers|mushrooms|tomatoes|olives|jalapenos|pickles|radishes|scallions|shallots|oz|lbs|grams)$/
/** Names whose plural is the same word ("pierogi" are a plate of them, as "pierogies" are). */
const SAME_IN_PLURAL = /^(?:pierogi|perogi|gyoza)$/
/** How many a plate of them is, for foods eaten by the handful of pieces. */
const PLATEFUL: [RegExp, number][] = [
  [
    /\b(?:wings?|nuggets?|dumplings?|potstickers?|gyoza|wontons?|meatballs|bites|rangoons|poppers|pierogi(?:e?s)?|perogi(?:e?s)?)\b/i,
    6,
  ],
  [/\b(?:pancakes?|hotcakes)\b/i, 3],
]

/**
 * "eggs and toast", "pancakes w syrup", "tacos": a plural name with no count said is more than one piece: a couple
 * (two), or a plate of the foods eaten by the half dozen (six wings, nuggets or dumplings; three pancakes). Null when
 * a count, unit, size or measure is said, the name is not plural or is so in the food's own name ("tres leches"), or the
 * food's usual portion is no single piece.
 */
export function pluralCount(food: ReferenceFood, p: ParsedItem): number | null {
  if (p.count !== null || p.unit || p.size || p.measure || p.toTaste) return null
  // (The food's last word; past a cooking word said after a food eaten by the plate: "pierogi fried in butter".)
  const named = p.foodTokens.findLast((t) => !COOKING.has(t)) ?? ''
  const byThePlate = SAME_IN_PLURAL.test(named) || PLATEFUL.some(([name]) => name.test(named))
  const last = byThePlate ? named : (p.foodTokens.at(-1) ?? '')
  const plural = SAME_IN_PLURAL.test(last) || (/[^s]s$/.test(last) && stem(last) !== last)
  if (!plural || MASS.test(last)) return null
  if (!ONE_PIECE.has(food.defaultPortion)) return null
  // A plural inside the food's own name, before its last word, is one of it ("tres leches" is the tres leches cake; the
  // chicken nuggets are still six). (USDA's descriptions name kinds in plural: "Pie, fried pies, fruit".)
  const own = food.name.toLowerCase().split(/[^a-z]+/)
  if (food.origin !== 'usda' && own.slice(0, -1).includes(last)) return null
  return PLATEFUL.find(([name]) => name.test(last))?.[1] ?? 2
}
