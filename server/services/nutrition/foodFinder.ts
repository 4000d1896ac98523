import type { FoodIndex } from './foodIndex'
import { isContent, matchInTables } from './foodMatcher'
import { correctTypos } from './typoCorrection'
import { matchUserFood } from './userFoodMatcher'
import type { ParsedItem } from './itemParser'
import { type Found, stemAll } from './mealItemRelations'
import { modifierVariant } from './modifierVariant'
import { preparedVariant } from './preparedVariant'
import { cookedVariant } from './cookedVariant'
import { stem } from './textNormalizer'
import type { UserFood } from './types'
import { readSize } from './sizeWords'
import { normalizeUnit, unitInfo } from './unitConverter'

/** Words of a meal that say it was a batch cooked and shared ("made", "recipe", "a quarter", "split 4 ways"). */
const BATCH =
  /\b(?:made|recipe|batch|pot|sheet pan|crockpot|slow cooker|casserole|servings?|split|ways|cut (?:in|into)|quarter|third|patties)\b/
/** Measures a recipe's parts are listed in: three of them make the meal a recipe. */
const MEASURES = /\b(?:lbs?|pounds?|oz|ounces?|cups?|cans?|tbsp|tsp|jar|head|cloves?)\b/g
/** The mark a recipe's words carry (no word of a food's name). */
const RECIPE = '#recipe'
/** The words of a recipe's ingredient: a recipe's mark alone. */
export const RECIPE_WORDS: readonly string[] = [RECIPE]

/** The words of a meal (`words`), marked as a recipe's when its text (`text`) reads as one. */
export const recipeContext = (text: string, words: string[]): string[] => {
  const said = text.toLowerCase()
  return BATCH.test(said) || (said.match(MEASURES) ?? []).length >= 3 ? [...words, RECIPE] : words
}

/** Meats sold by the cut, ordered by their weight cooked ("a 1 lb ribeye", "1/2 lb baby back ribs"). */
const BY_THE_CUT = /steak|ribeye|rib eye|filet|ribs|chop|roast|brisket|prime rib/i

/** Matches user foods first, then the reference tables; the user's food wins unless a table name is longer. */
export function findFood(
  parsed: ParsedItem,
  tiers: FoodIndex[],
  userFoods: readonly UserFood[],
  context?: readonly string[],
): Omit<Found, 'joiner'> {
  let stems = stemAll(parsed.foodTokens)
  let ref = stems.length > 0 ? matchInTables(stems, tiers, context) : null
  // "1/4c shreded chedder": words all misspelt are still a food when an amount says so.
  // (A measure, not a count: "a 30 min bike ride" is no rice.)
  const measured = parsed.unit !== null || parsed.measure !== null
  const fixed = !ref && measured && stems.length > 1 ? correctTypos(stems, tiers, isContent, true) : null
  if (fixed) ref = matchInTables(fixed, tiers, context)
  // A size or unit word that is part of a food's name ("big mac", "cup noodles"; "cup of rice" stays a unit).
  const alternatives: { words: string[]; parsed: ParsedItem }[] = []
  if (parsed.sizeTokens.length > 0)
    alternatives.push({ words: parsed.sizeTokens, parsed: { ...parsed, size: null, sizeTokens: [] } })
  if (parsed.unitTokens.length > 0 && parsed.count === null)
    alternatives.push({ words: parsed.unitTokens, parsed: { ...parsed, unit: null, unitTokens: [] } })
  for (const alt of alternatives) {
    const foodTokens = [...alt.words, ...parsed.foodTokens]
    const m = matchInTables(stemAll(foodTokens), tiers, context)
    if (m && m.level === 'exact' && m.keyTokens.includes(stem(alt.words[0])) && (!ref || m.covered > ref.covered)) {
      ref = m
      stems = stemAll(foodTokens)
      parsed = { ...alt.parsed, foodTokens }
    }
  }
  // A trailing unit word the food's name does not use ("2 pizza slices" when only "pizza" is known; "a toblerone bar"
  // when its name holds no "bar").
  const last = parsed.foodTokens[parsed.foodTokens.length - 1]
  const lastUnit = last ? normalizeUnit(last) : null
  if (!ref && lastUnit === 'bar' && parsed.foodTokens.length > 1) {
    const rest = parsed.foodTokens.slice(0, -1)
    ref = matchInTables(stemAll(rest), tiers, context)
    if (ref) [stems, parsed] = [stemAll(rest), { ...parsed, foodTokens: rest, unit: parsed.unit ?? lastUnit }]
  }
  if (ref && lastUnit && !parsed.unit && !unitInfo(lastUnit).measure && !ref.keyTokens.includes(stem(last))) {
    parsed = { ...parsed, unit: lastUnit }
  }
  // "wendys small frosty": a size word inside words that name no food with it names the size of the food without it.
  if (!ref && !parsed.size) {
    const { at: i, size } = sizeWordIn(parsed.foodTokens, (k) => k > 0)
    const rest = size ? parsed.foodTokens.filter((_, k) => k < i || k >= i + size.length) : []
    const found = size ? matchInTables(stemAll(rest), tiers, context) : null
    if (size && found) {
      ref = found
      stems = stemAll(rest)
      parsed = { ...parsed, foodTokens: rest, size: size.size }
    }
  }
  // A size word inside the name ("Starbucks grande caramel macchiato") that the food's name does not use.
  if (ref && !parsed.size) {
    const { size } = sizeWordIn(parsed.foodTokens, (_k, t) => !ref?.keyTokens.includes(stem(t)))
    if (size) parsed = { ...parsed, size: size.size }
  }
  // (A raw meat's entry only for an amount weighed or measured: "2 raw chicken breasts" are the usual pieces.)
  const weighed = !!parsed.measure || (!!parsed.unit && unitInfo(parsed.unit).measure)
  if (ref) {
    // (A recipe's meat weighed by the pound, a batch's, is weighed raw: "made chili w 1 lb ground beef, had a quarter",
    // "butter chicken - 1.5 lb chicken thighs, 4 tbsp butter, 1 can …"; not a steak or ribs ordered by weight.)
    const byThePound = parsed.unit === 'lb' && !!context?.includes(RECIPE) && !BY_THE_CUT.test(ref.food.name)
    const prepared = preparedVariant(ref, parsed.foodTokens, tiers, weighed, byThePound)
    // (A meat weighed by the pound stays the raw entry it was given: "1.5 lb chicken thighs".)
    const keptRaw = byThePound && prepared.food.id === ref.food.dryVariant
    ref = modifierVariant(cookedVariant(prepared, keptRaw ? [...stems, 'raw'] : stems, tiers), stems, tiers)
  }
  const user = stems.length > 0 && userFoods.length > 0 ? matchUserFood(stems, userFoods, tiers[0]?.vocab) : null
  return { parsed, stems, user, ref }
}

/** The first size word of `tokens` at a place `accept` allows ("wendys small frosty"), and where it is. */
function sizeWordIn(tokens: string[], accept: (k: number, t: string) => boolean) {
  const at = tokens.findIndex((t, k) => accept(k, t) && readSize(tokens, k))
  return { at, size: at >= 0 ? readSize(tokens, at) : null }
}
