import type { Progress, WeightUnit } from '../../api/api'
import { formatTarget } from '../profile/targets'
import { trendEnds } from './progressSeries'
import { formatWeightNumber } from './weightUnits'

/** "30 days" or "90 days, weekly averages": the period a chart covers. */
function periodText(progress: Progress, weekly: boolean): string {
  return `${progress.days} days${weekly ? ', weekly averages' : ''}`
}

/** The weight chart said in words: "Weight chart: 30 days, trend from 80.2 to 79.1 kg". */
export function weightChartLabel(progress: Progress, weekly: boolean, unit: WeightUnit): string {
  const ends = trendEnds(progress.trend)
  const trend = ends
    ? `trend from ${formatWeightNumber(ends.from, unit)} to ${formatWeightNumber(ends.to, unit)} ${unit}`
    : 'no weigh-ins'
  return `Weight chart: ${periodText(progress, weekly)}, ${trend}`
}

/** What the intake chart's line is: the learned expenditure, or the profile's formula until there is one. */
export function expenditureLine(progress: Progress): { kcal: number; label: string; estimate: boolean } {
  return progress.expenditure_kcal === null
    ? { kcal: progress.formula_kcal, label: 'Estimate from your profile', estimate: true }
    : { kcal: progress.expenditure_kcal, label: 'Expenditure', estimate: false }
}

/**
 * The intake chart said in words: "Intake vs expenditure chart: 30 days, mean intake 2,150 kcal a day, expenditure
 * 2,400 kcal a day".
 */
export function intakeChartLabel(progress: Progress, weekly: boolean): string {
  const line = expenditureLine(progress)
  const intake =
    progress.mean_intake_kcal === null
      ? 'no food logged'
      : `mean intake ${formatTarget(progress.mean_intake_kcal, 'kcal')} a day`
  const expenditure = `${line.estimate ? 'estimate from your profile' : 'expenditure'} ${formatTarget(line.kcal, 'kcal')} a day`
  return `Intake vs expenditure chart: ${periodText(progress, weekly)}, ${intake}, ${expenditure}`
}
