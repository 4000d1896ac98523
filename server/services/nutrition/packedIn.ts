import type { FoodIndex } from './foodIndex'
import { isContent, type ReferenceMatch } from './foodMatcher'
import { descriptionOf } from './foodSource'
import { bestVariant, nameWords } from './modifierVariant'
import { nameTokens } from './textNormalizer'

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
  const best = bestVariant(tiers, medium[medium.length - 1], (_food, words) =>
    wanted.every((t) => words.has(t)) && [...words].some((t) => CANNED.has(t))
      ? [-[...words].filter((t) => isContent(t) && !wanted.includes(t) && !CANNED.has(t)).length]
      : null,
  )
  // Fruit "in juice" or "in light syrup" is the canned fruit when the table has it packed so.
  return best ? { ...ref, food: best } : canned ? ref : null
}

/** Words before "with" that say the liquid after it is what the food was made with. */
const MADE = /^(made|prepared|mixed)$/
const LIQUIDS = ['milk', 'water']
/** Foods USDA has as prepared with milk or water: soups, cocoa. */
const PREPARED_FOODS = /^(soup|bisque|chowder|cocoa|chocolate)$/
/** How a drink is served, which USDA's prepared entries do not say. */
const SERVED_AS = /^(hot|cold|iced|warm|homemade|bowl|cup|mug)$/
/** Entries no "made with" means: food for babies, school lunches, breakfast cereals. */
const NOT_FOR_MEALS = /^(babyfood|school lunch|infant formula|cereals)/i

/**
 * "a cup of cream of mushroom soup made w 2% milk", "hot cocoa, 1 packet made with water": the food as USDA has it
 * prepared with that liquid (`before`: the words before "with"; `named`: the food's words as typed) (the entry holding the food's words, "prepared" and the liquid, then most of the liquid's other
 * words, then fewest other words), the food as it was when the liquid is water and no such entry exists, or null
 * when the words are not so ("coffee with milk" adds milk).
 */
export function madeWith(
  ref: ReferenceMatch,
  before: readonly string[],
  named: readonly string[],
  liquid: readonly string[],
  tiers: FoodIndex[],
): ReferenceMatch | null {
  const main = LIQUIDS.find((word) => liquid.includes(word))
  if (!MADE.test(before[before.length - 1] ?? '') || !main) return null
  const own = nameWords(ref.food)
  const typed = nameTokens(liquid.join(' ')).filter(isContent)
  // "oatmeal made w water": the entry is already cooked with it; "1/3 cup dry oats made w water" is weighed dry.
  if (own.has(main) && typed.every((t) => own.has(t))) return ref
  if (before.some((t) => /^(dry|uncooked|raw)$/.test(t))) return main === 'water' ? ref : null
  // USDA has soups and cocoa prepared with milk or water; other foods made so keep the milk, and water adds nothing.
  if (![...own, ...named].some((t) => PREPARED_FOODS.test(t))) return main === 'water' ? ref : null
  // The food as typed ("hot cocoa", "hot chocolate": USDA's cocoa mix), else as matched.
  const hot = named.includes('hot')
  const typedKey = named
    .filter((t) => isContent(t) && !SERVED_AS.test(t))
    .map((t) => (hot && /^chocol/.test(t) ? 'cocoa' : t))
  const key = typedKey.length > 0 ? typedKey : ref.keyTokens.filter(isContent)
  const wanted = [...new Set([...key, ...nameTokens(`prepared ${main}`)])]
  const best = bestVariant(tiers, key[0] ?? '', (food, words) =>
    wanted.every((t) => words.has(t)) && !NOT_FOR_MEALS.test(descriptionOf(food))
      ? [typed.filter((t) => words.has(t)).length, -[...words].filter((t) => !wanted.includes(t)).length]
      : null,
  )
  return best ? { ...ref, food: best } : main === 'water' ? ref : null
}
