import type { FoodIndex } from './foodIndex'
import { HEAT_WORDS, isContent, type ReferenceMatch, UNCOOKED_NAME } from './foodMatcher'
import { descriptionOf, makerOf } from './foodSource'
import { bestVariant } from './modifierVariant'
import { nameTokens } from './textNormalizer'

/** Words that say a food was heated ("chopped" or "frozen" do not): the cooking words that heat, and grilling's. */
const HEAT = new Set([...HEAT_WORDS, 'jerk', 'bbq', 'barbecued'])
/** Words that say a food is eaten raw or dry, as the table has it. */
const AS_SOLD = /^(raw|uncooked|dry|dried|unprepared|sushi|sashimi|poke|ceviche|tartare|crudo|rare)$/
/** USDA families nobody eats raw: a raw entry of one is the table's weight, not what was eaten. */
const NEVER_RAW =
  /^(ground|potatoes|sweet potato|plantains|yam|collards|turnip greens|mustard greens|cassava|taro|beef|pork|lamb|veal|goat|game meat|chicken|turkey|duck|goose|quail|fish|crustaceans|rice|beans|lentils|chickpeas|quinoa|millet|barley|bulgur|buckwheat|eggplant)\b/i

/**
 * A food found in its raw state that the text heats ("5 oz stewed goat", "fried sweet plantain") or that nobody eats
 * raw ("2 red potatoes"): the same food cooked, USDA's entry holding the matched name's words and no raw word. The
 * text's heat words first, then its other words, then fewest other words; a chain's or restaurant's entry is not the
 * food cooked at home. A text that says raw, dry or sushi keeps the raw food, and a food of the curated list stays as
 * chosen (with its portions), or its curated cooked entry when the text heats it.
 */
export function cookedVariant(ref: ReferenceMatch, q: readonly string[], tiers: FoodIndex[]): ReferenceMatch {
  const description = descriptionOf(ref.food)
  if (!/\braw\b/i.test(description) || q.some((t) => AS_SOLD.test(t))) return ref
  const heat = q.filter((t) => HEAT.has(t))
  // A curated food stays as chosen, or becomes its curated cooked entry when the text heats it ("roasted broccoli").
  if (ref.food.origin !== 'usda') {
    const name = `cooked ${ref.food.name}`
    const cooked = heat.length > 0 ? tiers[0]?.exact.get(nameTokens(name).join(' '))?.food : undefined
    return cooked?.name === name ? { ...ref, food: cooked } : ref
  }
  if (heat.length === 0 && !NEVER_RAW.test(description)) return ref
  const wanted = [...new Set(ref.keyTokens.filter(isContent))]
  if (wanted.length === 0) return ref
  const text = q.filter(isContent)
  const best = bestVariant(tiers, wanted[0], (food, words) => {
    if (!wanted.every((t) => words.has(t)) || ![...words].some((t) => HEAT.has(t))) return null
    const named = descriptionOf(food)
    if (UNCOOKED_NAME.test(named) || makerOf(food) || /^(restaurant|fast foods?),/i.test(named)) return null
    const extra = [...words].filter((t) => isContent(t) && !HEAT.has(t) && !text.includes(t)).length
    return [heat.filter((t) => words.has(t)).length, text.filter((t) => words.has(t)).length, -extra]
  })
  return best ? { ...ref, food: best } : ref
}
