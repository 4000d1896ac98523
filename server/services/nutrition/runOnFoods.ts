import type { FoodIndex } from './foodIndex'
import { isContent, matchInTables } from './foodMatcher'
import { findFood } from './foodFinder'
import { parseItem } from './itemParser'
import type { MealSegment } from './mealTextSplitter'
import { stem } from './textNormalizer'

/** The most words a run of foods typed without separators is read from ("chicken rice broccoli"). */
const MOST_WORDS = 8

/** Size words of an order, said before each of its items ("big mac med fry med coke"). */
const SIZES = new Set(['sm', 'small', 'med', 'medium', 'lg', 'large', 'xl', 'reg', 'regular'])

/** The content words of `words` (not "had", "some", a cooking word or a size), stemmed. */
const contentOf = (words: readonly string[]): string[] => words.map(stem).filter((t) => isContent(t) && !SIZES.has(t))

/** Whether one table names all the content words of `words` in a row, as a name or synonym of its own. */
function namesAll(words: readonly string[], tiers: FoodIndex[]): boolean {
  const content = contentOf(words)
  // (A size at the end is the next food's: "big mac | med fry".)
  if (content.length === 0 || SIZES.has(words.at(-1) ?? '')) return false
  const found = matchInTables(words.map(stem), tiers)
  return !!found && found.level === 'exact' && found.covered >= content.length
}

/**
 * The words of a run of foods cut into the foods it names, each named whole by a table ("chicken", "rice",
 * "broccoli"), longest first from the left; words naming no food go with the food after them. Null when some word
 * belongs to no food.
 */
function cutIntoFoods(words: readonly string[], tiers: FoodIndex[]): string[][] | null {
  const parts: string[][] = []
  for (let from = 0; from < words.length;) {
    let to = words.length
    while (to > from && !namesAll(words.slice(from, to), tiers)) to -= 1
    if (to === from) return contentOf(words.slice(from)).length === 0 && parts.length > 0 ? parts : null
    parts.push(words.slice(from, to))
    from = to
  }
  return parts
}

/**
 * "chicken rice broccoli", "eggs bacon toast", "burger fries coke": foods typed one after another with nothing between
 * them are as many items (as a comma would say), when no food of the tables is named by more than one of their words
 * together ("chicken noodle soup", "strawberry banana smoothie" and "ham cheese sandwich" stay one), or when a size
 * said after a food starts another ("big mac med fry med coke"). Only words: an amount or a bracket said keeps the
 * piece as it is.
 */
export function splitRunOns(segments: readonly MealSegment[], tiers: FoodIndex[]): MealSegment[] {
  return segments.flatMap((segment) => {
    const words = segment.tokens
    if (words.length < 2 || words.length > MOST_WORDS || words.some((t) => !/^[a-z]+$/.test(t))) return [segment]
    const content = contentOf(words)
    // (Three foods at least: two words are as often a food and its kind, "strawberry yoplait", "tahini sauce".)
    if (content.length < 3) return [segment]
    // (A size said after a food starts another: "big mac med fry med coke".)
    const sizedOrder = words.some(
      (t, i) => i > 0 && SIZES.has(t) && isContent(stem(words[i - 1])) && !SIZES.has(words[i - 1]),
    )
    // (The food the whole piece is found as, as the meal's items are: "a footlong meatball marinara" is a sub.)
    const whole = findFood(parseItem(words), tiers, []).ref
    if (whole && whole.covered > 1 && !sizedOrder) return [segment]
    const parts = cutIntoFoods(words, tiers)
    if (!parts || parts.length < 2) return [segment]
    return parts.map((tokens, i) => (i === 0 ? { ...segment, tokens } : { tokens, joiner: 'list' as const }))
  })
}
