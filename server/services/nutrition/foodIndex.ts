import { makerOf } from './foodSource'
import { phraseLookup, type PhraseLookup } from './mealTextSplitter'
import { nameTokens } from './textNormalizer'
import type { ReferenceFood } from './types'

/** One searchable name of a food (its name or a synonym), as stemmed tokens. */
export interface IndexEntry {
  food: ReferenceFood
  tokens: string[]
  key: string
  isName: boolean
  /** Position in the table; earlier entries win ties. */
  order: number
}

/** Lookup structures over a food table, built once per table. */
export interface FoodIndex {
  /** Stemmed key ("scrambled egg") → the entry that owns it (names beat synonyms, then table order). */
  exact: Map<string, IndexEntry>
  /** Token → entries containing it, shortest names first (then names before synonyms, table order). */
  byToken: Map<string, IndexEntry[]>
  /** Every token of every key, for typo correction. */
  vocab: Set<string>
  /** Vocabulary by first letter, so typo correction scans only plausible words. */
  vocabByInitial: Map<string, string[]>
  /** Keys that contain a splitting word ("mac and cheese", "salt and pepper"). */
  joinedPhrases: string[][]
  /** Longest key length in tokens. */
  maxKeyLength: number
  /** Food by id (a food's dry or cooked variant is named by id). */
  byId: Map<string, ReferenceFood>
  /** The joined phrases indexed for the meal splitter. */
  joinedLookup: PhraseLookup
}

/** Words the meal splitter splits on; keys containing them must be kept together. */
export const JOIN_WORDS = new Set(['and', 'with', 'n', 'plus', 'on', 'in'])

const FROM_MIX = /\b(mix|unprepared)\b/i

/** Builds the lookup structures for `foods`. Prefer `getFoodIndex`, which caches per table. */
export function buildFoodIndex(foods: readonly ReferenceFood[]): FoodIndex {
  const byId = new Map(foods.map((food) => [food.id, food]))
  const exact = new Map<string, IndexEntry>()
  const byToken = new Map<string, IndexEntry[]>()
  const vocab = new Set<string>()
  const joined = new Map<string, string[]>()
  let maxKeyLength = 1
  const all: IndexEntry[] = []
  foods.forEach((food, order) => {
    const names = [food.name, ...food.synonyms]
    names.forEach((name, n) => {
      const tokens = nameTokens(name)
      if (tokens.length === 0) return
      all.push({ food, tokens, key: tokens.join(' '), isName: n === 0, order })
    })
  })
  // Names first, then synonyms, then the names and synonyms of a maker's products ("animal crackers" are the plain ones,
  // not Keebler's), each in table order: the first owner of a key keeps it; of foods sharing a
  // synonym, one made from a mix or sold unprepared comes last ("banana cream pie" is the pie from the recipe).
  // (Each food's maker and mix are read once, not at every comparison of the sort.)
  const made = new Map(foods.map((food) => [food, (makerOf(food) ? 4 : 0) + (FROM_MIX.test(food.name) ? 1 : 0)]))
  const rank = (e: IndexEntry): number => {
    const m = made.get(e.food) ?? 0
    return (m >= 4 ? 4 : 0) + (e.isName ? 0 : 2) + (m % 2)
  }
  const ranked = all
    .map((entry) => ({ entry, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.entry.order - b.entry.order)
    .map(({ entry }) => entry)
  for (const entry of ranked) {
    if (!exact.has(entry.key)) exact.set(entry.key, entry)
    for (const t of new Set(entry.tokens)) {
      vocab.add(t)
      const list = byToken.get(t)
      if (list) list.push(entry)
      else byToken.set(t, [entry])
    }
    if (entry.tokens.length > maxKeyLength) maxKeyLength = entry.tokens.length
    if (entry.tokens.some((t) => JOIN_WORDS.has(t))) joined.set(entry.key, entry.tokens)
  }
  for (const list of byToken.values()) list.sort((a, b) => a.tokens.length - b.tokens.length)
  const vocabByInitial = new Map<string, string[]>()
  for (const t of vocab) {
    const list = vocabByInitial.get(t[0])
    if (list) list.push(t)
    else vocabByInitial.set(t[0], [t])
  }
  const joinedPhrases = [...joined.values()]
  return {
    exact,
    byToken,
    vocab,
    vocabByInitial,
    joinedPhrases,
    maxKeyLength,
    byId,
    joinedLookup: phraseLookup(joinedPhrases),
  }
}

const cache = new WeakMap<readonly ReferenceFood[], FoodIndex>()

/** The index of `foods`, built on first use and kept for as long as the array lives. */
export function getFoodIndex(foods: readonly ReferenceFood[]): FoodIndex {
  let index = cache.get(foods)
  if (!index) {
    index = buildFoodIndex(foods)
    cache.set(foods, index)
  }
  return index
}
