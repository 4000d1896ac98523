import { formatDecimal, formatWhole } from '../advice/numberFormat'
import type { MealRow } from '../advice/personQueries'

/** Fiber, sugar or sodium: what a totals question may be about besides the macros. */
export type NutrientFocus = 'fiber' | 'sugar' | 'sodium'

const NUTRIENT_WORDS: Array<[RegExp, NutrientFocus]> = [
  [/\bfib(?:er|re)\b/, 'fiber'],
  [/\bsugars?\b/, 'sugar'],
  [/\b(?:sodium|salt)\b/, 'sodium'],
]
const LABEL: Record<NutrientFocus, string> = { fiber: 'Fiber', sugar: 'Sugar', sodium: 'Sodium' }

/** The nutrient a question names ("how much fiber did I eat today?"), when it names exactly one. */
export function nutrientFocusOf(text: string): NutrientFocus | null {
  const named = NUTRIENT_WORDS.filter(([pattern]) => pattern.test(text.toLowerCase())).map(([, focus]) => focus)
  return named.length === 1 ? named[0] : null
}

const amount = (nutrient: NutrientFocus, value: number) =>
  nutrient === 'sodium' ? `${formatWhole(value)} mg` : `${formatDecimal(Math.round(value * 10) / 10)} g`

/**
 * "Fiber today (Fri 27 Nov): 18.5 g, from 3 of 4 meals (the others do not say)." The sum of the meals that know the
 * nutrient; a meal of quick-add calories or hand-typed macros does not, and is counted as unknown, never as 0.
 */
export function nutrientLine(nutrient: NutrientFocus, when: string, meals: readonly MealRow[], days = 1): string {
  const known = meals.filter((meal) => meal[nutrient] !== null && meal[nutrient] !== undefined)
  if (known.length === 0) {
    return `None of your meals ${when} says how much ${nutrient} it has: foods from the food table, barcodes and labels carry it; quick adds and hand-typed macros do not.`
  }
  const total = known.reduce((sum, meal) => sum + (meal[nutrient] ?? 0), 0)
  const perDay = days > 1 ? `, ${amount(nutrient, total / days)} a logged day on average` : ''
  const coverage =
    known.length === meals.length ? '' : ` (from ${known.length} of ${meals.length} meals; the others do not say)`
  return `${LABEL[nutrient]} ${when}: ${amount(nutrient, total)}${perDay}${coverage}.`
}
