import type { WeightUnit } from '../../api/api'

/** One pound in kilograms (the international avoirdupois pound). */
export const KG_PER_LB = 0.45359237

/** The weigh-ins the server takes, in kg (openapi.yaml WeightCreate). */
export const WEIGHT_KG = { min: 20, max: 400 } as const

/** A weight in kg in the person's unit, unrounded. */
export function kgToUnit(kg: number, unit: WeightUnit): number {
  return unit === 'lbs' ? kg / KG_PER_LB : kg
}

/** A weight typed in the person's unit in kg, as sent to the server (2 decimals: 0.01 kg is below a scale's step). */
export function unitToKg(value: number, unit: WeightUnit): number {
  const kg = unit === 'lbs' ? value * KG_PER_LB : value
  return Math.round(kg * 100) / 100
}

/**
 * The weights the form accepts in the person's unit, to one decimal and inside the server's kg bounds: 20–400 kg,
 * 44.1–881.8 lbs.
 */
export function weightBounds(unit: WeightUnit): { min: number; max: number } {
  return {
    min: Math.ceil(kgToUnit(WEIGHT_KG.min, unit) * 10) / 10,
    max: Math.floor(kgToUnit(WEIGHT_KG.max, unit) * 10) / 10,
  }
}

/** A weight in kg shown in the person's unit with one decimal, without the unit: "80.2", "176.8". */
export function formatWeightNumber(kg: number, unit: WeightUnit): string {
  const value = Math.round(kgToUnit(kg, unit) * 10) / 10
  return (Object.is(value, -0) ? 0 : value).toFixed(1)
}

/** A weight in kg as shown: one decimal in the person's unit, "80.2 kg" or "176.8 lbs". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${formatWeightNumber(kg, unit)} ${unit}`
}
