import type { ProgressDay } from '../../api/api'

/** The mean of the known values, or null when none is known. */
export function meanOf(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : null
}

/**
 * The days of a period (oldest first) as weeks: seven days each, counted back from the last day, so the newest week
 * is whole and the oldest may be short.
 */
export function weeksOf<Day>(days: readonly Day[]): Day[][] {
  const weeks: Day[][] = []
  for (let end = days.length; end > 0; end -= 7) weeks.unshift(days.slice(Math.max(0, end - 7), end))
  return weeks
}

/**
 * The days of a period as weeks (weeksOf), each dated by its first day, with the mean of its weigh-ins, trend and
 * logged intake (days without one left out).
 */
export function weeklyAverages(days: readonly ProgressDay[]): ProgressDay[] {
  return weeksOf(days).map((week) => ({
    date: week[0].date,
    weight_kg: meanOf(week.map((day) => day.weight_kg)),
    trend_kg: meanOf(week.map((day) => day.trend_kg)),
    intake_kcal: meanOf(week.map((day) => day.intake_kcal)),
  }))
}

/** The points a chart draws: the days themselves, or their weekly averages on the long ranges. */
export function chartPoints(days: readonly ProgressDay[], weekly: boolean): ProgressDay[] {
  return weekly ? weeklyAverages(days) : [...days]
}

/** The first and last known trend of a period, or null before any weigh-in. */
export function trendEnds(days: readonly ProgressDay[]): { from: number; to: number } | null {
  const trend = days.map((day) => day.trend_kg).filter((value): value is number => value !== null)
  return trend.length > 0 ? { from: trend[0], to: trend[trend.length - 1] } : null
}
