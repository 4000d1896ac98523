import dayjs from 'dayjs'
import type { ProgressDay, WeightUnit } from '../../api/api'
import { niceCeiling } from '../foodLog/chartLayout'
import type { WorkoutTally } from './workoutSeries'
import { kgToUnit } from './weightUnits'

/** Fixed vertical geometry of the Progress charts (px); the width follows the space they are given. */
export const PROGRESS_CHART = {
  height: 200,
  left: 44,
  right: 10,
  /** The top and bottom of the plotting area. */
  top: 10,
  bottom: 172,
  /** The baseline of the day labels under the plot. */
  labelY: 192,
} as const

/** A value axis: its ends and the ticks drawn (value, height and label). */
export interface ValueAxis {
  min: number
  max: number
  ticks: Array<{ value: number; y: number; label: string }>
}

/** A day label under the plot, anchored so the first and last stay inside the chart. */
export interface DayLabel {
  x: number
  text: string
  anchor: 'start' | 'middle' | 'end'
}

/** The centre (px) of slot `index` of `count` slots spread over the plotting width. */
export function slotCentre(index: number, count: number, width: number): number {
  const slot = (width - PROGRESS_CHART.left - PROGRESS_CHART.right) / Math.max(1, count)
  return PROGRESS_CHART.left + slot * (index + 0.5)
}

/** The width (px) of one of `count` slots. */
function slotWidth(count: number, width: number): number {
  return (width - PROGRESS_CHART.left - PROGRESS_CHART.right) / Math.max(1, count)
}

/** The width (px) of a bar in one of `count` slots: most of the slot, never wider than 24 px nor thinner than 1. */
export function barWidth(count: number, width: number): number {
  return Math.max(1, Math.min(24, slotWidth(count, width) * 0.7))
}

/**
 * An axis over `low`–`high` with round ends and about four round steps (never finer than `minStep`): 78–82 kg by 1,
 * 0–3,000 kcal by 1,000.
 */
export function valueAxis(low: number, high: number, minStep: number): ValueAxis {
  const step = niceCeiling(Math.max((high - low) / 4, minStep))
  const min = Math.floor(low / step) * step
  const max = Math.max(Math.ceil(high / step) * step, min + step)
  const decimals = Number.isInteger(step) ? 0 : 1
  const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, index) => {
    const value = Number((min + index * step).toFixed(6))
    const label = value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    return { value, y: axisY({ min, max }, value), label }
  })
  return { min, max, ticks }
}

/** The height (px) of `value` on an axis. */
export function axisY(axis: Pick<ValueAxis, 'min' | 'max'>, value: number): number {
  const { top, bottom } = PROGRESS_CHART
  return bottom - ((value - axis.min) / (axis.max - axis.min)) * (bottom - top)
}

/** Up to four day labels ("Nov 21") spread along the points: the first, the last and two between. */
export function dayLabels(points: ReadonlyArray<{ date: string }>, width: number): DayLabel[] {
  const last = points.length - 1
  if (last < 0) return []
  const indexes = [...new Set([0, Math.round(last / 3), Math.round((2 * last) / 3), last])]
  return indexes.map((index) => ({
    x: slotCentre(index, points.length, width),
    text: dayjs(points[index].date).format('MMM D'),
    anchor: index === 0 && last > 0 ? 'start' : index === last && last > 0 ? 'end' : 'middle',
  }))
}

/** The weight chart: a dot per weigh-in and the trend as one line, in the person's unit. */
export interface WeightChartLayout {
  axis: ValueAxis
  dots: Array<{ date: string; x: number; y: number; value: number }>
  /** The trend as an SVG path ("M x y L x y …"), empty before any weigh-in. */
  trendPath: string
  labels: DayLabel[]
}

/** Lays out the weight chart of `points` (days or weeks, oldest first) `width` px wide, in `unit`. */
export function weightChartLayout(points: readonly ProgressDay[], width: number, unit: WeightUnit): WeightChartLayout {
  const known = points.flatMap((point) => [point.weight_kg, point.trend_kg]).filter((kg) => kg !== null)
  const values = known.map((kg) => kgToUnit(kg, unit))
  const axis = values.length > 0 ? valueAxis(Math.min(...values), Math.max(...values), 0.5) : valueAxis(0, 1, 0.5)
  const at = (index: number, kg: number) => ({
    x: slotCentre(index, points.length, width),
    y: axisY(axis, kgToUnit(kg, unit)),
  })
  const dots = points.flatMap((point, index) =>
    point.weight_kg === null
      ? []
      : [{ date: point.date, value: kgToUnit(point.weight_kg, unit), ...at(index, point.weight_kg) }],
  )
  const trend = points.flatMap((point, index) => (point.trend_kg === null ? [] : [at(index, point.trend_kg)]))
  const trendPath = trend
    .map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join(' ')
  return { axis, dots, trendPath, labels: dayLabels(points, width) }
}

/** A workout marker of the intake chart: its radius and how far (px) its centre sits above the day's bar. */
export const WORKOUT_MARKER = { radius: 4, gap: 8 } as const

/** The intake chart: a bar per day (or week) with food logged, the expenditure across as a line, workout markers. */
export interface IntakeChartLayout {
  axis: ValueAxis
  bars: Array<{ date: string; x: number; y: number; width: number; height: number; value: number }>
  expenditureY: number
  /** A marker above each day (or week) with a workout, with the tally it stands for. */
  markers: Array<WorkoutTally & { x: number; y: number }>
  labels: DayLabel[]
}

/**
 * Lays out the intake chart of `points` (days or weeks, oldest first) `width` px wide against `expenditure` kcal,
 * with a marker above the bar (or the baseline) of each point that has workouts.
 */
export function intakeChartLayout(
  points: readonly ProgressDay[],
  width: number,
  expenditure: number,
  workouts: readonly WorkoutTally[] = [],
): IntakeChartLayout {
  const intakes = points.map((point) => point.intake_kcal ?? 0)
  const axis = valueAxis(0, Math.max(expenditure, ...intakes), 100)
  const bar = barWidth(points.length, width)
  const bars = points.flatMap((point, index) => {
    if (point.intake_kcal === null) return []
    const y = axisY(axis, point.intake_kcal)
    const x = slotCentre(index, points.length, width) - bar / 2
    return [{ date: point.date, x, y, width: bar, height: PROGRESS_CHART.bottom - y, value: point.intake_kcal }]
  })
  const markers = workouts.map((tally) => {
    const intake = points[tally.index]?.intake_kcal ?? null
    const top = intake === null ? PROGRESS_CHART.bottom : axisY(axis, intake)
    const y = Math.max(WORKOUT_MARKER.radius + 1, top - WORKOUT_MARKER.gap)
    return { ...tally, x: slotCentre(tally.index, points.length, width), y }
  })
  return { axis, bars, expenditureY: axisY(axis, expenditure), markers, labels: dayLabels(points, width) }
}
