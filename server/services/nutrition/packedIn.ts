import type { FoodIndex } from './foodIndex'
import { isContent, type ReferenceMatch } from './foodMatcher'
import { nameWords } from './modifierVariant'
import { nameTokens } from './textNormalizer'
import type { ReferenceFood } from './types'

/** What a canned or jarred food is packed in: "in juice", "in its own juice", "in heavy syrup", "in oil", "in brine". */
const MEDIUM =
  /^(?:(?:its |their )?(?:own |natural )?juice|(?:extra )?(?:heavy |light )?syrup|(?:olive )?oil|water|brine)$/
const CANNED = new Set(nameTokens('can canned tin tinned jar jarred'))

/**
 * "1/2 cup canned peaches in juice", "a can of tuna in oil", "pears in heavy syrup": the words after "in" say which
 * canned food it is, not a second food. Answers the canned food packed that way (USDA's entry holding the food's
 * words and the medium's, fewest other words), the food as it was when the table has no such entry, or null when
 * `tokens` are not a packing medium or the food is neither canned nor found packed so (`typed`: the words and unit typed for it).
 */
export function packedIn(
  ref: ReferenceMatch,
  tokens: readonly string[],
  typed: readonly string[],
  tiers: FoodIndex[],
): ReferenceMatch | null {
  if (!MEDIUM.test(tokens.join(' '))) return null
  const own = nameWords(ref.food)
  const canned = [...own, ...typed].some((t) => CANNED.has(t))
  const medium = nameTokens(tokens.join(' ')).filter((t) => isContent(t) && !/^(it|their|own|natur)/.test(t))
  const wanted = [...new Set([...ref.keyTokens.filter(isContent), ...medium])]
  if (medium.length === 0 || medium.every((t) => own.has(t))) return canned ? ref : null
  // Water or oil is what a food was cooked in unless it is canned ("chicken poached in water").
  if (!canned && !/\b(juice|syrup)$/.test(tokens.join(' '))) return null
  let best: { food: ReferenceFood; extra: number } | null = null
  for (const ix of tiers) {
    for (const entry of ix.byToken.get(medium[medium.length - 1]) ?? []) {
      const words = nameWords(entry.food)
      if (!wanted.every((t) => words.has(t)) || ![...words].some((t) => CANNED.has(t))) continue
      const extra = [...words].filter((t) => isContent(t) && !wanted.includes(t) && !CANNED.has(t)).length
      if (!best || extra < best.extra) best = { food: entry.food, extra }
    }
  }
  // Fruit "in juice" or "in light syrup" is the canned fruit when the table has it packed so.
  return best ? { ...ref, food: best.food } : canned ? ref : null
}
