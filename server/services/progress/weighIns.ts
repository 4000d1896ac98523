import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, weights } from '../../db/schema'
import { invalid } from '../../lib/domainErrors'
import { newId } from '../../lib/ids'
import { addDays, calendarDate, daysBetween, utcToday } from '../meals/calendarDate'
import { setProfileWeightIfNewest } from './profileWeight'
import type { WeightCreateInput, WeightView } from './types'

/** Without `from`, the list starts this many days before `to`. */
export const DEFAULT_LIST_DAYS = 365
/** The most days `to` may be after `from` (about ten years). */
export const MAX_LIST_SPAN_DAYS = 3660

/** The columns of a weigh-in as the API shows it. */
const weightView = { id: weights.id, date: weights.date, weight_kg: weights.weightKg }

/**
 * The weigh-ins from `from` to `to` (calendar days, both included), oldest first. Defaults: `to` the server's UTC
 * today, `from` 365 days before `to`; `to` at most 3,660 days after `from`, and not before it.
 */
export async function listWeights(db: Database, userId: string, range: { from?: string; to?: string }) {
  const to = range.to === undefined ? utcToday() : calendarDate(range.to, 'to')
  const from = range.from === undefined ? addDays(to, -DEFAULT_LIST_DAYS) : calendarDate(range.from, 'from')
  if (from > to) throw invalid('from must be on or before to.')
  if (daysBetween(from, to) - 1 > MAX_LIST_SPAN_DAYS) {
    throw invalid(`from and to must be at most ${MAX_LIST_SPAN_DAYS.toLocaleString('en-US')} days apart.`)
  }
  const rows: WeightView[] = await db
    .select(weightView)
    .from(weights)
    .where(and(eq(weights.userId, userId), gte(weights.date, from), lte(weights.date, to)))
    .orderBy(asc(weights.date))
  return rows
}

/**
 * Logs the weigh-in of a calendar day: a day already weighed keeps its row (and id) and takes the new weight. When
 * no later weigh-in exists, the profile's weight becomes it (profileWeight.ts). The router has held the weight to
 * 20–400 kg (openapi `WeightCreate`). The person's row is locked first, so two weigh-ins of one person are stored
 * one after the other and the later day always ends up in the profile.
 */
export async function logWeight(db: Database, userId: string, input: WeightCreateInput): Promise<WeightView> {
  const date = calendarDate(input.date)
  const weightKg = input.weight_kg
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
    const [saved] = await tx
      .insert(weights)
      .values({ id: newId(), userId, date, weightKg })
      .onConflictDoUpdate({ target: [weights.userId, weights.date], set: { weightKg, updatedAt: sql`now()` } })
      .returning(weightView)
    await setProfileWeightIfNewest(tx, userId, date, weightKg)
    return saved
  })
}

/** Deletes one of the person's weigh-ins; false when they have none with that id. The profile's weight stays. */
export async function deleteWeight(db: Database, userId: string, weightId: string): Promise<boolean> {
  const deleted = await db
    .delete(weights)
    .where(and(eq(weights.userId, userId), eq(weights.id, weightId)))
    .returning({ id: weights.id })
  return deleted.length > 0
}
