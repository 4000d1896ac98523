import type { ParsedItem } from './itemParser'
import { parseItem } from './itemParser'
import { tokenize } from './textNormalizer'
import type { ReferenceFood } from './types'
import { densityOf, measureGrams, portionFor, unitInfo } from './unitConverter'

const FL_OZ = 29.5735

/** What a saved food's `serving_size` says: "1/2 cup (40 g)", "1 cup", "40 g", "1 large egg", "2 slices (56 g)". */
export interface ServingSize {
  /** How many of `unit` one serving is (0.5 in "1/2 cup (40 g)"); 1 when the text gives no number. */
  amount: number
  /** Unit key ("cup", "g", "slice"), or null for a plain count ("1 large egg"). */
  unit: string | null
  /** Weight of the whole serving, from its unit ("40 g") or the grams in parentheses ("(40 g)"). */
  grams: number | null
  /** Volume of the whole serving in millilitres, from its unit ("1 cup") or parentheses ("(240 ml)"). */
  ml: number | null
  /** A count of things ("1 large egg", "1 bar", "2 slices"), not a weight or volume ("40 g", "(40 g)", "1 cup"). */
  pieces: boolean
}

/** "(40 g)", "(240 ml)", "(15 oz)": a measure in parentheses. */
const PARENTHESES = /\(([^()]{1,40})\)/

/** A weight or volume as {grams} or {ml}; "oz" of a liquid is fluid ounces. */
function measureOf(amount: number, unit: string, liquid: boolean): { grams?: number; ml?: number } | null {
  const info = unitInfo(unit)
  if (unit === 'oz' && liquid) return { ml: amount * FL_OZ }
  if (info.kind === 'mass') return { grams: amount * info.factor }
  if (info.kind === 'volume') return { ml: amount * info.factor }
  return null
}

/**
 * Reads a serving size: its amount and unit, and its weight or volume when its unit is one or parentheses give it.
 * Parentheses right after the number ("1 (15 oz) can") weigh one unit; after the unit ("1/2 cup (40 g)") the serving.
 */
export function parseServingSize(text: string | null): ServingSize {
  const raw = (text ?? '').slice(0, 200)
  const inner = PARENTHESES.exec(raw)
  const outside = inner ? `${raw.slice(0, inner.index)} ${raw.slice(inner.index + inner[0].length)}` : raw
  const p = parseItem(tokenize(outside))
  const amount = p.count ?? 1
  const unit = p.unit
  const own = unit ? measureOf(amount, unit, false) : null
  let grams = own?.grams ?? null
  let ml = own?.ml ?? null
  if (inner) {
    const q = parseItem(tokenize(inner[1]))
    const perUnit = unit !== null && /^\s*[\d./]+\s*$/.test(raw.slice(0, inner.index))
    const given = q.count !== null && q.unit ? measureOf(q.count * (perUnit ? amount : 1), q.unit, false) : null
    grams = given?.grams ?? grams
    ml ??= given?.ml ?? null
  }
  const words = p.count !== null || p.size !== null || p.foodTokens.length > 0
  const pieces = (unit === null || unitInfo(unit).kind === 'count') && (words || !inner)
  return { amount, unit, grams, ml, pieces }
}

/** How many servings an item is, the weight of one serving when known, and a remark when it could not convert. */
export interface ServingCount {
  quantity: number
  /** Grams in one serving, when the serving's weight is known or follows from a conversion. */
  servingGrams: number | null
  /** Set when the typed amount could not be converted: "1 slice counted as 1 serving". */
  counted: string | null
}

/** What was typed as a weight or a volume ("80 g", "1 cup", "a 12 oz latte"), else null. */
function typedMeasure(p: ParsedItem, liquid: boolean): { grams?: number; ml?: number } | null {
  const count = p.count ?? 1
  if (p.measure) return measureOf(count * p.measure.amount, p.measure.unit, liquid)
  return p.unit ? measureOf(count, p.unit, liquid) : null
}

/** Household portions that measure an amount rather than count pieces. */
const BULK = new Set(['cup', 'tbsp', 'tsp', 'oz', 'g', 'serving', 'handful'])

/**
 * Weight of one typed piece from the reference table, only when it has its own portion for it ("slice" of bread, a
 * medium banana): generic guesses are not used for a saved food.
 */
function pieceGrams(p: ParsedItem, reference: ReferenceFood | null): number | null {
  if (!reference) return null
  if (p.unit) return reference.portions[p.unit] ?? null
  const key = p.size ?? reference.defaultPortion
  if (BULK.has(reference.defaultPortion) || !reference.portions[key]) return null
  return portionFor(reference, null, p.size).grams
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * How many of a saved food's servings an item is: the typed amount converted to the serving's unit (same unit,
 * volume to volume, weight to weight, volume to weight through the serving's grams or the reference food's
 * density, "2 servings", a count of count servings like "1 large egg"). What cannot be converted ("1 slice" of a
 * "100 g" serving with no slice weight known) is counted as that many servings, without inventing a weight, and
 * says so. `reference` is the table's food of the same name, for densities and piece weights.
 */
export function servingsOf(p: ParsedItem, serving: ServingSize, reference: ReferenceFood | null): ServingCount {
  const count = p.count ?? 1
  const liquid = !!reference?.liquid
  // A volume serving weighs what the reference says ("1/2 cup" of oats), when the serving does not say.
  const volumeGrams = () => {
    if (!reference || serving.ml === null) return null
    const own = serving.unit && unitInfo(serving.unit).kind === 'volume'
    return own ? measureGrams(reference, serving.amount, serving.unit as string) : serving.ml * densityOf(reference)
  }
  const servingGrams = serving.grams ?? null
  const converted = (quantity: number, grams: number | null = servingGrams): ServingCount => ({
    quantity,
    servingGrams: grams,
    counted: null,
  })
  if (p.toTaste) return converted(0)
  if (p.unit === 'serving') return converted(count)
  if (p.unit !== null && p.unit === serving.unit) return converted(count / serving.amount)
  const typed = typedMeasure(p, liquid)
  if (typed?.grams !== undefined) {
    if (servingGrams) return converted(typed.grams / servingGrams)
    const grams = volumeGrams()
    if (grams) return converted(typed.grams / grams, grams)
  } else if (typed?.ml !== undefined) {
    if (serving.ml) return converted(typed.ml / serving.ml)
    if (servingGrams && reference && p.unit) {
      const grams = p.measure ? typed.ml * densityOf(reference) : measureGrams(reference, count, p.unit)
      return converted(grams / servingGrams)
    }
  } else if (p.count === null && p.unit === null) {
    // Just the food's name: one serving.
    return converted(1)
  } else if (p.unit === null && serving.pieces) {
    return converted(count / serving.amount)
  } else {
    const piece = pieceGrams(p, reference)
    if (piece && servingGrams) return converted((count * piece) / servingGrams)
  }
  const what = p.unit && p.unitTokens.length ? `${count} ${p.unitTokens.join(' ')}` : plural(count, 'piece')
  return { quantity: count, servingGrams: null, counted: `${what} counted as ${plural(count, 'serving')}` }
}
