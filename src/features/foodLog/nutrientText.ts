import { formatMacro } from '../../components/formatMacro'

/** Fiber and sugar (g) and sodium (mg) as the API gives them: null or left out when unknown. */
export interface NutrientValues {
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
}

export const NUTRIENTS = [
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
] as const

type NutrientKey = (typeof NUTRIENTS)[number]['key']

const isKnown = (value: number | null | undefined): value is number => value != null && Number.isFinite(value)

/**
 * A nutrient's number: grams to 1 decimal as every macro, sodium in whole milligrams (a tenth of a milligram means
 * nothing on a label); an unknown value is a dash, not a zero.
 */
export function nutrientNumber(key: NutrientKey, value: number | null | undefined): string {
  if (!isKnown(value)) return formatMacro(null)
  return key === 'sodium' ? String(Math.round(value)) : formatMacro(value)
}

/** The number with its unit ("3.1 g", "482 mg"); an unknown value is a dash alone. */
export function nutrientAmount(key: NutrientKey, value: number | null | undefined): string {
  if (!isKnown(value)) return formatMacro(null)
  return `${nutrientNumber(key, value)} ${key === 'sodium' ? 'mg' : 'g'}`
}

/** The known nutrients as "Fiber 3.1 g · Sugar 14.4 g · Sodium 1 mg"; empty when none is known. */
export function knownNutrientsText(values: NutrientValues): string {
  return NUTRIENTS.filter(({ key }) => isKnown(values[key]))
    .map(({ key, label }) => `${label} ${nutrientAmount(key, values[key])}`)
    .join(' · ')
}
