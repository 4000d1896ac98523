import type { FoodIndex } from './foodIndex'
import type { ReferenceMatch } from './foodMatcher'

const DRY_WORDS = new Set(['dry', 'uncooked', 'raw', 'dried'])
const COOKED_WORDS = new Set(['cooked', 'boiled', 'prepared', 'made', 'simmered', 'steamed'])

/**
 * The same food in the state the words say: "1/2 cup dry pasta" and "a cup of uncooked rice" are priced dry,
 * "1 cup cooked oats" as oatmeal. The table holds grains and legumes as people usually mean them (rice, pasta,
 * lentils cooked; oats dry) and names the other state's food by id; other foods are returned as they are. "Cooked"
 * counts only before the food: "40 g oats cooked with water" is 40 g of dry oats, then cooked.
 */
export function preparedVariant(ref: ReferenceMatch, words: readonly string[], tiers: FoodIndex[]): ReferenceMatch {
  const lower = words.map((w) => w.toLowerCase())
  const firstFoodWord = lower.findIndex((w) => ref.keyTokens.some((k) => w.startsWith(k)))
  const before = firstFoodWord < 0 ? [] : lower.slice(0, firstFoodWord)
  const id = lower.some((w) => DRY_WORDS.has(w))
    ? ref.food.dryVariant
    : before.some((w) => COOKED_WORDS.has(w))
      ? ref.food.cookedVariant
      : undefined
  if (!id) return ref
  const food = tiers.map((ix) => ix.byId.get(id)).find((f) => f !== undefined)
  return food ? { ...ref, food } : ref
}
