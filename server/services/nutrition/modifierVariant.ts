import type { FoodIndex } from './foodIndex'
import { usdaEntry } from './foodSource'
import { DESCRIPTOR, isContent, type ReferenceMatch } from './foodMatcher'
import { nameTokens } from './textNormalizer'
import type { ReferenceFood } from './types'

/**
 * Words that tell a food's variants apart. Cooking methods are not among them (a cooking word the table knows
 * already names a prepared food, "fried egg"; others change little), nor cooked, dry or raw (`preparedVariant`).
 */
const QUALIFIERS = new Set(['sweetened', 'unsweetened', 'breaded', 'frozen', 'dried'])
/** A variant may carry this many words the text does not have (cooking words such as "canned" do not count). */
const MAX_EXTRA = 2

const nameCache = new WeakMap<ReferenceFood, Set<string>>()

/** The words of a food's own name (its USDA description for the USDA table), stemmed. */
export function nameWords(food: ReferenceFood): Set<string> {
  let words = nameCache.get(food)
  if (!words) {
    const description = usdaEntry(food)?.description ?? ''
    words = new Set([...nameTokens(food.name), ...nameTokens(description)])
    nameCache.set(food, words)
  }
  return words
}

const counts = (t: string): boolean => isContent(t) && !DESCRIPTOR.has(t)

/**
 * The same food as the text qualifies it, when the match left out a word that tells variants apart: "sweetened
 * applesauce" is USDA's sweetened applesauce, not the table's unsweetened one; "frozen chicken tenders" are the
 * breaded frozen ones, not a fast-food order. The variant must hold the matched name's words and the qualifying
 * words; of several, the one with fewest other words wins, earlier tables on ties. Other matches are returned as
 * they are.
 */
export function modifierVariant(ref: ReferenceMatch, q: readonly string[], tiers: FoodIndex[]): ReferenceMatch {
  const own = nameWords(ref.food)
  // A frozen raw food is the raw food ("a cup of frozen mango", "frozen shrimp"); frozen tenders are not takeout.
  const mods = q.filter((t) => QUALIFIERS.has(t) && !own.has(t) && !(t === 'frozen' && own.has('raw')))
  if (mods.length === 0) return ref
  const wanted = [...new Set([...ref.keyTokens, ...mods])]
  const text = new Set(q)
  let best: { food: ReferenceFood; extra: number } | null = null
  for (const ix of tiers) {
    for (const entry of ix.byToken.get(mods[0]) ?? []) {
      const words = nameWords(entry.food)
      if (entry.food === ref.food || !wanted.every((t) => words.has(t) || entry.tokens.includes(t))) continue
      const extra = [...new Set(entry.tokens)].filter((t) => counts(t) && !text.has(t)).length
      if (extra <= MAX_EXTRA && (!best || extra < best.extra)) best = { food: entry.food, extra }
    }
  }
  return best ? { ...ref, food: best.food } : ref
}

/** Whether scores `a` come before `b`, compared in order. */
function outranks(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, i) => value !== b[i])
  return at >= 0 && a[at] > b[at]
}

/**
 * The variant of a food the tables' entries holding `token` give best: `score` says how good an entry's food is (its
 * scores compared in order) or null when it is no such variant. Earlier tables and entries win ties.
 */
export function bestVariant(
  tiers: readonly FoodIndex[],
  token: string,
  score: (food: ReferenceFood, words: ReadonlySet<string>) => number[] | null,
): ReferenceFood | null {
  let best: { food: ReferenceFood; score: number[] } | null = null
  for (const ix of tiers) {
    for (const entry of ix.byToken.get(token) ?? []) {
      const scored = score(entry.food, nameWords(entry.food))
      if (scored && (!best || outranks(scored, best.score))) best = { food: entry.food, score: scored }
    }
  }
  return best?.food ?? null
}
