import dayjs from 'dayjs'
import type { DayKey } from '../foodLog/diaryDays'

/** A calendar day as the Progress screen lists it: "Nov 21, 2026". */
export function formatProgressDay(day: DayKey): string {
  return dayjs(day).format('MMM D, YYYY')
}
