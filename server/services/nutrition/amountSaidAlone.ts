import type { FoodIndex } from './foodIndex'
import { findFood } from './foodFinder'
import type { ParsedItem } from './itemParser'
import { type Found, shareBackwards } from './mealItemRelations'
import { batchShare, DRY_WORDS, eachPieceAmount, piecesOfThem, restatedAmount } from './restatedAmount'
import { amountOf, hasAmount } from './sharedAmounts'

/** What a dish is seasoned with, never the food an amount said after it is of. */
const SEASONING = /^(?:garlic|ginger|salt|pepper|black pepper|cilantro|parsley|basil|chili flakes|spices)$/i

/** An item of a meal that names no food of its own: its words (`tokens`), read amount, and whether it said "each". */
interface AloneItem {
  found: Found[]
  tokens: readonly string[]
  parsed: ParsedItem
  shared: boolean
  /** Where the parts of a dish spelled out begin, if any. */
  partsFrom: number | null
  tiers: FoodIndex[]
}

/**
 * Words with no food of their own say something of the foods before them: a share of a batch ("ate half of it"), an
 * amount for each piece ("… on each"), an amount each of a list ("1/2 cup each"), a count of pieces ("ate 4 of them"),
 * or the amount of the food before ("rice, 1 cup"; "rice - 1/2 cup uncooked" of the dry food).
 */
export function amountSaidAlone({ found, tokens, parsed, shared, partsFrom, tiers }: AloneItem): void {
  const prev = found[found.length - 1]
  // "…, 1 onion n 2 tbsp oil, ate half of it": that share of every part of the batch.
  const share = partsFrom !== null && found.length - partsFrom >= 2 ? batchShare(tokens, parsed) : null
  if (share !== null) {
    for (const part of found.slice(partsFrom ?? 0))
      part.parsed = { ...part.parsed, count: (part.parsed.count ?? 1) * share }
    return
  }
  // "2 rice cakes w a tbsp of pb on each": a typed amount is for each of the pieces before it (a spread's pats
  // already are).
  const base = found[found.length - 2]
  const typed = !!prev && prev.parsed.unit !== 'pat' && (prev.parsed.unit !== null || prev.parsed.measure !== null)
  if (prev && base && typed && tokens.join(' ') === 'each' && (base.parsed.count ?? 1) > 1) {
    prev.parsed = { ...prev.parsed, count: (prev.parsed.count ?? 1) * (base.parsed.count ?? 1) }
    return
  }
  // "2 bakery cookies, about 60g each", "2 thighs and 2 drumsticks, 4 oz each": the weight of each piece counted before.
  if (shared && weighEachPiece(found, parsed)) return
  // "corn and peas, 1/2 cup each": the amount of every item of the list before it.
  if (shared && hasAmount(parsed) && parsed.foodTokens.length === 0) {
    shareBackwards(found, parsed)
    return
  }
  const pieces =
    prev && !prev.user ? piecesOfThem(tokens, parsed, prev.ref?.food ?? null, prev.parsed.foodTokens) : undefined
  if (prev && pieces !== undefined) {
    if (pieces) prev.parsed = { ...prev.parsed, ...pieces }
    return
  }
  // "rice, 1 cup", "a handful of dried mango, like 40g": the amount of the item before it ("pastrami on rye, prob
  // 6oz of meat": of the pastrami, not of the bread it was assumed to be on).
  // ("oatmeal made w milk, 1/2 cup dry": of the oats, not of the milk they were made with.)
  const before = found[found.length - 2]
  const dryOf =
    tokens.some((t) => DRY_WORDS.has(t)) &&
    prev?.joiner === 'with' &&
    !!prev.ref?.food.liquid &&
    !!before?.ref &&
    !before.ref.food.liquid
  // ("spinach stir fry with garlic, one cup": the cup is the dish's, not the garlic's it was seasoned with.)
  const seasoned = prev?.joiner === 'with' && SEASONING.test(prev.ref?.food.name ?? '') && !!before
  const target = (prev?.amountAssumed && parsed.foodTokens.includes('meat')) || dryOf || seasoned ? before : prev
  const restated = restatedAmount(tokens, parsed, target && !target.amountAssumed ? target.parsed : null)
  if (target && restated) {
    // ("carrot cake, ate a quarter of it": of the whole cake, when it comes whole; "cheesecake, had half" is half a
    // slice.)
    const ofWhole =
      restated.unit === 'serving' &&
      (restated.count ?? 1) < 1 &&
      tokens.includes('it') &&
      !!target.ref?.food.portions.whole
    target.parsed = { ...target.parsed, ...restated, ...(ofWhole && { unit: null }) }
    // "rice - 1/2 cup uncooked": the amount of the dry food.
    if (!target.user && tokens.some((t) => DRY_WORDS.has(t))) {
      const dry = findFood({ ...target.parsed, foodTokens: [...target.parsed.foodTokens, 'dry'] }, tiers, [])
      if (dry.ref) target.ref = dry.ref
    }
  } else if (prev?.amountAssumed && hasAmount(parsed) && parsed.foodTokens.length === 0)
    prev.parsed = { ...prev.parsed, ...amountOf(parsed) }
}

/** Gives a weight said of each piece to the counted items at the end of `found`, back to the start of their list. */
function weighEachPiece(found: Found[], parsed: ParsedItem): boolean {
  let weighed = false
  for (let k = found.length - 1; k >= 0; k -= 1) {
    const each = found[k].user ? null : eachPieceAmount(parsed, found[k].parsed)
    if (!each) break
    found[k].parsed = { ...found[k].parsed, ...each }
    weighed = true
    if (found[k].joiner !== 'and' && found[k].joiner !== 'list') break
  }
  return weighed
}
