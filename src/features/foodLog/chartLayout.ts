import type { DailySummaryEntry } from '../../api/api'
import { CHART_HEIGHT } from './foodLogConstants'

export type MacroKey = 'protein' | 'carbs' | 'fat'
export const MACRO_KEYS: readonly MacroKey[] = ['protein', 'carbs', 'fat']

/** Fixed vertical geometry of the chart (px); the width follows the space it is given. */
export const CHART = {
  height: CHART_HEIGHT,
  left: 44,
  right: 8,
  caloriesTop: 30,
  caloriesHeight: 96,
  macrosTop: 172,
  macrosHeight: 84,
  labelY: 280,
} as const

export interface Bar {
  x: number
  y: number
  width: number
  height: number
}

export interface DaySlot {
  entry: DailySummaryEntry
  /** Centre of the day's column. */
  centre: number
  calories: Bar
  macros: Array<Bar & { key: MacroKey }>
}

export interface ChartLayout {
  width: number
  caloriesMax: number
  gramsMax: number
  slots: DaySlot[]
}

/** The smallest "round" axis maximum (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value * (1 - 1e-9)) ?? 10
  return step * power
}

/** Height (px) of a bar for `value` on an axis from 0 to `max` drawn `height` px tall; negatives draw nothing. */
export function scaleBar(value: number, max: number, height: number): number {
  return max > 0 ? (Math.max(0, Math.min(value, max)) / max) * height : 0
}

/**
 * Lays out one summary page: days oldest to newest from left to right, calories as one bar per day on
 * their own axis, protein, carbs and fat as three thin bars per day on a shared gram axis.
 */
export function chartLayout(newestFirst: DailySummaryEntry[], width: number): ChartLayout {
  const days = [...newestFirst].reverse()
  const caloriesMax = niceCeiling(Math.max(0, ...days.map((day) => day.calories)))
  const gramsMax = niceCeiling(Math.max(0, ...days.flatMap((day) => MACRO_KEYS.map((key) => day[key]))))
  const slotWidth = (width - CHART.left - CHART.right) / Math.max(1, days.length)
  const calorieWidth = Math.min(40, slotWidth * 0.55)
  const macroWidth = Math.min(12, (slotWidth * 0.7) / MACRO_KEYS.length)

  const slots = days.map((entry, index) => {
    const centre = CHART.left + slotWidth * (index + 0.5)
    const calorieHeight = scaleBar(entry.calories, caloriesMax, CHART.caloriesHeight)
    const macros = MACRO_KEYS.map((key, macroIndex) => {
      const height = scaleBar(entry[key], gramsMax, CHART.macrosHeight)
      const x = centre + (macroIndex - MACRO_KEYS.length / 2) * macroWidth
      return { key, x, y: CHART.macrosTop + CHART.macrosHeight - height, width: macroWidth, height }
    })
    const calories = {
      x: centre - calorieWidth / 2,
      y: CHART.caloriesTop + CHART.caloriesHeight - calorieHeight,
      width: calorieWidth,
      height: calorieHeight,
    }
    return { entry, centre, calories, macros }
  })
  return { width, caloriesMax, gramsMax, slots }
}
