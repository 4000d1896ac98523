import type { FoodIndex } from './foodIndex'
import type { ReferenceMatch } from './foodMatcher'

/** Words that say a food is dry, uncooked or raw ("1/2 cup dry pasta", "6 oz raw chicken breast"). */
export const DRY_WORDS: ReadonlySet<string> = new Set(['dry', 'uncooked', 'raw', 'dried'])
const COOKED_WORDS = new Set(['cooked', 'boiled', 'prepared', 'made', 'simmered', 'steamed'])
/** Words that say a meat was weighed cooked ("1 lb pulled pork", "a pound of leftover roast chicken"). */
const COOKED_MEAT =
  /^(?:cooked|grilled|roasted|roast|baked|fried|smoked|rotisserie|leftover|pulled|shredded|boiled|steamed|bbq|barbecued|braised)$/
/** Words after "dry" that make it how a food was seasoned or kept, not its state ("dry rub ribs", "dry aged steak"). */
const DRY_STYLE = /^(?:rub|rubbed|aged|fried|cured)$/

/**
 * The same food in the state the words say: "1/2 cup dry pasta" and "a cup of uncooked rice" are priced dry,
 * "1 cup cooked oats" as oatmeal. The table holds grains and legumes as people usually mean them (rice, pasta,
 * lentils cooked; oats dry) and names the other state's food by id; other foods are returned as they are. "Cooked"
 * counts only before the food: "40 g oats cooked with water" is 40 g of dry oats, then cooked. A meat or fish's raw
 * entry (USDA's, `sr-…`) is for an amount weighed only (`weighed`): "2 raw chicken breasts" are the usual pieces; a
 * meat weighed by the pound (`byThePound`: "1.5 lb chicken thighs", a recipe's) is weighed raw unless said cooked.
 */
export function preparedVariant(
  ref: ReferenceMatch,
  words: readonly string[],
  tiers: FoodIndex[],
  weighed = true,
  byThePound = false,
): ReferenceMatch {
  const lower = words.map((w) => w.toLowerCase())
  const firstFoodWord = lower.findIndex((w) => ref.keyTokens.some((k) => w.startsWith(k)))
  const before = firstFoodWord < 0 ? [] : lower.slice(0, firstFoodWord)
  // ("1.5 lb chicken thighs" of a recipe: meat bought and weighed by the pound is weighed raw.)
  const raw = byThePound && !!ref.food.dryVariant?.startsWith('sr-') && !lower.some((w) => COOKED_MEAT.test(w))
  const dry = raw || lower.some((w, i) => DRY_WORDS.has(w) && !(w === 'dry' && DRY_STYLE.test(lower[i + 1] ?? '')))
  const id = dry ? ref.food.dryVariant : before.some((w) => COOKED_WORDS.has(w)) ? ref.food.cookedVariant : undefined
  if (!id || (!weighed && id.startsWith('sr-'))) return ref
  const food = tiers.map((ix) => ix.byId.get(id)).find((f) => f !== undefined)
  return food ? { ...ref, food } : ref
}
