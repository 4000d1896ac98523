import { invalid } from '../../lib/domainErrors'
import { isLoggableYear } from '../../lib/loggableYears'

/** When a meal was eaten, as the three things the meal log keeps of it. */
export interface MealDate {
  /** The text the client sent, kept to be returned exactly as sent. */
  text: string
  /** The instant, for ordering meals across offsets. */
  instant: Date
  /** The calendar date in the client's own offset (YYYY-MM-DD): the day the meal counts for in the summary. */
  localDate: string
}

/** The message of a date the meal log cannot use. */
export const MEAL_DATE_MESSAGE = 'date must be an ISO 8601 date-time, e.g. 2026-11-22T08:30:00+01:00'

const MEAL_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2})?)?)?$/

/**
 * Reads a meal's `date`. Time zones: the client sends its local wall-clock time with its UTC offset
 * (2026-11-22T08:30:00+01:00). The wall-clock date written in that text *is* the calendar date in the client's
 * zone, so it becomes `local_date` as is (no server time zone is involved); the offset only turns the text into the
 * instant. A meal therefore stays on the day its eater saw, even if they later travel or the server runs in
 * another zone. A date without an offset is refused: its day would be a guess.
 */
export function parseMealDate(text: string): MealDate {
  const match = MEAL_DATE.exec(text.trim())
  if (!match) throw invalid(MEAL_DATE_MESSAGE)
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const dateOnly = match[4] === undefined
  const millis = Number(`0.${match[7] ?? '0'}`) * 1000
  const offsetSign = match[9] === '-' ? -1 : 1
  const offsetMinutes = match[9] ? offsetSign * (Number(match[10]) * 60 + Number(match[11] ?? 0)) : 0
  const wallClock = Date.UTC(year, month - 1, day, dateOnly ? 12 : hour, minute, second, Math.floor(millis))
  const check = new Date(Date.UTC(year, month - 1, day))
  const realDate = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
  const validTime = hour < 24 && minute < 60 && second < 60 && Math.abs(offsetMinutes) < 24 * 60
  if (!realDate || !validTime || !isLoggableYear(year)) throw invalid(MEAL_DATE_MESSAGE)
  return {
    text,
    instant: new Date(wallClock - offsetMinutes * 60_000),
    localDate: `${match[1]}-${match[2]}-${match[3]}`,
  }
}
