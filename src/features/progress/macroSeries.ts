import type { DailySummaryEntry } from '../../api/api'
import { type DayKey, shiftDay } from '../foodLog/diaryDays'
import { rangeStart } from './progressRanges'
import { meanOf, weeksOf } from './progressSeries'

/** A day's (or a mean day's) calories and macros: kcal, and protein, carbs and fat in g. */
export interface MacroTotals {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** A point of the calories and macros chart: a day, or a week dated by its first day; null totals when nothing was logged. */
export interface MacroPoint {
  date: DayKey
  totals: MacroTotals | null
}

/**
 * Every day of the `days` days ending at `end`, oldest first, with its totals from the daily summary: a day the
 * summary does not list or lists without a meal (it counts days without meals as zeros) has none.
 */
export function macroDays(entries: readonly DailySummaryEntry[], end: DayKey, days: number): MacroPoint[] {
  const logged = new Map(entries.filter((entry) => entry.meal_count > 0).map((entry) => [entry.date, entry]))
  const start = rangeStart(end, days)
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDay(start, index)
    const entry = logged.get(date)
    return {
      date,
      totals: entry ? { calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fat: entry.fat } : null,
    }
  })
}

/** The mean day of the points with food logged (the others left out), or null when none has any. */
export function meanTotals(points: readonly MacroPoint[]): MacroTotals | null {
  const known = points.flatMap((point) => (point.totals ? [point.totals] : []))
  if (known.length === 0) return null
  const mean = (key: keyof MacroTotals) => meanOf(known.map((totals) => totals[key])) ?? 0
  return { calories: mean('calories'), protein: mean('protein'), carbs: mean('carbs'), fat: mean('fat') }
}

/** The points the chart draws: the days themselves, or on the long ranges each week's mean logged day (weeksOf). */
export function macroPoints(days: readonly MacroPoint[], weekly: boolean): MacroPoint[] {
  return weekly ? weeksOf(days).map((week) => ({ date: week[0].date, totals: meanTotals(week) })) : [...days]
}
