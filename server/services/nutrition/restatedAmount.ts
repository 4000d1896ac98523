import { isContent } from './foodMatcher'
import { stem } from './textNormalizer'
import { type ParsedItem, parseItem } from './itemParser'
import { type Amount, amountOf, hasAmount } from './sharedAmounts'
import type { ReferenceFood } from './types'
import { DRY_WORDS } from './preparedVariant'
import { unitInfo } from './unitConverter'

/** Words that make an amount a guess ("prob 4 oz", "like 40g", "maybe 2 cups", "about 1/2 cup"). */
const HEDGES = new Set('about bout abt ish like maybe prob probably approx roughly around guess so or'.split(' '))
/** Who a dish was shared with ("split it w my gf so prob 4 oz"): no food. */
const SHARED_WITH = new Set('gf bf wife husband partner friend kid son daughter mom dad'.split(' '))
/** Words a hedged amount restates the food with ("prob 6oz of meat off the bone"). */
const RESTATING = new Set('meat bone off total all worth heated reheated warmed microwaved up them those'.split(' '))

const noFood = (p: ParsedItem): boolean =>
  p.foodTokens.every((t) => HEDGES.has(t) || SHARED_WITH.has(t) || RESTATING.has(t) || !isContent(t))

/**
 * "prob 6oz of meat off the bone", "like 2 cups total", "prob a third of the sandwich" (after a pb&j): a hedged
 * amount whose words name no food of their own, or only words of the food before (`named`, stemmed).
 */
export function hedgedRestatement(tokens: readonly string[], parsed: ParsedItem, named: readonly string[]): boolean {
  if (!hasAmount(parsed) || !tokens.some((t) => HEDGES.has(t))) return false
  return noFood({ ...parsed, foodTokens: parsed.foodTokens.filter((t) => !named.includes(stem(t))) })
}

/**
 * The amount words with no food restate for the item before them ("rice, 1 cup"; "a handful of dried mango, like
 * 40g"), or null: an amount belongs to an item without one, and a hedged amount replaces the one it has.
 */
export function restatedAmount(tokens: readonly string[], parsed: ParsedItem, before: Amount | null): Amount | null {
  if (!before || !hasAmount(parsed)) return null
  if (tokens.some((t) => HEDGES.has(t))) {
    if (!noFood(parsed)) return null
    // "ate maybe 2/3 of it": a share of the amount before, not 2/3 of a piece.
    return shareOf(parsed, before) ?? amountOf(parsed)
  }
  // "a burrito, ate half", "split a pizza, had a third": a share of it.
  const share = ['ate', 'had', 'only'].some((t) => tokens.includes(t)) ? shareOf(parsed, before) : null
  if (share) return share
  // "split a large pizza w my bf, i had 3 slices": how much of it was eaten, counted in its slices or pieces.
  const eaten = ['ate', 'had'].some((t) => tokens.includes(t)) && noFood(parsed)
  if (eaten && parsed.count !== null && (parsed.unit === 'slice' || parsed.unit === 'piece')) return amountOf(parsed)
  // "campbells chicken noodle, 1 can made w water": how it was made is no other food.
  const plain = parsed.foodTokens.every((t) => MADE.has(t) || !isContent(t))
  return (isVague(before) || packedBy(before, parsed)) && plain ? amountOf(parsed) : null
}

/**
 * "2 bakery cookies, about 60g each", "2 chicken thighs, 4 oz each": a weight or volume of each of the pieces counted
 * before (no unit of their own), or null.
 */
export function eachPieceAmount(parsed: ParsedItem, before: Amount): Amount | null {
  const counted = (before.count ?? 0) >= 1 && before.unit === null && before.measure === null
  const weighed = parsed.unit !== null && unitInfo(parsed.unit).measure
  return counted && weighed && noFood(parsed)
    ? { ...amountOf(parsed), count: (before.count ?? 1) * (parsed.count ?? 1) }
    : null
}

/** No amount, or only what it was served in ("a bowl of frosted flakes, 1.5 cups": the cups say how much). */
const isVague = (a: Amount): boolean =>
  !hasAmount(a) || ((a.unit === 'bowl' || a.unit === 'plate') && (a.count ?? 1) === 1 && !a.measure && !a.size)

/**
 * One bag, of any size, weighed after it ("small bag of plantain chips, 1.5 oz": the ounces say how much). A box or
 * packet weighs a dry product (ramen, oatmeal, mac n cheese), so its weight is not the food's as eaten.
 */
const packedBy = (a: Amount, weighed: Amount): boolean =>
  a.unit === 'bag' && (a.count ?? 1) === 1 && (weighed.unit === 'g' || weighed.unit === 'oz')

/** Words an amount after a food may say of how it was made ("1 can made w water", "1 cup cooked"). */
const MADE = new Set(['made', 'prepared', 'cooked', 'heated', 'warmed', 'total', 'dry', 'uncooked', 'raw'])

/** "ate maybe 2/3 of it": a share of the amount before (of one usual serving when none was said), not of a piece. */
function shareOf(parsed: ParsedItem, before: Amount): Amount | null {
  const share = parsed.count !== null && parsed.count < 1 && parsed.unit === null && parsed.measure === null
  if (!share) return null
  if (!hasAmount(before)) return { count: parsed.count, unit: 'serving', size: null, measure: null }
  return { ...amountOf(before), count: (before.count ?? 1) * (parsed.count ?? 1) }
}

/** Words of coffee drinks and what goes in them, whose "shots" are espresso. */
const COFFEE = new Set('latte lattes coffee espresso americano cappuccino mocha macchiato flat milk'.split(' '))

/** Words that say an amount is of the food before it was cooked ("1/2 cup uncooked", "(2 oz dry)", "6oz raw"). */
export { DRY_WORDS }

/** Words that count the pieces of the food before them ("(prob 8 cookies)", "(about 20 chips)"). */
const PIECE_NOUNS = new Set('piece pc cookie cracker chip candy bite square nugget ball fish'.split(' '))

/** "prob 8 cookies", "about 20 chips": a count of pieces (of at least 2), hedged or not, naming no food. */
const countsPieces = (p: ParsedItem): boolean => {
  const words = p.foodTokens.filter((t) => !HEDGES.has(t))
  return (
    (p.count ?? 0) >= 2 &&
    p.unit === null &&
    p.measure === null &&
    words.length === 1 &&
    PIECE_NOUNS.has(stem(words[0]))
  )
}

/** Words that join a dish's parts in its name: "spaghetti and meatballs", "chicken n dumplings", "rice w beans". */
const AND = new Set(['and', 'n', '&'])
const WITH = new Set(['with', 'w'])

/**
 * Whether the words counted in parentheses (`counted`) name one part of the dish named before them (`outer`): the part
 * beside an "and" ("spaghetti and meatballs (4 meatballs)", "egg and cheese sandwich (2 eggs)"), just after a "with"
 * or just before the dish's own word ("falafel wrap (4 falafel)"); not the dish itself ("ham and cheese sandwich (2 sandwiches)", "toast with peanut butter (2 toast)").
 */
function countsAPart(outer: readonly string[], counted: readonly string[]): boolean {
  const part = counted.filter((t) => !HEDGES.has(t)).map(stem)
  const words = outer.map(stem)
  if (part.length !== 1) return false
  const at = words.lastIndexOf(part[0])
  // ("falafel wrap (4 falafel)", "shrimp tacos (6 shrimp)": the filling said before the dish's own word.)
  const filling = FILLED.test(words[at + 1] ?? '') && !DISH_WORD.test(part[0])
  return at >= 0 && (AND.has(words[at - 1]) || WITH.has(words[at - 1]) || AND.has(words[at + 1]) || filling)
}

/** Dishes a filling's name comes before ("falafel wrap", "shrimp tacos"). */
const FILLED = /^(?:wrap|sandwich|pita|burrito|taco|sub|roll)s?$/
/** Dishes counted themselves, no filling ("taco plate (3 tacos)"). */
const DISH_WORD = /^(?:taco|burrito|enchilada|sub|roll|sandwich|wrap|quesadilla|slider)/

/**
 * An amount in parentheses, and the words without it: "a few slices of fried plantain (about 1/2 cup)" gives the
 * amount meant, "2 eggs (large)" only a size, "2 chicken thighs (about 4 oz each)" the amount of each piece counted
 * before it, "(1/2 cup dry)" the amount of the dry food, "(prob 8 cookies)" a count of its pieces, and a coffee drink's
 "(2 shots)" nothing (its espresso). A count alone ("crackers (6)") and parentheses holding a food are left as they are.
 */
export function amountInParentheses(
  tokens: readonly string[],
  outer: (rest: string[]) => Amount,
): { tokens: string[]; amount: Amount } | null {
  const open = tokens.indexOf('(')
  const close = tokens.indexOf(')', open + 1)
  if (open < 0 || close < 0) return null
  const words = tokens.slice(open + 1, close)
  const inner = parseItem(words.filter((t) => t !== 'each' && !DRY_WORDS.has(t)))
  // "grande latte w 2% milk (2 shots)": the espresso shots of a coffee drink, not an amount of the milk.
  if (inner.unit === 'shot' && noFood(inner) && tokens.some((t) => COFFEE.has(t))) {
    const rest = [...tokens.slice(0, open), ...tokens.slice(close + 1)]
    return { tokens: rest, amount: outer(rest) }
  }
  // "spaghetti and meatballs (4 meatballs)": a count of one of the dish's parts says what it held, not how many dishes.
  if (inner.count !== null && inner.unit === null && countsAPart(tokens.slice(0, open), inner.foodTokens)) {
    const rest = [...tokens.slice(0, open), ...tokens.slice(close + 1)]
    return { tokens: rest, amount: outer(rest) }
  }
  if (!hasAmount(inner) || (!noFood(inner) && !countsPieces(inner))) return null
  // "oatmeal (1/2 cup dry)": the amount of the dry food.
  const dry = words.some((t) => DRY_WORDS.has(t)) ? ['dry'] : []
  const rest = [...tokens.slice(0, open), ...dry, ...tokens.slice(close + 1)]
  const before = outer(rest)
  if (inner.unit === null && inner.measure === null) {
    // "half a sleeve of thin mints (prob 8 cookies)": that many of its pieces.
    if (countsPieces(inner))
      return { tokens: rest, amount: { count: inner.count, unit: 'piece', size: null, measure: null } }
    return inner.size && inner.count === null ? { tokens: rest, amount: { ...before, size: inner.size } } : null
  }
  const perPiece = words.includes('each') && (before.count ?? 1) > 1
  return {
    tokens: rest,
    amount: perPiece ? { ...amountOf(inner), count: (before.count ?? 1) * (inner.count ?? 1) } : amountOf(inner),
  }
}

/**
 * "mozzarella sticks, ate 4 of them", "wings - had 6 of those", "pancakes, had 3 large ones", "reese's cups, the 2 pack": a count of the pieces of
 * the food before (`typed`: the words typed for it). Answers its
 * new amount when a piece's weight is known, null when it is not (then
 * the count says nothing about how much), undefined when the words are not such a count.
 */
export function piecesOfThem(
  tokens: readonly string[],
  parsed: ParsedItem,
  food: ReferenceFood | null,
  typed: readonly string[],
): Amount | null | undefined {
  const [word, ...rest] = parsed.foodTokens
  const ofThem = rest.length === 0 && /^(them|those|these|ones)$/.test(word ?? '') && !parsed.unit
  // "reese's cups, the 2 pack", "hostess cupcakes, a 2 pack": a pack of that many pieces ("2 packs" are packs).
  const pack = /^(the|a)$/.test(tokens[0] ?? '') && tokens.includes('pack') && (parsed.count ?? 0) >= 2
  if ((!ofThem && !pack) || parsed.count === null || parsed.count < 1 || parsed.measure) return undefined
  // The pieces its name counts ("sushi rolls, 2 of them"), else its pieces.
  const unit = typed.map(stem).find((t) => t !== 'piece' && food?.portions[t] !== undefined) ?? 'piece'
  if (!food?.portions[unit]) return ofThem ? null : undefined
  // ("pancakes, had 3 large ones": that many of its large ones.)
  return parsed.size && unit === 'piece' && food.portions[parsed.size]
    ? { count: parsed.count, unit: null, size: parsed.size, measure: null }
    : { count: parsed.count, unit, size: null, measure: null }
}

/** Words of "ate half of it", "i had a third of the batch": who ate, and what of. */
const OF_THE_BATCH = new Set('i ate had eat of it that the batch pan pot recipe them whole thing'.split(' '))

/**
 * "…, ate half of it", "i ate a third": the share eaten of all that was just listed (a batch cooked from its parts),
 * or null. Only a share (less than one) said by who ate it, with no food named.
 */
export function batchShare(tokens: readonly string[], parsed: ParsedItem): number | null {
  if (!tokens.some((t) => t === 'ate' || t === 'had')) return null
  const share = parsed.count !== null && parsed.count < 1 && parsed.unit === null && parsed.measure === null
  const words = parsed.foodTokens.filter((t) => !HEDGES.has(t))
  return share && words.every((t) => OF_THE_BATCH.has(t)) ? parsed.count : null
}
