import { dailyValue, gramAmounts, type Nutrient, type Row } from './labelRows'
import type { Amount } from './labelText'

/** What a label gives besides energy and the macros: fibre and sugars in grams, sodium in milligrams. */
export type LabelNutrient = 'fiber' | 'sugar' | 'sodium'

/** Milligrams of sodium in a gram of salt (the EU rule: salt = sodium × 2.5). */
export const SODIUM_MG_PER_G_SALT = 400

/** US reference daily values (fibre g, sodium mg); sugars have none. */
const DAILY_VALUE: Partial<Record<LabelNutrient, number>> = { fiber: 28, sodium: 2300 }

/** What the parser knows of one value column of the table. */
export interface NutrientColumn {
  /** The column's place among the amounts of a row. */
  index: number
  per100: boolean
  /** Grams in the serving of a per-serving column: nothing in it can weigh more. */
  servingGrams: number | null
  /** The column's carbohydrate: the sugars are part of it (and the fibre on a US panel). */
  carbs: number | null
  /** A US panel's one column: the % daily values printed on the rows apply, and its carbohydrate counts fibre. */
  dailyValues: boolean
}

type Rows = Partial<Record<Nutrient, Row>>

/**
 * Fibre, sugars and sodium for each column, in the order given: the printed reading unless another one that OCR
 * noise allows fits clearly better (% daily value, at most 100 g per 100 g, no more than the serving weighs, sugars
 * and a US panel's fibre no more than the carbohydrate, per serving = per 100 g × `ratio` (serving weight ÷ 100)
 * when both columns are printed). Sodium comes from "mg" or "g" amounts, else from the salt row (g × 400).
 */
export function readNutrients(
  rows: Rows,
  columns: NutrientColumn[],
  ratio: number | null,
): Record<LabelNutrient, (number | null)[]> {
  const read = (nutrient: LabelNutrient) => {
    const amounts = nutrientAmounts(rows, nutrient)
    const printedDv = nutrient === 'sugar' ? null : dailyValue(rows[nutrient])
    const offers = columns.map((column) => ({
      column,
      amount: amounts[column.index] ?? null,
      dailyValue: column.dailyValues ? printedDv : null,
    }))
    return chooseReadings(nutrient, offers, ratio)
  }
  return { fiber: read('fiber'), sugar: read('sugar'), sodium: read('sodium') }
}

/**
 * A nutrient's amounts per column in its unit: fibre and sugars as the macros (grams, or numbers OCR left without
 * a unit); sodium in mg from "mg" or "g" amounts (a number whose unit OCR lost takes that of the row's others), or
 * from the salt row when the label has no sodium.
 */
export function nutrientAmounts(rows: Rows, nutrient: LabelNutrient): Amount[] {
  if (nutrient !== 'sodium') return gramAmounts(rows[nutrient])
  const sodium = rows.sodium ? sodiumAmounts(rows.sodium) : []
  if (sodium.length) return sodium
  return gramAmounts(rows.salt).map((amount) => inMilligrams(twoDecimals(amount), SODIUM_MG_PER_G_SALT))
}

/** Salt is printed to two decimals at most: "0.159" is "0.15g" with its "g" read as "9". */
function twoDecimals(amount: Amount): Amount {
  const written = String(amount.value)
  if (!/^\d+\.\d\d9$/.test(written)) return amount
  const value = Number(written.slice(0, -1))
  return { ...amount, value, alternatives: [amount.value, ...amount.alternatives.filter((a) => a !== value)] }
}

function sodiumAmounts(row: Row): Amount[] {
  const rowUnit = row.amounts.find((a) => a.unit === 'mg' || a.unit === 'g')?.unit
  return row.amounts.flatMap((amount) => {
    const unit = amount.unit ?? rowUnit
    if (unit === 'mg') return [{ ...amount, unit: 'mg' as const }]
    if (unit === 'g') return [inMilligrams(amount, 1000)]
    return []
  })
}

/** An amount × factor in whole milligrams (labels print sodium no finer). */
function inMilligrams(amount: Amount, factor: number): Amount {
  const mg = (value: number) => Math.round(value * factor)
  return { ...amount, unit: 'mg', value: mg(amount.value), alternatives: amount.alternatives.map(mg) }
}

interface Offer {
  column: NutrientColumn
  amount: Amount | null
  dailyValue: number | null
}

function chooseReadings(nutrient: LabelNutrient, offers: Offer[], ratio: number | null): (number | null)[] {
  const options = offers.map((offer) => (offer.amount ? [offer.amount.value, ...offer.amount.alternatives] : [null]))
  let best = options.map((o) => o[0])
  let bestScore = Infinity
  const walk = (index: number, picked: (number | null)[], changes: number) => {
    if (index === options.length) {
      const score = changes * 0.4 + scoreReadings(nutrient, offers, picked, ratio)
      if (score < bestScore) {
        bestScore = score
        best = picked
      }
      return
    }
    options[index].forEach((value, i) => walk(index + 1, [...picked, value], changes + i))
  }
  walk(0, [], 0)
  return best
}

function scoreReadings(
  nutrient: LabelNutrient,
  offers: Offer[],
  picked: (number | null)[],
  ratio: number | null,
): number {
  const grams = (value: number) => (nutrient === 'sodium' ? value / 1000 : value)
  let score = 0
  picked.forEach((value, i) => {
    if (value === null) return
    const { column, dailyValue } = offers[i]
    const reference = DAILY_VALUE[nutrient]
    if (reference && dailyValue !== null) {
      const implied = (value / reference) * 100
      if (Math.abs(implied - dailyValue) > Math.max(1.5, 0.25 * dailyValue)) score += 1.5
    }
    if (column.per100 && grams(value) > 100) score += 5
    if (column.servingGrams && grams(value) > column.servingGrams * 1.02) score += 5
    // Sugars are part of the carbohydrate; on a US panel the fibre is too.
    const inCarbs = nutrient === 'sugar' || (nutrient === 'fiber' && column.dailyValues)
    if (inCarbs && column.carbs !== null && value > column.carbs * 1.02 + 0.1) score += 3
  })
  const per100 = picked[offers.findIndex((offer) => offer.column.per100)]
  const serving = picked[offers.findIndex((offer) => !offer.column.per100)]
  if (ratio !== null && per100 != null && serving != null) {
    const expected = per100 * ratio
    const slack = nutrient === 'sodium' ? 20 : 0.15
    if (Math.abs(serving - expected) > Math.max(slack, 0.12 * Math.max(serving, expected))) score += 1.5
  }
  return score
}
