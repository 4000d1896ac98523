import type { Progress, WeightUnit } from '../../api/api'
import { formatTarget } from '../profile/targets'
import { formatWeightNumber } from './weightUnits'

/** Why there is no learned expenditure yet, how far the data is, and the formula estimate meanwhile. */
export function notEnoughDataText(progress: Progress): string {
  const { days_logged, min_days_logged, weigh_ins, min_weigh_ins } = progress
  return (
    `Not enough data yet: ${days_logged} of ${min_days_logged} days logged and ${weigh_ins} of ${min_weigh_ins} ` +
    `weigh-ins in this period. Until then, the estimate from your profile is ${formatTarget(progress.formula_kcal, 'kcal')} a day.`
  )
}

/** The trend's change over the period in the person's unit, signed: "−0.8 kg over 30 days", "+0.4 lbs …". */
export function trendChangeText(progress: Progress, unit: WeightUnit): string | null {
  if (progress.trend_change_kg === null) return null
  const shown = formatWeightNumber(progress.trend_change_kg, unit)
  const signed = Number(shown) > 0 ? `+${shown}` : shown
  return `Trend change: ${signed} ${unit} over ${progress.days} days`
}

/** The mean calories of the logged days: "Mean intake: 2,150 kcal a day". */
export function meanIntakeText(progress: Progress): string | null {
  return progress.mean_intake_kcal === null
    ? null
    : `Mean intake: ${formatTarget(progress.mean_intake_kcal, 'kcal')} a day`
}
