import { isDomainError } from '../../lib/domainErrors'
import { storableText } from '../../lib/storableText'
import { parseMealDate } from '../meals/mealDate'
import type { ImportMealType, ImportSkip } from './importTypes'

/** A row of a file that cannot be imported; its message becomes the `reason` of an `ImportSkip`. */
export class RowError extends Error {}

export const MEAL_TYPES: readonly ImportMealType[] = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert']

/** The longest name kept (as a food's name in the API). */
export const MAX_NAME_LENGTH = 200

type Json = Record<string, unknown>

/** The value as an object, or a RowError naming what it should be. */
export function objectOf(value: unknown, what: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new RowError(`${what} is not an object`)
  return value as Json
}

/** A finite number of at least 0, or null when absent; anything else is a RowError. */
export function amountOrNull(record: Json, key: string): number | null {
  const value = record[key]
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new RowError(`${key} must be a number of at least 0`)
  return value
}

/** A required finite number of at least 0 (absent counts as 0 for nutrients the row must carry). */
export function amount(record: Json, key: string): number {
  return amountOrNull(record, key) ?? 0
}

/** A trimmed, storable text of at most `max` characters, or null when absent or blank. */
export function textOrNull(record: Json, key: string, max = 10_000): string | null {
  const value = record[key]
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') throw new RowError(`${key} must be text`)
  const text = storableText(value).trim()
  if (text.length > max) throw new RowError(`${key} is longer than ${max.toLocaleString('en-US')} characters`)
  return text === '' ? null : text
}

/** A name: required, trimmed, at most 200 characters. */
export function requiredName(record: Json, key = 'name'): string {
  const name = textOrNull(record, key, MAX_NAME_LENGTH)
  if (name === null) throw new RowError(`${key} is empty`)
  return name
}

/** A meal type of the app, or a RowError. */
export function mealTypeOf(value: unknown): ImportMealType {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!(MEAL_TYPES as readonly string[]).includes(type)) throw new RowError(`meal type "${String(value)}" is unknown`)
  return type as ImportMealType
}

/** A meal's date-time as the meal log takes it (ISO 8601 with an offset), or a RowError with the log's message. */
export function mealDateText(value: unknown): string {
  if (typeof value !== 'string') throw new RowError('date is missing')
  try {
    return parseMealDate(value).text
  } catch (error) {
    if (isDomainError(error)) throw new RowError(error.message)
    throw error
  }
}

/** An ISO instant (any text Date reads), or a RowError. */
export function instantOf(value: unknown, key: string): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) throw new RowError(`${key} is not a date-time`)
  return new Date(time).toISOString()
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day YYYY-MM-DD that exists, or a RowError. */
export function calendarDayOf(value: unknown, key: string): string {
  const text = typeof value === 'string' ? value.trim() : ''
  const time = Date.parse(`${text}T00:00:00Z`)
  if (!CALENDAR_DAY.test(text) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    throw new RowError(`${key} must be a day written YYYY-MM-DD`)
  return text
}

/** Reads each element with `read`; an element that fails is left out and listed with its position and why. */
export function readEach<T>(
  list: unknown,
  listName: string,
  skipped: ImportSkip[],
  read: (element: Json, line: number) => T,
): T[] {
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) {
    skipped.push({ line: 1, reason: `${listName} is not a list` })
    return []
  }
  const kept: T[] = []
  list.forEach((element: unknown, index) => {
    const line = index + 1
    try {
      kept.push(read(objectOf(element, `${listName}[${line}]`), line))
    } catch (error) {
      if (!(error instanceof RowError)) throw error
      skipped.push({ line, reason: `${listName} ${line}: ${error.message}` })
    }
  })
  return kept
}
