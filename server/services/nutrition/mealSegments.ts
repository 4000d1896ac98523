import { isContent } from './foodMatcher'
import { parseItem } from './itemParser'
import { BREAD_WORD, type Found, namesPartOf } from './mealItemRelations'
import type { MealSegment } from './mealTextSplitter'
import { hasAmount } from './sharedAmounts'
import { nameTokens, stem } from './textNormalizer'

/**
 * What the segments of a meal's text say around an item: its line, the list after it, the bread or the measured
 * parts that list names. The estimator (`mealEstimator.ts`) asks these.
 */
/** The words of segments, as one text ("turkey sandwich on rye"). */
export const wordsOf = (segments: readonly MealSegment[]): string =>
  segments
    .map(
      (segment) =>
        `${segment.joiner && segment.joiner !== 'list' ? `${segment.joiner} ` : ''}${segment.tokens.join(' ')}`,
    )
    .join(' ')

/** Whether words name a bread or tortilla. */
export const hasBread = (tokens: readonly string[]): boolean => tokens.some((t) => BREAD_WORD.test(t))

/** Whether the items from segment `from` on, to the end of its line, name a bread or tortilla. */
export function breadAfter(segments: readonly MealSegment[], from: number): boolean {
  if (from < 0) return false
  const end = segments.findIndex((segment, i) => i > from && segment.newLine)
  return segments.slice(from, end < 0 ? undefined : end).some((segment) => hasBread(segment.tokens))
}

/** How the next segment after `index` is joined, past what the food was cooked in ("marinated in 1 tbsp oil"). */
export function joinerAfter(segments: readonly MealSegment[], index: number): MealSegment['joiner'] | null {
  for (let i = index + 1; i < segments.length; i += 1) if (segments[i].joiner !== 'in') return segments[i].joiner
  return null
}

/** Where the line holding segment `index` starts (after the last new line or ';' before it). */
export function lineStart(segments: readonly MealSegment[], index: number): number {
  for (let i = index; i > 0; i -= 1) if (segments[i]?.newLine) return i
  return 0
}

/**
 * The words of the line segment `index` is on, with the header its lines of parts follow ("turkey sandwich:\n- 2 slices
 * wheat bread\n- tomato": the tomato's line and the sandwich's).
 */
export function lineTokens(segments: readonly MealSegment[], index: number): string[] {
  let end = index + 1
  while (end < segments.length && !segments[end].newLine) end += 1
  let from = lineStart(segments, index)
  for (let line = from; line > 0; line = lineStart(segments, line - 1)) {
    const joiner = segments[line]?.joiner
    if (joiner === 'parts') from = lineStart(segments, line - 1)
    if (joiner !== 'list') break
  }
  return segments.slice(from, end).flatMap((segment) => segment.tokens)
}

/** The tokens of the items listed after segment `index` (joined by a comma or "and"), up to the next other joiner. */
export function listedAfter(segments: readonly MealSegment[], index: number): string[][] {
  const out: string[][] = []
  for (const segment of segments.slice(index + 1)) {
    if (segment.joiner !== 'list' && segment.joiner !== 'and') break
    out.push(segment.tokens)
  }
  return out
}

/** A measured food the dish is made of ("4 oz chicken" of a caesar salad, "a sugar cube" of an old fashioned). */
export function measuredPart(dish: Found, tokens: readonly string[]): boolean {
  const p = parseItem([...tokens])
  return hasAmount(p) && namesPartOf(dish, p.foodTokens)
}

/** How many measured parts of `dish` the items from segment `from` on name. */
export const partsListed = (segments: readonly MealSegment[], from: number, dish: Found): number =>
  from < 0 ? 0 : segments.slice(from).filter((segment) => measuredPart(dish, segment.tokens)).length

/** How many items from segment `from` on have an amount (the parts a list after a comma measures). */
export const measuredFrom = (segments: readonly MealSegment[], from: number): number =>
  segments.slice(from).filter((segment) => hasAmount(parseItem(segment.tokens))).length

/**
 * Whether `f`, said "with" a dish whose parts are listed from segment `index` on ("greek salad w grilled chicken -
 * romaine, cucumber, …"), is one of those parts: a food the list does not name is eaten with the dish, not in it.
 */
export function namedInParts(segments: readonly MealSegment[], index: number, f: Found): boolean {
  const words = new Set(
    segments
      .slice(index)
      .flatMap((segment) => segment.tokens)
      .map(stem),
  )
  // ("… w andouille - 1 c beans, 1 c rice, 3 oz sausage": named by the kind of food its entry is, as well.)
  const kind = nameTokens((f.ref?.food.name ?? '').split(',')[0])
    .map(stem)
    .at(-1)
  return [...f.stems.filter(isContent), ...(f.user || !kind ? [] : [kind])].some((t) => words.has(t))
}

/** Words that say a part was added to a dish, not that it is in it ("extra egg"). */
const ADDED = /^(?:extra|added|add|plus|more|side|double)$/

/** A sandwich, burger, taco or banh mi: a dish whose toppings may be listed after a dash. */
const TOPPED_DISH =
  /(?:burgers?|cheeseburgers?|sandwich(?:es)?|subs?|hoagies?|banh mi|hot ?dogs?|tacos?|burritos?|wraps?|gyros?)$/
/** The words of a dish's filling: its meat, fish, egg or tofu (a list naming none lists toppings). */
const FILLING =
  /^(?:chicken|beef|steak|pork|turkey|ham|bacon|sausages?|salami|pepperoni|tuna|salmon|shrimp|fish|eggs?|tofu|patty|patties|meat|lamb|chorizo|carnitas|brisket|pastrami|meatballs?|barbacoa|al pastor)$/

/**
 * "cheeseburger - lettuce, tomato, pickles, ketchup", "banh mi (grilled pork) - pickled carrot, cilantro, mayo": the
 * list after a dish's dash, to the end of its line, holds no amount, no bread and no filling, so it names the dish's
 * toppings: the dish stays, its toppings said with it (not the toppings alone, for a lettuce-and-ketchup meal). Of a
 * dish measured ("1 kimbap roll (10 pieces) - rice, egg, ham"), a list of only what the dish holds, unmeasured, says
 * what was in it.
 */
export function toppingsListed(segments: readonly MealSegment[], index: number, dish: Found): boolean {
  if (segments[index]?.joiner !== 'parts' || dish.user) return false
  const topped = TOPPED_DISH.test(dish.ref?.food.name.toLowerCase() ?? '')
  const holds = (dish.ref?.food.includes ?? []).map((part) => part.split(' ').map(stem).join(' '))
  if (!topped && !(hasAmount(dish.parsed) && holds.length > 0)) return false
  const end = segments.findIndex((segment, i) => i > index && (segment.newLine || segment.joiner === 'parts'))
  const parts = segments.slice(index, end < 0 ? undefined : end)
  return parts.every(
    (segment) =>
      !hasAmount(parseItem([...segment.tokens])) &&
      (topped
        ? !hasBread(segment.tokens) && !segment.tokens.some((t) => FILLING.test(t))
        : !segment.tokens.some((t) => ADDED.test(t)) &&
          holds.includes(segment.tokens.filter(isContent).map(stem).join(' '))),
  )
}

/**
 * Whether the words of segment `index` may label what follows them: alone on their line ("kfc\n2 pc …"), or first and
 * followed by a list ("kfc, original recipe drumstick + thigh": the chain's name, no food of its own).
 */
export const labelsWhatFollows = (segments: readonly MealSegment[], index: number): boolean =>
  !!segments[index + 1]?.newLine || (index === 0 && /^(?:list|parts)$/.test(segments[1]?.joiner ?? ''))
