import { invalid } from '../../lib/domainErrors'
import { isLoggableYear } from '../../lib/loggableYears'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 3600 * 1000

/** Whether `text` is a real calendar day, YYYY-MM-DD, in a year meals can be logged in (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(year, month - 1, day))
  return (
    isLoggableYear(year) &&
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day
  )
}

/** The text itself when it is a real calendar day (isCalendarDate), else an `invalid` error naming the field. */
export function calendarDate(text: string, field = 'date'): string {
  if (!isCalendarDate(text))
    throw invalid(`${field} must be a calendar day written YYYY-MM-DD, from 1900 to 2999 (e.g. 2026-11-22).`)
  return text
}

/** The calendar day `days` after `date` (before, when negative), YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1)
}

/** Today in UTC, YYYY-MM-DD. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}
