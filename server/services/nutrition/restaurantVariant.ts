import { RESTAURANT_SERVING } from './foodData/buildFoodData'
import type { FoodIndex } from './foodIndex'
import { DESCRIPTOR, isContent, type ReferenceMatch } from './foodMatcher'
import type { ParsedItem } from './itemParser'
import { nameWords } from './modifierVariant'
import { nameTokens } from './textNormalizer'
import type { ReferenceFood } from './types'

/** Where a meal was eaten out: "at the italian place", "from the drive thru", "at olive garden", "takeout". */
const EATEN_OUT =
  /\b(?:at|from) (?:the |a |an |this |that |our |my )?(?:[a-z'&-]+ ){0,3}?(?:restaurant|place|diner|cafe|café|bistro|pub|grill|joint|truck|buffet|drive[ -]?thru|drive[ -]?through|olive garden|applebee'?s|chili'?s|denny'?s|ihop|cheesecake factory|outback|red lobster|panda express)\b|\b(?:take ?out|take-away|takeaway|drive[ -]?thru|drive[ -]?through)\b/i

/** Whether the meal's text says it came from a restaurant or a takeout counter. */
export const eatenOut = (text: string): boolean => EATEN_OUT.test(text)

/** A variant may carry this many words the matched name does not have ("Restaurant, Italian" do not count). */
const MAX_EXTRA = 3
const SERVED =
  /^(restaurant|fast|food|beverage|italian|chinese|mexican|latino|family style|japanese|thai|greek|indian)$/

/**
 * A dish eaten out is the restaurant's: the "Restaurant, …" or "Fast foods, …" entry holding the matched name's words
 * ("spaghetti with meat sauce at the italian place" is USDA's restaurant spaghetti), fewest other words first; a food
 * that is already a restaurant's, or has no such entry, stays.
 */
export function restaurantVariant(ref: ReferenceMatch, tiers: FoodIndex[]): ReferenceMatch {
  if (ref.food.portions[RESTAURANT_SERVING]) return ref
  const wanted = [...new Set(ref.keyTokens.filter(isContent))]
  const named = [...new Set(nameTokens(ref.food.name).filter(isContent))]
  if (wanted.length === 0) return ref
  let best: { food: ReferenceFood; extra: number } | null = null
  for (const ix of tiers) {
    const entries = [...(ix.byToken.get(wanted[0]) ?? []), ...(named[0] ? (ix.byToken.get(named[0]) ?? []) : [])]
    for (const entry of entries) {
      const food = entry.food
      if (!food.portions[RESTAURANT_SERVING]) continue
      const words = nameWords(food)
      const holds = (list: string[]) => list.length > 0 && list.every((t) => words.has(t))
      if (!holds(wanted) && !holds(named)) continue
      const extra = [...words].filter(
        (t) => isContent(t) && !DESCRIPTOR.has(t) && !SERVED.test(t) && !wanted.includes(t) && !named.includes(t),
      ).length
      if (extra <= MAX_EXTRA && (!best || extra < best.extra)) best = { food, extra }
    }
  }
  return best ? { ...ref, food: best.food } : ref
}

/** One dish ordered with no amount ("lasagna at olive garden") is the restaurant's serving of it. */
export function restaurantPortion(parsed: ParsedItem, food: ReferenceFood): ParsedItem {
  const one = parsed.count === null || parsed.count === 1
  if (!one || parsed.unit || parsed.measure || parsed.size || !food.portions[RESTAURANT_SERVING]) return parsed
  return { ...parsed, unit: RESTAURANT_SERVING }
}
