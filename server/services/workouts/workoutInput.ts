import { invalid } from '../../lib/domainErrors'
import { isLoggableYear } from '../../lib/loggableYears'

/** The product's workout types (docs/product.md §9); a workout without one is Other. */
export const WORKOUT_TYPES = ['Run', 'Weightlifting', 'Bike', 'Swim', 'Walk', 'Yoga', 'HIIT', 'Row', 'Other'] as const

export type WorkoutType = (typeof WORKOUT_TYPES)[number]

/** The log and edit forms' body, already checked against the contract (non-blank text, numbers ≥ 0). */
export interface WorkoutInput {
  workout_text: string
  type?: WorkoutType
  duration?: number | null
  calories_burned?: number | null
  notes?: string | null
  date?: string | null
}

/** The editable columns of a workout; date null means "keep the stored date" on update, "now" on create. */
export interface WorkoutFields {
  workoutText: string
  type: WorkoutType
  duration: number | null
  caloriesBurned: number | null
  notes: string | null
  date: Date | null
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * The calendar parts must exist as written (JavaScript would quietly turn 2026-02-30 into March 2nd), in a year a
 * workout can be logged in.
 */
function isRealDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const sameDay = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
  return sameDay && isLoggableYear(Number(year))
}

/**
 * Reads an ISO 8601 date (midnight UTC) or date-time; a date-time without an offset is read as UTC, so the
 * server's own time zone never changes what was logged.
 */
export function parseWorkoutDate(text: string): Date {
  const trimmed = text.trim()
  const dateOnly = DATE_ONLY.exec(trimmed)
  if (dateOnly && isRealDate(dateOnly[1], dateOnly[2], dateOnly[3])) {
    return new Date(`${trimmed}T00:00:00.000Z`)
  }
  const dateTime = DATE_TIME.exec(trimmed)
  if (dateTime && isRealDate(dateTime[1], dateTime[2], dateTime[3])) {
    const parsed = Date.parse(dateTime[7] ? trimmed : `${trimmed}Z`)
    if (!Number.isNaN(parsed) && Number(dateTime[4]) < 24 && Number(dateTime[5]) < 60) return new Date(parsed)
  }
  throw invalid(`Invalid date "${text}": use YYYY-MM-DD or an ISO 8601 date-time`)
}

/** Blank optional text is the same as leaving the field out (docs/product.md §5: empty optional fields are omitted). */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The columns for a workout from the form's body: trimmed text, Other when no type, blanks as null. */
export function toWorkoutFields(input: WorkoutInput): WorkoutFields {
  const dateText = optionalText(input.date)
  return {
    workoutText: input.workout_text.trim(),
    type: input.type ?? 'Other',
    duration: input.duration ?? null,
    caloriesBurned: input.calories_burned ?? null,
    notes: optionalText(input.notes),
    date: dateText === null ? null : parseWorkoutDate(dateText),
  }
}
