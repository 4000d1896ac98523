import type { FoodIndex, IndexEntry } from './foodIndex'
import { brandWords, descriptionOf, isComputedDish, ORDINARY_MAKERS, usdaEntry } from './foodSource'
import { nameTokens } from './textNormalizer'
import { COOKING, cookedIs, HEAT_WORDS, isContent } from './foodWords'
import { correctTypos } from './typoCorrection'
import type { ReferenceFood } from './types'

export { COOKING, FILLER, HEAT_WORDS, isContent } from './foodWords'

/** How a reference food was found: a contiguous name, all its words in any order, or a partial name. */
export type MatchLevel = 'exact' | 'subset' | 'partial'

/** A reference food found in a piece of text. */
export interface ReferenceMatch {
  food: ReferenceFood
  /** How many words of the text the match accounts for. */
  covered: number
  level: MatchLevel
  keyTokens: string[]
  /** For an exact match: where its words end in the text (the name nearer the end names the food: "strawberry yoplait"). */
  end?: number
}

/** Words of a raw or dry state: a name with one is not the food as eaten, unless the text says so too. */
const UNCOOKED_WORDS = new Set(['raw', 'dry', 'uncooked', 'unprepared', 'mix'])

/** Size words in product names ("big bite", "fun size"): a name with one the text does not say is another product. */
const SIZED = new Set(['big', 'mini', 'jumbo', 'giant', 'fun'])

/**
 * Whether a key's words, or its food's name, are of a raw or dry state: a synonym may leave it out ("mahimahi fish" of
 * "Fish, mahimahi, raw"); "cooked, dry heat" is a way of cooking.
 */
const isUncooked = (entry: IndexEntry): boolean =>
  entry.tokens.some((t, i) => UNCOOKED_WORDS.has(t) && !(t === 'dry' && entry.tokens[i + 1] === 'heat')) ||
  UNCOOKED_NAME.test(entry.food.name)

/** A food name of a raw or dry state ("Fish, mahimahi, raw"; "cooked, dry heat" is not). */
export const UNCOOKED_NAME = /\b(raw|uncooked|unprepared|mix|dry(?! heat))\b/i

function better(a: IndexEntry, b: IndexEntry): boolean {
  return Number(a.isName) - Number(b.isName) > 0 || (a.isName === b.isName && a.order < b.order)
}

/** Longest contiguous run of words that is a key; cooking words may also be moved in front ("eggs scrambled"). */
function exactMatch(q: string[], index: FoodIndex): ReferenceMatch | null {
  const cooking = q.filter((t) => COOKING.has(t))
  let best: { entry: IndexEntry; covered: number; end: number } | null = null
  const consider = (entry: IndexEntry | undefined, covered: number, end: number): void => {
    if (!entry) return
    if (!best || covered > best.covered || (covered === best.covered && end > best.end)) best = { entry, covered, end }
  }
  const maxLen = Math.min(q.length, index.maxKeyLength)
  for (let len = maxLen; len >= 1; len -= 1) {
    for (let start = 0; start + len <= q.length; start += 1) {
      const gram = q.slice(start, start + len)
      if (len === 1 && !isContent(gram[0]) && !COOKING.has(gram[0])) continue
      consider(index.exact.get(gram.join(' ')), len, start + len)
      for (const c of cooking) {
        if (gram.includes(c) || !cookedIs(q, c, gram)) continue
        consider(index.exact.get(`${c} ${gram.join(' ')}`), len + 1, start + len)
      }
    }
  }
  const found = best as { entry: IndexEntry; covered: number; end: number } | null
  return found
    ? { food: found.entry.food, covered: found.covered, level: 'exact', keyTokens: found.entry.tokens, end: found.end }
    : null
}

/** Every word of a key present in the text, in any order ("breast of chicken" → chicken breast). */
function subsetMatch(q: string[], index: FoodIndex): ReferenceMatch | null {
  const set = new Set(q)
  let best: IndexEntry | null = null
  for (const t of set) {
    for (const entry of index.byToken.get(t) ?? []) {
      // Lists are sorted by length: nothing further can fit in the text.
      if (entry.tokens.length > set.size) break
      if (entry.tokens.length < 2 || !entry.tokens.every((k) => set.has(k))) continue
      if (!entry.tokens.every((c) => !COOKING.has(c) || cookedIs(q, c, entry.tokens))) continue
      if (
        !best ||
        entry.tokens.length > best.tokens.length ||
        (entry.tokens.length === best.tokens.length && better(entry, best))
      )
        best = entry
    }
  }
  return best ? { food: best.food, covered: best.tokens.length, level: 'subset', keyTokens: best.tokens } : null
}

/**
 * Every content word of the text inside one key ("cheddar" → cheddar cheese). The lowest cost wins: the key's length,
 * 3 more for a raw or dry state the text does not say, 2 more for each size word it does not say, 1 less for each of
 * the text's cooking words the key has; then names before synonyms, then table order.
 */
function partialMatch(
  q: string[],
  index: FoodIndex,
  accept: (m: ReferenceMatch) => boolean = () => true,
): ReferenceMatch | null {
  const content = [...new Set(q.filter(isContent))]
  if (content.length === 0) return null
  const lists = content.map((t) => index.byToken.get(t) ?? [])
  const candidates = lists.reduce((a, b) => (b.length < a.length ? b : a))
  const uncooked = q.some((t) => UNCOOKED_WORDS.has(t))
  let best: { entry: IndexEntry; cost: number } | null = null
  for (const entry of candidates) {
    if (!content.every((t) => entry.tokens.includes(t))) continue
    // Fewest words first; a food as eaten over its raw or dry state unless the text says so ("a roasted cornish hen":
    // the roasted one, not the raw one of shorter name); the text's cooking words count for the name that has them.
    const cost =
      entry.tokens.length +
      (!uncooked && isUncooked(entry) ? 3 : 0) +
      // A size the text does not say is another product ("mini wheats" are not the "big bite" ones).
      2 * entry.tokens.filter((t) => SIZED.has(t) && !q.includes(t)).length -
      q.filter((t) => COOKING.has(t) && entry.tokens.includes(t)).length
    if (best && (cost > best.cost || (cost === best.cost && !better(entry, best.entry)))) continue
    const m: ReferenceMatch = { food: entry.food, covered: content.length, level: 'partial', keyTokens: entry.tokens }
    if (accept(m)) best = { entry, cost }
  }
  return best
    ? { food: best.entry.food, covered: content.length, level: 'partial', keyTokens: best.entry.tokens }
    : null
}

/** Exact or subset match in one table, whichever accounts for more words (exact on ties). */
export function matchReference(q: string[], index: FoodIndex): ReferenceMatch | null {
  const exact = exactMatch(q, index)
  const subset = subsetMatch(q, index)
  if (subset && (!exact || subset.covered > exact.covered)) return subset
  return exact
}

/** Words of USDA descriptions that say how a food is sold, not which food it is ("ready-to-drink", "flavor"). */
export const DESCRIPTOR: ReadonlySet<string> = new Set(
  (
    'ready drink serve flavor flavored commercially prepared regular shelf stable fluid enriched include recipe ' +
    'variety by product'
  ).split(' '),
)

/**
 * A partial match worth more than an exact one of fewer words: not a dish, at most four words the text does not have
 * (not counting DESCRIPTOR words), not a combination named for something else (below), and the exact match's words
 * still side by side in it ("cookies, coconut macaroon" for "coconut macaroons"; "milk chocolate with almonds" is not
 * "chocolate almond milk", whose "almond milk" it splits).
 */
function closeName(q: string[], partial: ReferenceMatch, exact: ReferenceMatch): boolean {
  const named = new Set(partial.keyTokens.filter((t) => isContent(t) && !DESCRIPTOR.has(t)))
  const extra = [...named].filter((t) => !q.includes(t)).length
  if (extra > 4) return false
  // A dish or fast-food item is not a closer name for its parts ("egg, cheese" is not an Egg McMuffin).
  const food = partial.food
  if (food.includes?.length || isComputedDish(food) || /^Fast foods/i.test(usdaEntry(food)?.description ?? ''))
    return false
  // A combination is not a closer name for what goes with it or for one of its foods: "croissan'wich with egg and
  // cheese" or "sausage, egg and cheese breakfast biscuit" is not "egg, cheese" ("mcflurry with oreo cookies" is an
  // "oreo mcflurry").
  const withAt = partial.keyTokens.indexOf('with')
  if (withAt >= 0 && !partial.keyTokens.slice(0, withAt).some((t) => q.includes(t))) return false
  // (A maker's, when the words are only the ones its "and" joins, with any word more: "egg cheese" is no Croissan'wich
  // with egg and cheese; "croissanwich egg" is.)
  const joined = partial.keyTokens.filter((_t, i, all) => all[i - 1] === 'and' || all[i + 1] === 'and')
  const fillingsOnly = q.filter(isContent).every((t) => joined.includes(t))
  const more = brandWords(food).length > 0 && fillingsOnly ? 1 : 2
  if (extra >= more && partial.keyTokens.includes('and') && !q.includes('and')) return false
  const run = exact.keyTokens.join(' ')
  return ` ${partial.keyTokens.join(' ')} `.includes(` ${run} `)
}

/**
 * Finds the food named by stemmed words `q` in tables tried in priority order (curated, then the rest of USDA,
 * then imported): an exact/subset match in a later table wins when it accounts for more of the words ("curry
 * powder" is USDA's, not the curated "curry"), or as many ending later ("strawberry yoplait"); a close name holding every word (`closeName`) in any table beats it;
 * other partial names only when nothing else matched; typos are corrected last.
 */
export function matchInTables(q: string[], tiers: FoodIndex[], context: readonly string[] = q): ReferenceMatch | null {
  const found = findInTables(q, tiers)
  return found && (genericInstead(q, found, tiers, context) ?? found)
}

/**
 * A food no brand makes, holding every word of the text and of the brand's matched name, instead of a brand's product when the text (`context`, the
 * whole meal's words) names neither the brand nor the product: "vanilla shake" is a milk shake, not Burger King's
 * (unless from Burger King); "crunch bar" stays Nestlé's and "big mac" McDonald's. A food of the curated list stays as
 * chosen.
 */
function genericInstead(
  q: string[],
  found: ReferenceMatch,
  tiers: FoodIndex[],
  context: readonly string[],
): ReferenceMatch | null {
  if (found.food.origin !== 'usda') return null
  const brand = brandWords(found.food).flatMap(nameTokens)
  if (brand.length === 0 || brand.some((t) => context.includes(t) && !ORDINARY_MAKERS.has(t))) return null
  // A name given to the product on purpose (an alias: "muscle milk" is the bottle) stays.
  const own = new Set(nameTokens(descriptionOf(found.food)))
  if (!found.keyTokens.every((t) => own.has(t))) return null
  // It must hold every word the brand's name matched, cooking words too ("shredded wheat" is no wheat cracker, and an
  // alias such as "muscle milk" holds its brand).
  const matched = found.keyTokens.filter((t) => q.includes(t))
  // A food holding the product's name word for word is the same product in another form (Muscle Milk's powder).
  const run = ` ${found.keyTokens.join(' ')} `
  const holds = (m: ReferenceMatch): boolean =>
    matched.every((t) => m.keyTokens.includes(t)) &&
    (found.keyTokens.length < 2 || !` ${m.keyTokens.join(' ')} `.includes(run))
  for (const ix of tiers) {
    const generic = partialMatch(q, ix, (m) => brandWords(m.food).length === 0 && holds(m))
    if (generic) return generic
  }
  return null
}

/** A matched name with no cooking word, its words of food, and whether a heat word is among them. */
const plain = (r: ReferenceMatch): boolean => !r.keyTokens.some((t) => COOKING.has(t))
const foodWords = (r: ReferenceMatch): number => r.keyTokens.filter(isContent).length
const heated = (r: ReferenceMatch): boolean => r.keyTokens.some((t) => HEAT_WORDS.includes(t))

function findInTables(q: string[], tiers: FoodIndex[]): ReferenceMatch | null {
  let best: ReferenceMatch | null = null
  for (const ix of tiers) {
    const m = matchReference(q, ix)
    // A later table's name of as many words wins when it ends later: the last words name the food ("strawberry
    // yoplait" is the yogurt, "banana bread" the bread).
    // (Names with a cooking word are left alone: "eggs scrambled" is the scrambled egg, not fast food's "egg, scrambled".)
    const later =
      !!best && m?.covered === best.covered && (m.end ?? -1) > (best.end ?? q.length) && plain(m) && plain(best)
    // A later table's name of as many words wins when more of them name food ("roasted turkey drumstick": USDA's
    // drumstick, not the curated "roasted turkey").
    const moreFood = !!best && m?.covered === best.covered && heated(best) && plain(m) && foodWords(m) > foodWords(best)
    if (m && (!best || m.covered > best.covered || later || moreFood)) best = m
  }
  const content = q.filter(isContent).length
  if (best && best.covered >= content) return best
  let partial: ReferenceMatch | null = null
  for (const ix of tiers) {
    // "coconut macaroons": one name holding every word ("Cookies, coconut macaroon") beats a name of some of them,
    // in whichever table has one ("chocolate almond milk": not the milk chocolate with almonds, USDA's drink).
    const exact = best
    const close = exact ? partialMatch(q, ix, (m) => m.covered > exact.covered && closeName(q, m, exact)) : null
    if (close) return close
    if (!best) partial ??= partialMatch(q, ix)
  }
  // "flour tortilas": a typo may leave only some of the words matched ("flour"); the corrected words may name more.
  const fixed = correctTypos(q, tiers, isContent)
  const corrected = fixed ? matchInTables(fixed, tiers) : null
  const fallback = best ?? partial
  if (corrected && (!fallback || corrected.covered > fallback.covered)) return corrected
  // "a whole roasted cornish hen": "whole" names no food here, only how much of it.
  // ("ate the whole plate" names no food.)
  const whole =
    !fallback && q.includes('whole')
      ? findInTables(
          q.filter((t) => t !== 'whole'),
          tiers,
        )
      : null
  return whole && whole.covered >= 2 ? whole : fallback
}

/**
 * The table's food a user's food is (its name matched exactly or by all its words), for its density and portion
 * weights; null when no table food has that name, so nothing is guessed from a partial name or a typo.
 */
export function referenceFoodNamed(name: string, tiers: FoodIndex[]): ReferenceFood | null {
  const q = nameTokens(name)
  for (const ix of tiers) {
    const m = q.length > 0 ? matchReference(q, ix) : null
    if (m && m.covered === q.filter(isContent).length) return m.food
  }
  return null
}
