import type { FoodIndex } from './foodIndex'
import { isComputedDish, RESTAURANT_SERVING, usdaEntry } from './foodSource'
import { DESCRIPTOR, isContent, type ReferenceMatch } from './foodMatcher'
import type { ParsedItem } from './itemParser'
import { nameWords } from './modifierVariant'
import { nameTokens } from './textNormalizer'
import type { ReferenceFood } from './types'
import { CUISINE_PLACE_HEADING } from './placePhrases'

/**
 * Where a meal was eaten out: "at the italian place", "from a food truck", "at olive garden", "takeout", "drive thru".
 * A place needs an article ("lasagna at my place", "at mom's place" are home), a chain its own name.
 */
const SIT_DOWN = new RegExp(
  [
    String.raw`\b(?:at|from) (?:the|a|an|this|that) (?:[a-z&-]+ ){0,2}?(?:restaurant|place|diner|cafe|bistro|pub|joint|truck|buffet|food court|taqueria)\b`,
    String.raw`\b(?:at|from) (?:olive garden|applebee'?s|chili'?s|denny'?s|ihop|cheesecake factory|outback|red lobster)\b`,
    String.raw`\b(?:ate out|eating out)\b|\bpub (?:night|lunch|dinner|quiz)\b`,
    // "mexican place\n2 cheese enchiladas …": a cuisine's place heading the meal.
    CUISINE_PLACE_HEADING.source,
  ].join('|'),
  'i',
)
const COUNTER = /\b(?:take ?out|take-away|takeaway|drive[ -]?thru|drive[ -]?through)\b/i

/** Where the meal was eaten out, if it was: a sit-down restaurant, or a takeout counter or drive-thru. */
export type EatenOut = 'restaurant' | 'counter' | null

/** Where the meal's text says it came from ("café" reads as "cafe"). */
export function eatenOut(text: string): EatenOut {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return COUNTER.test(plain) ? 'counter' : SIT_DOWN.test(plain) ? 'restaurant' : null
}

/**
 * A variant may carry this many words the matched name does not have ("Restaurant, Italian" do not count): none for a
 * one-word name ("chicken" is not any restaurant's chicken dish), three for longer ones.
 */
const maxExtra = (words: number): number => (words <= 1 ? 0 : 3)
const CUISINE = /^(italian|chinese|mexican|latino|japanese|thai|greek|indian)$/
const SERVED = /^(restaurant|fast|food|beverage|carbonated|family|style)$/
/** Sauces and condiments stay as they are: "hot sauce" is not a restaurant's pasta with sauce. */
const CONDIMENT = /sauce|dressing|ketchup|catsup|mustard|mayo|salsa|syrup|gravy|dip\b|spread|butter|oil|sugar|salt/i
/** Foods that are already a restaurant's (or a dish of this project's): they stay; fast food stays at a counter. */
const RESTAURANT = /^Restaurant,/i
const FAST_FOOD = /^Fast foods?,/i

/**
 * A dish eaten out is the restaurant's: the "Restaurant, …" or "Fast foods, …" entry holding the matched name's words
 * ("spaghetti with meat sauce at the italian place" is USDA's restaurant spaghetti), fewest other words first; a food
 * that is already a restaurant's, or has no such entry, stays.
 */
export function restaurantVariant(
  ref: ReferenceMatch,
  where: Exclude<EatenOut, null>,
  q: readonly string[],
  tiers: FoodIndex[],
): ReferenceMatch {
  const description = usdaEntry(ref.food)?.description ?? ''
  const fastFood = FAST_FOOD.test(description)
  const restaurants = isComputedDish(ref.food) || RESTAURANT.test(description)
  if (restaurants || CONDIMENT.test(ref.food.name) || (fastFood && where === 'counter')) return ref
  if (ref.food.portions[RESTAURANT_SERVING] && !fastFood) return ref
  const wanted = [...new Set(ref.keyTokens.filter(isContent))]
  const named = [...new Set(nameTokens(ref.food.name).filter(isContent))]
  if (wanted.length === 0) return ref
  let best: { food: ReferenceFood; extra: number } | null = null
  const cuisineSaid = q.some((t) => CUISINE.test(t))
  for (const ix of tiers) {
    const entries = [...(ix.byToken.get(wanted[0]) ?? []), ...(named[0] ? (ix.byToken.get(named[0]) ?? []) : [])]
    for (const entry of entries) {
      const food = entry.food
      if (!food.portions[RESTAURANT_SERVING]) continue
      const words = nameWords(food)
      const holds = (list: string[]) => list.length > 0 && list.every((t) => words.has(t))
      if (!holds(wanted) && !holds(named)) continue
      // "chicken at the chinese place" is not the Italian restaurant's chicken ("lasagna at the café", no cuisine
      // said, is the Italian restaurant's lasagna).
      if (cuisineSaid && [...words].some((t) => CUISINE.test(t) && !q.includes(t))) continue
      const extra = [...words]
        .filter((t) => isContent(t) && ![DESCRIPTOR.has(t), SERVED.test(t), CUISINE.test(t)].some(Boolean))
        .filter((t) => !wanted.includes(t) && !named.includes(t)).length
      if (extra <= maxExtra(wanted.length) && (!best || extra < best.extra)) best = { food, extra }
    }
  }
  return best ? { ...ref, food: best.food } : ref
}

/**
 * One dish ordered with no amount ("lasagna at olive garden") is the restaurant's serving of it, and a share of it
 * ("chinese takeout: half the kung pao chicken") that share of the serving.
 */
export function restaurantPortion(parsed: ParsedItem, food: ReferenceFood): ParsedItem {
  const one = parsed.count === null || parsed.count <= 1
  if (!one || parsed.unit || parsed.measure || parsed.size || !food.portions[RESTAURANT_SERVING]) return parsed
  return { ...parsed, unit: RESTAURANT_SERVING }
}
