import { type DayKey, shiftDay } from '../foodLog/diaryDays'

/** A period the Progress screen shows: its switch label, its length in days and whether it is drawn by week. */
export interface ProgressRange {
  label: string
  days: number
  /** The long periods are drawn as weekly averages (a point a day would be too dense on a phone). */
  weekly: boolean
}

/** The periods of the range switch, in its order. */
export const PROGRESS_RANGES: readonly ProgressRange[] = [
  { label: '7 days', days: 7, weekly: false },
  { label: '30 days', days: 30, weekly: false },
  { label: '90 days', days: 90, weekly: true },
  { label: '1 year', days: 365, weekly: true },
]

/** The period shown when the screen opens. */
export const DEFAULT_RANGE_DAYS = 30

/** The range of `days` (the default one for an unknown length). */
export function rangeOf(days: number): ProgressRange {
  return (
    PROGRESS_RANGES.find((range) => range.days === days) ??
    PROGRESS_RANGES.find((range) => range.days === DEFAULT_RANGE_DAYS)!
  )
}

/** The first calendar day of the `days` days ending at `end` (both included). */
export function rangeStart(end: DayKey, days: number): DayKey {
  return shiftDay(end, -(days - 1))
}
