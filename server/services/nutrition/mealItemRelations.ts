import type { FoodIndex } from './foodIndex'
import { COOKING, isContent, matchInTables, type ReferenceMatch } from './foodMatcher'
import type { UserMatch } from './userFoodMatcher'
import type { ParsedItem } from './itemParser'
import type { MealSegment } from './mealTextSplitter'
import { amountOf, hasAmount } from './sharedAmounts'
import { nameTokens, stem } from './textNormalizer'
import { unitInfo } from './unitConverter'
import type { ReferenceFood } from './types'

/**
 * How the items of a meal description relate to the one before them: a drink or dish spelled out by its parts, a
 * topping absorbed into the dish that contains it, an amount shared or restated, butter spread on bread. The
 * estimator (`mealEstimator.ts`) walks the items and asks these.
 */
/** A parsed piece of the meal and what it matched. */
export interface Found {
  parsed: ParsedItem
  stems: string[]
  user: UserMatch | null
  ref: ReferenceMatch | null
  joiner: MealSegment['joiner']
  /** The amount was not typed but assumed ("on rye": two slices). */
  amountAssumed?: boolean
}

export const stemAll = (tokens: string[]): string[] =>
  tokens.map((t) => stem(t.replace(/'/g, ''))).filter((t) => t !== '')

/** Whether `f` is one of the foods the table says `prev` is made of ("whey" in a protein shake). */
export function isPartOf(prev: Found, f: Found): boolean {
  const food = prev.ref?.food
  if (!food?.includes || !f.ref || prev.user) return false
  const words = f.stems.join(' ')
  // ("shredded cabbage" on fish tacos: how a part was cut or cooked does not make it another food.)
  const plain = stemAll(f.parsed.foodTokens.filter((t) => !COOKING.has(t))).join(' ')
  return food.includes.some((inc) => {
    const incStems = stemAll(inc.split(' ')).join(' ')
    return incStems === words || incStems === plain || incStems === f.ref?.keyTokens.join(' ')
  })
}

/** Words that only say how the food before was cooked ("2 eggs, scrambled"). */
export const isPreparationOnly = (tokens: string[]): boolean => tokens.length > 0 && tokens.every((t) => COOKING.has(t))

/** One of it at most, and no unit or size: "a protein shake", "smoothie". */
export const isOneUnmeasured = (p: ParsedItem): boolean =>
  (p.count === null || p.count === 1) && p.unit === null && p.measure === null && p.size === null

/** A count and nothing else: "2 chicken tostadas", "smoothie bowl". */
const isCountedOnly = (p: ParsedItem): boolean =>
  (p.unit === null || SERVED_IN.has(p.unit)) && p.measure === null && p.size === null

/** What a dish is served in, not a measure of it ("smoothie bowl", "a plate of nachos"). */
const SERVED_IN = new Set(['bowl', 'plate', 'order', 'platter'])

/**
 * "a protein shake with 1 scoop whey and almond milk", "smoothie with 1 banana and 1 cup milk": a drink followed by
 * measured amounts of what it is made of is those parts, not the drink's average recipe on top of them.
 */
export function listsItsParts(prev: Found, f: Found): boolean {
  return !!prev.ref?.food.liquid && hasAmount(f.parsed) && isOneUnmeasured(prev.parsed) && isPartOf(prev, f)
}

/** A dish: made of components (its source lists them) or containing other foods (`includes`). */
export const isDish = (food: ReferenceFood | undefined): boolean =>
  !!food && (!!food.includes?.length || food.source.startsWith('Computed'))

/**
 * "avocado toast - 1 slice sourdough, half an avocado", "a BLT: 3 strips bacon, lettuce, tomato, 2 slices toast":
 * "3 fish tacos: corn tortillas, 4 oz tilapia…": a dish named (or counted), then spelled out after a colon or dash
 * (with measured parts, or any parts of a dish), is those parts; its name only labels them.
 */
export function spelledOutAfter(prev: Found, f: Found, partsFollow = false): boolean {
  if (f.joiner !== 'parts') return false
  // "2 chicken tostadas - tostada shells, 3 oz chicken, …", "roast beef on rye - 3 oz roast beef, 2 slices rye, …",
  // "smoothie bowl - 1 banana, …": a name (counted at most) followed by a list of parts only labels them.
  // ("salmon patties - 1 can salmon, …": a unit word without a count is part of the name.)
  const named = prev.parsed.count === null && prev.parsed.measure === null
  if (partsFollow && (prev.amountAssumed || isCountedOnly(prev.parsed) || named)) return true
  // "16 oz mango smoothie: 1 cup frozen mango, 1 cup oj, …": a mix measured as a whole is the measured parts it lists.
  const added = /^(?:added|add|plus|extra|topped)$/.test(f.parsed.foodTokens[0] ?? '')
  if (partsFollow && hasAmount(f.parsed) && !added && MIXED.test(prev.parsed.foodTokens.join(' '))) return true
  if (isOneUnmeasured(prev.parsed)) return hasAmount(f.parsed) || isDish(prev.ref?.food)
  return isDish(prev.ref?.food) && prev.parsed.unit === null && prev.parsed.measure === null
}

/** Mixes whose whole is the parts blended or stirred into them. */
const MIXED = /\b(smoothies?|shakes?|parfaits?|juices?)\b/

/** Dishes built on a bread or tortilla (nachos on their chips), and what they are built on. */
export const BUILT_DISH =
  /\b(taco|burrito|quesadilla|enchilada|fajita|sandwich|sub|hoagie|panini|melt|club|blt|wrap|burger|gyro|nachos)s?\b/
export const BASE =
  /\b(tortillas?|bread|toast|buns?|rolls?|bagel|pita|wrap|english muffin|taco shells?|tostada shells?(, corn)?|flatbread|croissant|tortilla chips)$/i

/**
 * "taco with a tortilla, ground beef and cheese", "sandwich with 2 slices of rye, turkey and swiss": a dish followed
 * "with" the bread or tortilla it is built on lists its parts, so the parts are the meal and the dish's own table
 * entry would count them twice.
 */
export function builtFromListedBase(prev: Found, f: Found): boolean {
  return (
    f.joiner === 'with' &&
    !prev.user &&
    isCountedOnly(prev.parsed) &&
    isDish(prev.ref?.food) &&
    BUILT_DISH.test(prev.ref?.food.name ?? '') &&
    !!f.ref &&
    !f.user &&
    BASE.test(f.ref.food.name) &&
    !isPartOf(prev, f)
  )
}

/** A typed measure: a unit, a weight or volume, or a count of more than one ("2 slices", "4 oz", "3 eggs"). */
export const isMeasured = (p: ParsedItem): boolean => p.unit !== null || p.measure !== null || (p.count ?? 1) > 1

/** Words of a bread or tortilla a dish may be built on ("2 slices of toast", "corn tortillas"). */
export const BREAD_WORD =
  /^(toast|bread|buns?|rolls?|tortil+as?|bagels?|pitas?|sourdough|rye|wheat|ciabatta|baguette|brioche|shells?|wraps?|croissants?)$/

/** Whether food words (`tokens`, as typed) end with one of the foods the table says `dish` is made of. */
export function namesPartOf(dish: Found, tokens: readonly string[]): boolean {
  const words = ` ${stemAll([...tokens]).join(' ')}`
  // ("cherry tomatoes" are the salad's tomatoes.)
  return !!dish.ref?.food.includes?.some((inc) => words.endsWith(` ${stemAll(inc.split(' ')).join(' ')}`))
}

/**
 * "a chicken caesar salad with 2 cups romaine, 4 oz chicken, 2 tbsp dressing", "a turkey sandwich with 2 slices
 * bread, 3 oz turkey, …": a dish named once, then "with" measured parts of it, is those parts; its own entry would
 * count them twice. A sandwich, burger or taco is spelled out when its bread or tortilla is among the parts ("a blt
 * with 3 strips of bacon, lettuce, tomato and 2 slices of toast"; "a burger with 2 slices of cheese" is a burger with
 * extra cheese); another dish by a measured part of it and another measured food after it.
 */
export function measuredPartsWith(
  prev: Found,
  f: Found,
  after: { measuredFollows: () => boolean; baseFollows: () => boolean },
): boolean {
  if (f.joiner !== 'with' || prev.user || f.user || !f.ref || !isMeasured(f.parsed)) return false
  if (!isOneUnmeasured(prev.parsed) || !isDish(prev.ref?.food)) return false
  if (BUILT_DISH.test(prev.ref?.food.name ?? '')) {
    return BASE.test(f.ref.food.name) || (isPartOf(prev, f) && after.baseFollows())
  }
  return isPartOf(prev, f) && after.measuredFollows()
}

/**
 * "latte with whole milk": the milk is part of the latte. Returns the better-named drink
 * ("oat milk latte") when the table has one, the same food otherwise, or null when `f` is not
 * contained in `prev`.
 */
export function absorbInto(prev: Found, f: Found, tiers: FoodIndex[]): ReferenceMatch | null {
  // "burger on a bun", "hot dog on a bun": the one bun it is served on is already in it.
  const servedOnOne = f.joiner === 'on' && isOneUnmeasured(f.parsed)
  // "turkey sandwich on a kaiser roll", "turkey burger on a whole wheat bun": a dish made with a bread is served on its
  // one bread, whichever bread is said.
  const ownBread = (prev.ref?.food.includes ?? []).some((inc) => /\b(?:bun|bread|roll)$/.test(inc))
  if (servedOnOne && ownBread && !prev.user && f.stems.some((t) => BREAD_WORD.test(t))) return prev.ref ?? null
  if ((hasAmount(f.parsed) && !servedOnOne) || !isPartOf(prev, f)) return null
  const variant = matchInTables([...f.stems, ...(prev.ref?.keyTokens ?? [])], tiers)
  // The variant is a kind of `prev` ("oat milk latte"), never `f` itself ("hamburger" + "bun" is not a "hamburger bun",
  // "caesar salad" + "dressing" no "salad dressing, caesar").
  const better = variant && variant.level !== 'partial' && variant.covered > (prev.ref?.covered ?? 0)
  const head = variant ? nameTokens(variant.food.name.split(',')[0]).map(stem) : []
  const kindOfF = f.stems.includes(head.at(-1) ?? '')
  return better && variant.food !== f.ref?.food && !kindOfF ? variant : prev.ref
}

/** Joiners after which an item may belong to the one before: "with", "on", "in". */
export const isWithLike = (joiner: MealSegment['joiner']): boolean =>
  joiner === 'with' || joiner === 'on' || joiner === 'in'

/** Loaf breads that come in slices (not a roll, bun, bagel or pita). */
export const SLICED_BREAD = /^(white|whole wheat|multigrain|sourdough|rye) bread$/

/**
 * Gives `amount` to the unmeasured items at the end of `found`, back to the start of their list; a dish named by two
 * foods ("red beans and rice, a cup each") gets it once for each.
 */
export function shareBackwards(found: Found[], amount: ParsedItem): void {
  // "ham and swiss on a kaiser roll, 2 slices each": of the foods listed, not of the roll they are on.
  const last = found.length - 1
  const onBread = last > 0 && found[last].joiner === 'on' && found[last].stems.some((t) => BREAD_WORD.test(t))
  for (let k = onBread ? last - 1 : last; k >= 0 && !hasAmount(found[k].parsed); k -= 1) {
    // (Only a dish alone, measured: "mac n cheese and broccoli, a cup each" or "fish and chips, 1 each" are not.)
    const alone = found.length === 1 && amount.unit !== null
    const named = alone ? 1 + found[k].parsed.foodTokens.filter((t) => t === 'and' || t === 'n' || t === '&').length : 1
    const shared = amountOf(amount)
    found[k].parsed = { ...found[k].parsed, ...shared, count: (shared.count ?? 1) * named }
    if (found[k].joiner !== 'and' && found[k].joiner !== 'list') break
  }
}

export const isJoinedToPrevious = (f: Found): boolean =>
  f.joiner === 'with' || f.joiner === 'and' || f.joiner === 'list' || f.joiner === 'on'

/** Both name the same food of the user's or of a table. */
export function isSameFood(a: Found, b: Found): boolean {
  if (a.user || b.user) return !!a.user && !!b.user && a.user.food.id === b.user.food.id
  if (!a.ref || !b.ref) return false
  // ("oatmeal, 1/2 cup dry oats": the same food said cooked, then dry; the amount restating it takes its form too.)
  const [x, y] = [a.ref.food, b.ref.food]
  const variants = (f: typeof x): (string | undefined)[] => [f.id, f.dryVariant, f.cookedVariant]
  return variants(x).includes(y.id) || variants(y).includes(x.id)
}

/** Fats spread thin on bread. */
export const SPREAD = /^(butter|margarine|whipped butter)$/
const BREADLIKE = /\b(bread|toast|bagel|muffin|roll|biscuit|croissant|scone|cornbread)s?$/

/** The bread-like item among the last two (the spread may follow a jam: "muffin with jam and butter"). */
export function breadBefore(found: Found[]): Found | null {
  // (By its name, or by the word typed for it: "2 slices sourdough toast" is USDA's "Bread, french or vienna, toasted".)
  const breadLike = (f: Found): boolean =>
    BREADLIKE.test(f.ref?.food.name ?? '') || BREADLIKE.test(f.stems.at(-1) ?? '')
  return found.slice(-2).find((f) => !f.user && breadLike(f)) ?? null
}

const CUT_WORDS = new Set(['skin', 'on', 'off', 'bone', 'in', 'with', 'without', 'no', 'removed', 'the', '(', ')'])

/** "skin on", "bone in", "no skin": how the item before was cut (its entry already says so), not a food. */
export const describesTheCut = (tokens: readonly string[]): boolean =>
  tokens.some((t) => t === 'skin' || t === 'bone') && tokens.every((t) => CUT_WORDS.has(t))

/**
 * "1 cup vanilla froyo, soft serve": words after a comma that only restate the entry matched before (its name or
 * USDA description holds every one of them) describe that food, not a second one.
 */
export function restatesPrevious(prev: Found | undefined, tokens: readonly string[]): boolean {
  if (!prev?.ref || prev.user) return false
  // Size words say which one ("oreo mcflurry, regular size", "pizza slice, 12 inch hand tossed"), not another food.
  const words = stemAll([...tokens]).filter(
    (t) => /^[a-z]/.test(t) && !/^(a|an|the|of|size|regular|small|medium|large|extra|jumbo)$/.test(t),
  )
  if (words.length === 0) return tokens.length > 0
  const described = new Set(stemAll(`${prev.ref.food.name} ${prev.ref.food.source}`.toLowerCase().split(/[^a-z]+/)))
  // "coffee, black", "tea, decaf": how a drink is served.
  if (prev.ref.food.liquid) for (const style of ['black', 'decaf', 'straight', 'neat']) described.add(style)
  return words.every((w) => described.has(w))
}

/** The words of a name that say which food it is (not "n" of "egg n cheese", "the", a cooking word or a number). */
const foodWords = (stems: readonly string[]): string[] => stems.filter((s) => s.length > 2 && isContent(s))

/**
 * "chicken adobo, 2 thighs w the sauce…", "steak fajitas at the mexican place, maybe 6 oz steak, …", "egg n cheese on
 * a bagel, 2 fried eggs + 1 slice american": the unmeasured foods named before the first comma are restated, measured,
 * by the list after it (the caller checks the list measures at least two foods: a breakdown, not a side). Answers the
 * index in `found` (among the first `groupEnd`) of the unmeasured food that `f` names again (a food word in common
 * with what was typed for it, or a part of it when `partsListed` counts two or more measured parts of it), or -1.
 */
export function labelRestatedBy(
  found: readonly Found[],
  groupEnd: number,
  f: Found,
  partsListed: (dish: Found) => number,
): number {
  if (f.user || !f.ref || !hasAmount(f.parsed) || (f.joiner !== 'list' && f.joiner !== 'and')) return -1
  // The words typed and the curated name ("2 thighs" is a chicken thigh); a USDA description names too much
  // ("caesar salad, 2 tbsp caesar dressing" is no breakdown of the salad).
  const curatedName = f.ref.food.origin === 'usda' ? [] : stemAll(f.ref.food.name.toLowerCase().split(/[^a-z]+/))
  const named = new Set(foodWords([...f.stems, ...curatedName]))
  return found.findIndex(
    (e, i) =>
      i < groupEnd &&
      !e.user &&
      !!e.ref &&
      // ("yogurt bowl - 200g greek yogurt, …": what it is served in is no amount of it.)
      (!hasAmount(e.parsed) || !!e.amountAssumed || (e.parsed.count === null && isCountedOnly(e.parsed))) &&
      // "old fashioned, 2oz bourbon n a sugar cube": parts the dish is made of restate it too, when two or more of
      // them are listed ("caesar salad, 4 oz grilled chicken, 2 breadsticks" is a salad with chicken).
      (foodWords(e.stems).some((s) => named.has(s)) || (isPartOf(e, f) && partsListed(e) >= 2)),
  )
}

/** Dishes named by a plainer word that restates their amount ("egusi soup …, about a cup of soup"). */
const HEAD_NOUNS = new Set(['soup', 'stew', 'curry', 'chili', 'porridge', 'oatmeal', 'smoothie', 'shake', 'juice'])

/** Whether `f`, measured, is only the head word of the dish `named` ("a cup of soup" of "egusi soup"). */
export function restatesHead(named: Found, f: Found): boolean {
  const words = f.stems.filter(isContent)
  const head = named.stems.filter(isContent)
  return (
    head.length > 1 && words.length === 1 && words[0] === head.at(-1) && HEAD_NOUNS.has(words[0]) && !!f.parsed.unit
  )
}

/** What is added to a sandwich or burger rather than served beside it: cheese, bacon, avocado. */
export const ADD_ON = /\b(?:cheese|provolone|cheddar|swiss|mozzarella|pepper jack|american|bacon|avocado)\b/i

/** "2 mugs of coffee w 2 tbsp creamer each": how many were counted before (with that much with every one). */
export function countedBefore(counted: ParsedItem | undefined): number {
  return counted && !counted.measure && (!counted.unit || !unitInfo(counted.unit).measure) ? (counted.count ?? 1) : 1
}
