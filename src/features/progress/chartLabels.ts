import type { Progress, WeightUnit } from '../../api/api'
import { formatTarget } from '../profile/targets'
import type { MacroTotals } from './macroSeries'
import { trendEnds } from './progressSeries'
import { formatWeightNumber } from './weightUnits'

/** "30 days" or "90 days, weekly averages": the period a chart covers. */
function periodText(days: number, weekly: boolean): string {
  return `${days} days${weekly ? ', weekly averages' : ''}`
}

/** The weight chart said in words: "Weight chart: 30 days, trend from 80.2 to 79.1 kg". */
export function weightChartLabel(progress: Progress, weekly: boolean, unit: WeightUnit): string {
  const ends = trendEnds(progress.trend)
  const trend = ends
    ? `trend from ${formatWeightNumber(ends.from, unit)} to ${formatWeightNumber(ends.to, unit)} ${unit}`
    : 'no weigh-ins'
  return `Weight chart: ${periodText(progress.days, weekly)}, ${trend}`
}

/** What the intake chart's line is: the learned expenditure, or the profile's formula until there is one. */
export function expenditureLine(progress: Progress): { kcal: number; label: string; estimate: boolean } {
  return progress.expenditure_kcal === null
    ? { kcal: progress.formula_kcal, label: 'Estimate from your profile', estimate: true }
    : { kcal: progress.expenditure_kcal, label: 'Expenditure', estimate: false }
}

/** The workouts of a period in words: "3 workouts, 950 kcal burned", "1 workout" (no calories known), "no workouts". */
export function workoutsText({ count, kcal }: { count: number; kcal: number | null }): string {
  if (count === 0) return 'no workouts'
  const burned = kcal === null ? '' : `, ${formatTarget(kcal, 'kcal')} burned`
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'workout' : 'workouts'}${burned}`
}

/**
 * The intake chart said in words: "Intake vs expenditure chart: 30 days, mean intake 2,150 kcal a day, expenditure
 * 2,400 kcal a day, 3 workouts, 950 kcal burned" (the workouts once they are known).
 */
export function intakeChartLabel(
  progress: Progress,
  weekly: boolean,
  workouts?: { count: number; kcal: number | null },
): string {
  const line = expenditureLine(progress)
  const intake =
    progress.mean_intake_kcal === null
      ? 'no food logged'
      : `mean intake ${formatTarget(progress.mean_intake_kcal, 'kcal')} a day`
  const expenditure = `${line.estimate ? 'estimate from your profile' : 'expenditure'} ${formatTarget(line.kcal, 'kcal')} a day`
  const exercise = workouts ? `, ${workoutsText(workouts)}` : ''
  return `Intake vs expenditure chart: ${periodText(progress.days, weekly)}, ${intake}, ${expenditure}${exercise}`
}

/**
 * The calories and macros chart said in words, with the mean of the days with food logged: "Calories and macros
 * chart: 30 days, average 2,150 kcal, protein 120 g, carbs 230 g, fat 70 g".
 */
export function macroChartLabel(days: number, weekly: boolean, mean: MacroTotals | null): string {
  const averages = mean
    ? `average ${formatTarget(mean.calories, 'kcal')}, protein ${formatTarget(mean.protein, 'g')}, carbs ${formatTarget(mean.carbs, 'g')}, fat ${formatTarget(mean.fat, 'g')}`
    : 'no food logged'
  return `Calories and macros chart: ${periodText(days, weekly)}, ${averages}`
}
