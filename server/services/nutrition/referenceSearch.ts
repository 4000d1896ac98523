import { getFoodIndex, type IndexEntry } from './foodIndex'
import { macrosForGrams } from './itemEstimator'
import { defaultTables } from './referenceTable'
import { nameTokens } from './textNormalizer'
import type { Macros, ReferenceFood } from './types'
import { defaultPortion, formatGrams } from './unitConverter'

/** A reference food found by name (openapi `ReferenceFoodMatch`): macros per its usual portion and per 100 g. */
export interface ReferenceFoodMatch extends Macros {
  id: string
  name: string
  serving_size: string
  grams: number
  per_100g: Macros
  source: 'reference' | 'usda'
}

const round1 = (n: number): number => Math.round(n * 10) / 10

/** A dish: made of components (its source lists them) or containing other foods (`includes`). */
const isDish = (food: ReferenceFood): boolean => Boolean(food.includes?.length) || /components/i.test(food.source)

/**
 * How well one name of a food (its name or a synonym) answers the query, lower first: the name is the query;
 * a synonym is; the name starts with the query's words; the name holds them; a synonym starts with them; a
 * synonym holds them.
 */
function nameLevel(entry: IndexEntry, query: readonly string[], wholeLast: boolean): number {
  const starts = query.every((word, i) =>
    i < query.length - 1 || wholeLast ? entry.tokens[i] === word : entry.tokens[i]?.startsWith(word),
  )
  const exact = wholeLast && starts && entry.tokens.length === query.length
  if (exact) return entry.isName ? 0 : 1
  if (entry.isName) return starts ? 2 : 3
  return starts ? 4 : 5
}

interface Ranked {
  food: ReferenceFood
  rank: number[]
}

const compareRanks = (a: Ranked, b: Ranked): number => {
  for (let i = 0; i < a.rank.length; i += 1) if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i]
  return 0
}

/**
 * The index entries that hold every word of the query: all but the last word whole (stemmed, so plurals match),
 * the last whole or, as it is being typed, as the start of a word ("banan"). `wholeLast` tells which.
 */
function* candidates(table: readonly ReferenceFood[], query: readonly string[]) {
  const index = getFoodIndex(table)
  const last = query[query.length - 1]
  const firstWords = query.slice(0, -1)
  const words = [last, ...(index.vocabByInitial.get(last[0]) ?? []).filter((w) => w !== last && w.startsWith(last))]
  for (const word of words) {
    for (const entry of index.byToken.get(word) ?? []) {
      if (firstWords.every((w) => entry.tokens.includes(w))) yield { entry, wholeLast: word === last }
    }
  }
}

/**
 * Searches the reference tables (built-in, then imported USDA foods) by name: foods whose name or one synonym
 * holds every word of `q` (case- and plural-insensitive, the last word may be cut short), best first. Whole-word
 * matches come before foods matched only by a word's start; within those, the curated foods (names people use)
 * before the rest of USDA's (its long descriptions, "Egg, whole, dried"); plain foods before dishes; then the
 * name equal to the query, a synonym equal to it, the name starting with the words, holding them, a synonym
 * starting with them, holding them; then fewer words and a shorter name; then table order. A query without any
 * word (only spaces or signs) finds nothing. Each food comes with its usual portion and its macros for it.
 */
export function searchReferenceFoods(
  q: string,
  limit: number,
  tables: readonly (readonly ReferenceFood[])[] = defaultTables(),
): ReferenceFoodMatch[] {
  const query = nameTokens(q)
  if (query.length === 0) return []
  const best = new Map<ReferenceFood, Ranked>()
  tables.forEach((table, tableOrder) => {
    for (const { entry, wholeLast } of candidates(table, query)) {
      const { food } = entry
      const rank = [
        wholeLast ? 0 : 1,
        tableOrder,
        isDish(food) ? 1 : 0,
        nameLevel(entry, query, wholeLast),
        food.name.split(/\s+/).length,
        food.name.length,
        entry.order,
      ]
      const known = best.get(food)
      if (!known || compareRanks({ food, rank }, known) < 0) best.set(food, { food, rank })
    }
  })
  return [...best.values()]
    .sort(compareRanks)
    .slice(0, limit)
    .map(({ food }) => referenceMatch(food))
}

/** A reference food in the API shape: its usual portion ("1 medium (118 g)", else "100 g") and macros for it. */
export function referenceMatch(food: ReferenceFood): ReferenceFoodMatch {
  const portion = defaultPortion(food)
  const servingSize = portion.label === '100 g' ? '100 g' : `${portion.label} (${formatGrams(portion.grams)})`
  return {
    id: food.id,
    name: food.name.charAt(0).toUpperCase() + food.name.slice(1),
    serving_size: servingSize,
    grams: round1(portion.grams),
    ...macrosForGrams(food, portion.grams),
    per_100g: {
      calories: round1(food.kcal),
      protein: round1(food.protein),
      carbs: round1(food.carbs),
      fat: round1(food.fat),
    },
    source: food.origin === 'usda' ? 'usda' : 'reference',
  }
}
