import { MACRO_KEYS, type MacroKey } from '../foodLog/chartLayout'
import type { DayKey } from '../foodLog/diaryDays'
import type { MacroPoint, MacroTotals } from './macroSeries'
import { axisY, barWidth, type DayLabel, dayLabels, slotCentre, type ValueAxis, valueAxis } from './progressChartLayout'

/** The energy of a gram of each macro (kcal), the Atwater factors: how the stacked bars turn grams into calories. */
export const KCAL_PER_GRAM: Readonly<Record<MacroKey, number>> = { protein: 4, carbs: 4, fat: 9 }

/** A day's (or week's) bar: its macros stacked in kcal and the calories logged, which may differ a little. */
export interface MacroBar {
  date: DayKey
  totals: MacroTotals
  x: number
  width: number
  /** Protein, carbs and fat from the baseline up, each as tall as its calories. */
  segments: Array<{ key: MacroKey; y: number; height: number }>
  /** The height of the calories logged, drawn as a tick across the bar. */
  caloriesY: number
}

/** The calories and macros chart: a stacked bar per day (or week) with food logged, on a kcal axis from 0. */
export interface MacroChartLayout {
  axis: ValueAxis
  bars: MacroBar[]
  labels: DayLabel[]
}

/** The calories of a day's macros (protein × 4 + carbs × 4 + fat × 9). */
function macroKcal(totals: MacroTotals): number {
  return MACRO_KEYS.reduce((sum, key) => sum + totals[key] * KCAL_PER_GRAM[key], 0)
}

/** Lays out the calories and macros chart of `points` (days or weeks, oldest first) `width` px wide. */
export function macroChartLayout(points: readonly MacroPoint[], width: number): MacroChartLayout {
  const highs = points.flatMap((point) => (point.totals ? [point.totals.calories, macroKcal(point.totals)] : []))
  const axis = valueAxis(0, Math.max(0, ...highs), 100)
  const bar = barWidth(points.length, width)
  const bars = points.flatMap((point, index) => {
    const { totals } = point
    if (!totals) return []
    let stacked = 0
    const segments = MACRO_KEYS.map((key) => {
      const bottom = axisY(axis, stacked)
      stacked += totals[key] * KCAL_PER_GRAM[key]
      const y = axisY(axis, stacked)
      return { key, y, height: bottom - y }
    })
    const x = slotCentre(index, points.length, width) - bar / 2
    return [{ date: point.date, totals, x, width: bar, segments, caloriesY: axisY(axis, totals.calories) }]
  })
  return { axis, bars, labels: dayLabels(points, width) }
}
