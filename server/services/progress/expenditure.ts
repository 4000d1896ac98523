import { fitLine, meanAndSd } from './lineFit'
import type { ProgressView } from './types'

/** Energy in one kilogram of body-weight change (the usual rule of thumb for mixed fat and lean tissue). */
export const KCAL_PER_KG = 7700
/** Logged days the window needs before an expenditure is learned. */
export const MIN_DAYS_LOGGED = 14
/** Weigh-ins the window needs before an expenditure is learned. */
export const MIN_WEIGH_INS = 8
/**
 * How far the profile's formula is trusted: the spread (one standard deviation, kcal) of real expenditures around
 * Mifflin-St Jeor × activity factor, which misses by about 10–15 % for a typical person.
 */
export const FORMULA_SPREAD_KCAL = 300
/**
 * How far expenditure may drift from one window to the next (one standard deviation, kcal): added to the spread of
 * the preceding window's estimate when it serves as the starting belief (metabolic adaptation, a new routine).
 */
export const DRIFT_KCAL = 100
/** The largest standard error (kcal) of the data estimate for `high` and `medium` confidence; above it is `low`. */
export const CONFIDENCE_LIMITS_KCAL = { high: 75, medium: 150 } as const

/** How far the learned expenditure rests on the person's own data. */
export type Confidence = ProgressView['confidence']

/** What the expenditure is learned from, over one window. */
export interface ExpenditureData {
  /** The calories of each day of the window with food logged. */
  intakesKcal: readonly number[]
  /** The window's weigh-ins; `day` counts from the window's first day (0). */
  weighIns: ReadonlyArray<{ day: number; weightKg: number }>
  /** The profile formula's expenditure (resting energy × activity factor). */
  formulaKcal: number
  /**
   * What is believed before these data, and its spread (one standard deviation, kcal): by default the formula and
   * FORMULA_SPREAD_KCAL; the preceding window's learned expenditure when there is one (priorFrom).
   */
  prior?: { kcal: number; spreadKcal: number }
}

/** The learned expenditure, unrounded. */
export interface Expenditure {
  /** The blend of the data estimate and the formula; null below MIN_DAYS_LOGGED or MIN_WEIGH_INS. */
  kcal: number | null
  confidence: Confidence
  /** The estimate from the logs alone and its standard error; null when not learned. */
  fromData: { kcal: number; standardError: number } | null
  /** The spread (kcal) of `kcal` itself, data and prior together; null when not learned. */
  spreadKcal: number | null
}

/** The confidence a data estimate with this standard error earns (CONFIDENCE_LIMITS_KCAL). */
export function confidenceOf(standardError: number): Confidence {
  if (standardError <= CONFIDENCE_LIMITS_KCAL.high) return 'high'
  if (standardError <= CONFIDENCE_LIMITS_KCAL.medium) return 'medium'
  return 'low'
}

/**
 * Energy balance over the window: expenditure = mean intake of the logged days − weight change per day × 7,700
 * kcal/kg. The weight change per day is the least-squares slope of the window's weigh-ins, which has no lag (the
 * trend's own change over a few weeks falls short of the real change while the trend catches up). The estimate's
 * standard error joins the slope's (× 7,700) and the mean intake's (sd / √days); the result is the
 * precision-weighted mean of the estimate and the formula, whose spread is FORMULA_SPREAD_KCAL, so thin or noisy
 * logs lean on the formula and a few weeks of steady logs on the data (services/progress/README.md).
 */
export function learnExpenditure(data: ExpenditureData): Expenditure {
  const intake = meanAndSd(data.intakesKcal)
  const line = fitLine(data.weighIns.map((w) => ({ x: w.day, y: w.weightKg })))
  if (!intake || !line || data.intakesKcal.length < MIN_DAYS_LOGGED || data.weighIns.length < MIN_WEIGH_INS) {
    return { kcal: null, confidence: 'none', fromData: null, spreadKcal: null }
  }
  const kcal = intake.mean - line.slope * KCAL_PER_KG
  const variance = (line.slopeStandardError * KCAL_PER_KG) ** 2 + intake.sd ** 2 / data.intakesKcal.length
  const prior = data.prior ?? { kcal: data.formulaKcal, spreadKcal: FORMULA_SPREAD_KCAL }
  const priorVariance = prior.spreadKcal ** 2
  const dataWeight = priorVariance / (priorVariance + variance)
  const standardError = Math.sqrt(variance)
  return {
    kcal: dataWeight * kcal + (1 - dataWeight) * prior.kcal,
    confidence: confidenceOf(standardError),
    fromData: { kcal, standardError },
    spreadKcal: Math.sqrt((priorVariance * variance) / (priorVariance + variance)),
  }
}

/**
 * The starting belief for a window from what the window before it learned: its expenditure, with its spread widened
 * by DRIFT_KCAL. None (the formula then) when that window did not learn one.
 */
export function priorFrom(previous: Expenditure): ExpenditureData['prior'] {
  if (previous.kcal === null || previous.spreadKcal === null) return undefined
  return { kcal: previous.kcal, spreadKcal: Math.sqrt(previous.spreadKcal ** 2 + DRIFT_KCAL ** 2) }
}
