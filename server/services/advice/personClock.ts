import type { Database } from '../../db/database'
import { readLatestMealDateText } from './personQueries'

/** The person's "now": their calendar day and UTC offset. */
export interface PersonClock {
  /** Today in the person's zone, YYYY-MM-DD. */
  today: string
  /** Minutes east of UTC. */
  offsetMinutes: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC offset a timestamp text carries ("…+01:00", "…-0530", "…Z"); null when it carries none. */
export function utcOffsetMinutes(dateText: string): number | null {
  if (/z$/i.test(dateText.trim())) return 0
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(dateText.trim())
  if (!match || !/T\d/.test(dateText)) return null
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The calendar date of an instant at a UTC offset. */
export function localDate(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10)
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a calendar day starts at an offset. */
export function startOfDay(date: string, offsetMinutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetMinutes * 60_000)
}

/** Day of the week, Monday = 0. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

/**
 * The server keeps no time zone per person, but every meal's `date` carries the offset of the device that logged
 * it: the newest meal's offset is the best guess of where the person is now (UTC before any meal).
 */
export async function personClock(db: Database, userId: string, now: Date = new Date()): Promise<PersonClock> {
  const latest = await readLatestMealDateText(db, userId)
  const offsetMinutes = (latest ? utcOffsetMinutes(latest) : null) ?? 0
  return { today: localDate(now, offsetMinutes), offsetMinutes }
}
