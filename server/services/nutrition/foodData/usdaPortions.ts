import { OUNCE_GRAMS } from '../../../lib/quantities/units'
import { RESTAURANT_SERVING } from '../foodSource'
import { portionKeyFor } from '../portionKeys'
import type { UsdaFood } from './usdaTables'

/** The portions of USDA foods, in grams, from their household measures (usda-portions.csv), for buildFoodData. */
const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits

/** Household measures as portion keys ("cup, chopped" → cup); the first measure of a key wins. */
export function portionsOf(food: UsdaFood): Record<string, number> {
  const portions: Record<string, number> = {}
  for (const { measure, grams } of food.portions) {
    const key = portionKeyFor(measure)
    if (key && portions[key] === undefined) portions[key] = round(grams, 1)
  }
  // ".25 cup" as USDA's only measure of a food (a sauce, a spread): its serving is the quarter cup USDA weighed, not a
  // cup of it. (Volumes only: a fraction of a head or a package is no serving.)
  const [first] = food.portions
  const volume = first && /^(?:cups?|tbsp|tablespoons?|tsp|teaspoons?|fl oz)\b/i.test(first.measure)
  if (volume && food.portions.length === 1 && first.amount < 1 && portions.serving === undefined) {
    portions.serving = round(first.grams * first.amount, 1)
  }
  // "serving (3 heaping tsp or 1 envelope)": a packet of cocoa mix is that serving.
  // A weight that names its pack ("oz 1 pouch", counted in ounces) is not the pack.
  const packet = food.portions.find(
    ({ measure }) => portionKeyFor(measure) !== null && /\b(envelope|packet|pouch)\b/i.test(measure),
  )
  if (packet && portions.packet === undefined) portions.packet = round(packet.grams, 1)
  // "entree", or "package" of a frozen entree: one meal ("kashi red curry chicken frozen meal").
  const entree = food.portions.find(
    ({ measure }) =>
      /^entree\b/i.test(measure) || (/^package\b/i.test(measure) && /\bentree\b/i.test(food.description)),
  )
  if (entree && portions.entree === undefined) portions.entree = round(entree.grams, 1)
  // "piece (1/6 of 8" pie)": a slice of pie or cake is that piece (a bare "cake" measure is the whole cake).
  const slice = food.portions.find(({ measure }) => /^piece\b.*\b1\/\d+\b/i.test(measure))
  if (slice && portions.slice === undefined) portions.slice = round(slice.grams, 1)
  // "piece (1/9 of 8" square)": a square of gingerbread or cornbread is that piece, not a square of chocolate.
  const square = food.portions.find(({ measure }) => /^piece\b.*\bsquare\b/i.test(measure))
  if (square && portions.square === undefined) portions.square = round(square.grams, 1)
  // "serving 6 rolls", "serving 10 pieces": one piece is that share of the serving ("15 pizza rolls").
  const counted = food.portions
    .map(({ measure, grams }) => ({
      grams,
      m: /^serving (\d+) (?!(?:tbsp|tsp|cups?|oz|fl|fluid|g|ml|fun|snack|king|servings)\b)[a-z]+/i.exec(measure),
    }))
    .find(({ m }) => m && Number(m[1]) > 1)
  if (counted?.m && portions.piece === undefined) portions.piece = round(counted.grams / Number(counted.m[1]), 1)
  // "serving 1/2 cup" (Campbell's condensed soups): a cup is twice that, when no cup is weighed.
  for (const { measure, grams } of food.portions) {
    const said = /^serving (\d+)(?:\/(\d+))? (cups?|tbsp|tsp)\b/i.exec(measure)
    const unit = said ? said[3].toLowerCase().replace(/^cups$/, 'cup') : ''
    if (said && portions[unit] === undefined)
      portions[unit] = round(grams / (Number(said[1]) / Number(said[2] ?? 1)), 1)
  }
  // "serving 6 servings per 29.25 oz package": a frozen pizza's package is the whole pizza.
  const pack = food.portions.map(({ measure }) => /servings per ([\d.]+) oz package/i.exec(measure)).find(Boolean)
  if (pack && portions.whole === undefined) portions.whole = round(Number(pack[1]) * OUNCE_GRAMS, 1)
  // "pizza" (or a pizza's "pie"): a whole pizza (a chain's 14" one), not a piece of it; a piece of it is a slice.
  const pie = food.portions.find(
    ({ measure, amount }) =>
      amount === 1 &&
      (/^pizza$/i.test(measure) || (/^(?:pizza|pie)\b/i.test(measure) && /\bpizza\b/i.test(food.description))),
  )
  if (pie && portions.whole === undefined) portions.whole = round(pie.grams, 1)
  if (pie && portions.slice && portions.piece === round(pie.grams, 1)) portions.piece = portions.slice
  // A scoop of ice cream, frozen yogurt or sherbet is half a cup (the 30 g scoop is of a powder).
  if (/^(?:ice creams?|frozen yogurts?|sherbet)\b/i.test(food.description) && portions.cup && !portions.scoop)
    portions.scoop = round(portions.cup / 2, 1)
  // "5.3 oz" as a yogurt's measure: its cup (Dannon Oikos, Chobani), not a weight to count in.
  const cup = food.portions.find(({ measure, amount }) => /^oz$/i.test(measure) && amount > 3 && amount < 9)
  if (/^yogurt\b/i.test(food.description) && cup && portions.container === undefined)
    portions.container = round(cup.grams * cup.amount, 1)
  const served = restaurantServing(food)
  if (served) portions[RESTAURANT_SERVING] = served
  candySizes(food, portions)
  return portions
}

/**
 * "serving 4 fun size bars" is four bars: a size's grams are for one. A fun or snack size heavier than the regular bar
 * or serving is a bag of them ("serving fun size (8 chews)"), not a size.
 */
function candySizes(food: UsdaFood, portions: Record<string, number>): void {
  for (const size of ['fun size', 'snack size', 'king size']) {
    if (portions[size] === undefined) continue
    const measure = food.portions.find(({ measure }) => portionKeyFor(measure) === size)?.measure ?? ''
    const count = Number(/\b(\d+) (?:fun|snack|king) size/i.exec(measure)?.[1] ?? 1)
    portions[size] = round(portions[size] / count, 1)
    const regular = portions.bar ?? portions.serving
    if (size !== 'king size' && regular !== undefined && portions[size] >= regular) delete portions[size]
  }
}

/** USDA's serving (else order) of a "Restaurant, …" or "Fast foods, …" entry, in grams; null for other foods. */
export function restaurantServing(food: UsdaFood): number | null {
  if (!/^(restaurant|fast foods?),|\bfast-food\b/i.test(food.description)) return null
  // A fast-food drink's medium, not the child's cup its first serving is.
  const measure =
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'medium') ??
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'serving') ??
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'order')
  return measure ? round(measure.grams, 1) : null
}

/**
 * The can of a hearty ready-to-serve soup (Campbell's Chunky, Progresso): 18.8 oz, not a 12 oz drink can; of a
 * Campbell's condensed soup, two and a half of its half-cup servings (the 10.75 oz can).
 */
export function readyToServeCan(description: string, portions: Record<string, number> = {}): Record<string, number> {
  if (/^CAMPBELL'S\b.*\bcondensed\b/i.test(description) && portions.cup) return { can: round(portions.cup * 1.25, 1) }
  return /^(CAMPBELL'S CHUNKY\b|Soup, PROGRESSO\b)/.test(description) &&
    !/\b(condensed|Microwavable)\b/i.test(description)
    ? { can: 533 }
    : {}
}
