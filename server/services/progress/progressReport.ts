import { and, desc, eq, gt, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rowsOf } from '../../db/rowsOf'
import { dailyTotals, weights } from '../../db/schema'
import { notFound } from '../../lib/domainErrors'
import { readProfile } from '../advice/personQueries'
import { computeTargets } from '../advice/targets'
import { addDays, calendarDate, utcToday } from '../meals/calendarDate'
import { progressOf } from './progressOf'
import type { ProgressView, WeighIn } from './types'

/** The window when `days` is not given. */
export const DEFAULT_PROGRESS_DAYS = 28
/**
 * Weigh-ins read before the window to start its trend: 250 weigh-ins later, where the trend started weighs
 * 0.9²⁵⁰ ≈ 4·10⁻¹² of its difference, so the trend is the one started at the first weigh-in ever, to far below
 * 0.01 kg, from a bounded read.
 */
export const TREND_HISTORY_WEIGH_INS = 250

/** The later of the server's UTC today and the person's newest weigh-in or logged day (the default `end`). */
async function defaultEnd(db: Database, userId: string): Promise<string> {
  const result = await db.execute(sql`
    select greatest(
      (select max(${weights.date}) from ${weights} where ${weights.userId} = ${userId}),
      (select max(${dailyTotals.localDate}) from ${dailyTotals} where ${dailyTotals.userId} = ${userId})
    )::text as newest`)
  const [row] = rowsOf<{ newest: string | null }>(result)
  const today = utcToday()
  return row?.newest && row.newest > today ? row.newest : today
}

/** The newest weigh-ins up to `end`, oldest first: every one of the window and the history that starts its trend. */
async function readWeighIns(db: Database, userId: string, end: string, days: number): Promise<WeighIn[]> {
  const rows = await db
    .select({ date: weights.date, weightKg: weights.weightKg })
    .from(weights)
    .where(and(eq(weights.userId, userId), lte(weights.date, end)))
    .orderBy(desc(weights.date))
    .limit(2 * days + TREND_HISTORY_WEIGH_INS)
  return rows.reverse()
}

/** The calories of each day from `from` to `end` with food logged (a `daily_totals` row with meals), by date. */
async function readIntakes(db: Database, userId: string, from: string, end: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: dailyTotals.localDate, calories: dailyTotals.calories })
    .from(dailyTotals)
    .where(
      and(
        eq(dailyTotals.userId, userId),
        gte(dailyTotals.localDate, from),
        lte(dailyTotals.localDate, end),
        gt(dailyTotals.mealCount, 0),
      ),
    )
  return new Map(rows.map((row) => [row.date, row.calories]))
}

/**
 * The person's progress over the `days` calendar days ending at `end` (default 28 days ending at the later of the
 * server's UTC today and the newest weigh-in or logged day): reads the profile, the weigh-ins and the logged days,
 * then computes everything in progressOf.ts. The formula and the goal come from the advice's computeTargets.
 */
export async function readProgress(
  db: Database,
  userId: string,
  query: { days?: number; end?: string },
): Promise<ProgressView> {
  const days = query.days ?? DEFAULT_PROGRESS_DAYS
  const end = query.end === undefined ? await defaultEnd(db, userId) : calendarDate(query.end, 'end')
  const [profile, weighIns, intakes] = await Promise.all([
    readProfile(db, userId),
    readWeighIns(db, userId, end, days),
    // The window and the one before it, whose learned expenditure is the window's starting belief.
    readIntakes(db, userId, addDays(end, -(2 * days - 1)), end),
  ])
  if (!profile) throw notFound('User not found')
  const targets = computeTargets(profile)
  return progressOf({
    end,
    days,
    weighIns,
    intakes,
    formulaKcal: targets.maintenance,
    goal: targets.goal,
    goalLabel: targets.goalLabel,
  })
}
