import type { FoodIndex } from './foodIndex'
import { findFood } from './foodFinder'
import { isContent, matchInTables } from './foodMatcher'
import { parseItem } from './itemParser'
import type { MealSegment } from './mealTextSplitter'
import { stem } from './textNormalizer'
import type { UserFood } from './types'

/** The most words a run of foods typed without separators is read from ("chicken rice broccoli"). */
const MOST_WORDS = 8

/** Size words of an order, said before each of its items ("big mac med fry med coke"). */
const SIZES = new Set(['sm', 'small', 'med', 'medium', 'lg', 'large', 'xl', 'reg', 'regular'])

/**
 * Dishes named by their last word after their flavours or toppings ("mango pineapple smoothie", "chicken bacon ranch
 * pizza", "apple walnut salad"): a run ending in one is that dish.
 */
const DISH_HEAD =
  /^(?:smoothie|pizza|salad|pie|tea|wrap|juice|soup|bowl|sandwich|sub|burger|taco|burrito|quesadilla|latte|shake|cake|muffin|pancake|waffle|oatmeal|yogurt|parfait|omelet|omelette|pasta|curry|stew|noodle|ramen|bread|cookie|cereal|bar|sauce|dressing|dip|soda|frappuccino|macchiato|mocha|cobbler|crisp|tart|scone|bagel|roll|casserole|chili|bake|skillet|hash)$/

/** The content words of `words` (not "had", "some", a cooking word or a size), stemmed. */
const contentOf = (words: readonly string[]): string[] => words.map(stem).filter((t) => isContent(t) && !SIZES.has(t))

/**
 * The words of a run of foods cut into the foods it names, each named whole by a table ("chicken", "rice",
 * "broccoli"), longest first from the left (a size at a piece's end is the next one's: "big mac | med fry"); `named`
 * keeps what the tables were asked. Null when some word belongs to no food.
 */
function cutIntoFoods(words: readonly string[], tiers: FoodIndex[], named: Map<string, boolean>): string[][] | null {
  const namesAll = (slice: readonly string[]): boolean => {
    const key = slice.join(' ')
    const known = named.get(key)
    if (known !== undefined) return known
    const content = contentOf(slice)
    // (A size after a food word inside the piece starts the next one: "chick fil a sandwich | med fry".)
    const sizeInside = slice.some(
      (t, i) => i > 0 && SIZES.has(t) && isContent(stem(slice[i - 1])) && !SIZES.has(slice[i - 1]),
    )
    const found =
      content.length > 0 && !sizeInside && !SIZES.has(slice.at(-1) ?? '') ? matchInTables(slice.map(stem), tiers) : null
    const all = !!found && found.level === 'exact' && found.covered >= content.length
    named.set(key, all)
    return all
  }
  const parts: string[][] = []
  for (let from = 0; from < words.length;) {
    let to = words.length
    while (to > from && !namesAll(words.slice(from, to))) to -= 1
    if (to === from) return null
    parts.push(words.slice(from, to))
    from = to
  }
  return parts
}

/**
 * "chicken rice broccoli", "eggs bacon toast", "burger fries coke": foods typed one after another with nothing between
 * them are as many items (as a comma would say), when they are three at least, no food of the tables or of the user's
 * is named by more than one of their words together ("chicken noodle soup", "ham cheese sandwich" stay one; unless it
 * is the first of them and the rest are foods of their own: "turkey sandwich chips"), and the last is no dish its
 * flavours are said before ("mango pineapple smoothie"); or when a size said after a food starts another ("big mac med
 * fry med coke"; not a drink's: "latte medium oat milk"). Only words, after a count at most ("2 eggs bacon toast"): an
 * amount or a bracket said keeps the piece as it is.
 */
export function splitRunOns(
  segments: readonly MealSegment[],
  tiers: FoodIndex[],
  userFoods: readonly UserFood[] = [],
): MealSegment[] {
  // (Whether a table names a piece, asked once per meal.)
  const named = new Map<string, boolean>()
  return segments.flatMap((segment) => {
    // (A count may lead: "2 eggs bacon toast" is two eggs, bacon and toast.)
    const counted = /^(?:\d+|\d+\/\d+)$/.test(segment.tokens[0] ?? '') ? segment.tokens.slice(0, 1) : []
    const words = segment.tokens.slice(counted.length)
    if (words.length < 2 || words.length > MOST_WORDS || words.some((t) => !/^[a-z]+$/.test(t))) return [segment]
    const content = contentOf(words)
    // (Three foods at least: two words are as often a food and its kind, "strawberry yoplait", "tahini sauce".)
    if (content.length < 3) return [segment]
    const sizedOrder = words.some(
      (t, i) => i > 0 && SIZES.has(t) && isContent(stem(words[i - 1])) && !SIZES.has(words[i - 1]),
    )
    // (The food the whole piece is found as, as the meal's items are: "a footlong meatball marinara" is a sub.)
    const whole = findFood(parseItem(words), tiers, [...userFoods])
    if (whole.user) return [segment]
    // (A food named by some of the words, the first: "turkey sandwich chips" is the sandwich and chips; not "3 egg cheese
    // omelet", whose first word is no part of the omelet's name.)
    const parts = whole.ref && whole.ref.covered >= content.length ? null : cutIntoFoods(words, tiers, named)
    const leads = !!parts && findFood(parseItem(parts[0]), tiers, []).ref?.food.id === whole.ref?.food.id
    if (whole.ref && whole.ref.covered > 1 && !leads && (!sizedOrder || whole.ref.food.liquid)) return [segment]
    const pieces = parts ?? cutIntoFoods(words, tiers, named)
    if (!pieces || pieces.length < 2) return [segment]
    const last = contentOf(pieces.at(-1) ?? [])
    if (!sizedOrder && last.length === 1 && DISH_HEAD.test(last[0])) return [segment]
    return pieces.map((tokens, i) =>
      i === 0 ? { ...segment, tokens: [...counted, ...tokens] } : { tokens, joiner: 'list' as const },
    )
  })
}
