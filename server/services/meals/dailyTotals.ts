import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { dailyTotals, meals } from '../../db/schema'
import { safeOffset } from '../foods/paging'
import { addDays, calendarDate, daysBetween, utcToday } from './calendarDate'
import { round1, roundedNutrients } from './macroMath'
import type { DailySummaryEntry, DailySummaryPage, MacroTotals, Nutrients } from './types'

/*
 * `daily_totals` holds, per user and local day, the sums of that day's meals (each meal row holds its own sums).
 * It is kept by the database in the statement or transaction that changes the meals:
 * - a meal logged, edited or deleted adds its change to its day (`dayChange`): `x = x + change` on the locked row,
 *   correct when requests race, in the same statement as the meal insert;
 * - a bulk change (deleting a food's log records) locks its days, then recomputes them with
 *   GROUP BY local_date and SUM over the meals rows (`recomputeDays`); `rebuildDailyTotals` does every day.
 * The summary then reads a few rows of an index, however long the history.
 * Fibre, sugar and sodium are sums of the known values, null when no meal of the day knows one. A new meal adds its
 * known values (`dayChange`); a change that takes values away (an edit, a move, a delete) recounts the day from its
 * meals (`recountDayNutrients`), since a sum alone cannot tell "nothing known left" from a known zero.
 */

const onDays = (column: PgColumn, days: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...new Set(days)])}::date[])`

/** A nullable day sum plus a new meal's value: the known values added, null only when neither is known. */
const addKnownColumn = (column: PgColumn, name: string): SQL =>
  sql`coalesce(${column} + ${sql.raw(`excluded.${name}`)}, ${column}, ${sql.raw(`excluded.${name}`)})`

/**
 * The statement that adds a change to one day (a new meal: its sums and 1 meal; a deleted one: minus them).
 * Nutrients in the change are added where known; only new meals carry them (a change that takes values away
 * recounts the day with recountDayNutrients instead).
 * Returned unexecuted so a meal insert can carry it in the same statement.
 */
export function dayChange(
  db: Database,
  userId: string,
  localDate: string,
  change: MacroTotals & Partial<Nutrients>,
  mealCount: number,
) {
  return db
    .insert(dailyTotals)
    .values({ userId, localDate, ...change, mealCount })
    .onConflictDoUpdate({
      target: [dailyTotals.userId, dailyTotals.localDate],
      set: {
        calories: sql`${dailyTotals.calories} + excluded.calories`,
        protein: sql`${dailyTotals.protein} + excluded.protein`,
        carbs: sql`${dailyTotals.carbs} + excluded.carbs`,
        fat: sql`${dailyTotals.fat} + excluded.fat`,
        fiber: addKnownColumn(dailyTotals.fiber, 'fiber'),
        sugar: addKnownColumn(dailyTotals.sugar, 'sugar'),
        sodium: addKnownColumn(dailyTotals.sodium, 'sodium'),
        mealCount: sql`${dailyTotals.mealCount} + excluded.meal_count`,
      },
    })
}

/** Removes the given days once no meal is left on them. */
export async function dropEmptyDays(db: Database, userId: string, days: readonly string[]): Promise<void> {
  await db
    .delete(dailyTotals)
    .where(and(eq(dailyTotals.userId, userId), onDays(dailyTotals.localDate, days), lte(dailyTotals.mealCount, 0)))
}

/**
 * Sets the nutrients of the given days to the sums of their meals' known values (null when none is known). Run it
 * after the change, in its transaction: the day's row is locked by then, so no other write of the day can slip in.
 */
export async function recountDayNutrients(db: Database, userId: string, days: readonly string[]): Promise<void> {
  const sums = db
    .select({
      localDate: meals.localDate,
      fiber: sql<number | null>`sum(${meals.fiber})`.as('fiber'),
      sugar: sql<number | null>`sum(${meals.sugar})`.as('sugar'),
      sodium: sql<number | null>`sum(${meals.sodium})`.as('sodium'),
    })
    .from(meals)
    .where(and(eq(meals.userId, userId), onDays(meals.localDate, days)))
    .groupBy(meals.localDate)
    .as('sums')
  await db
    .update(dailyTotals)
    // Named in full: Drizzle writes a subquery's column bare, which `set` would read as the table's own column.
    .set({ fiber: sql.raw('"sums"."fiber"'), sugar: sql.raw('"sums"."sugar"'), sodium: sql.raw('"sums"."sodium"') })
    .from(sums)
    .where(and(eq(dailyTotals.userId, userId), eq(dailyTotals.localDate, sums.localDate)))
}

const dayTotalsFromMeals = (db: Database) =>
  db
    .select({
      userId: meals.userId,
      localDate: meals.localDate,
      calories: sql<number>`coalesce(sum(${meals.calories}), 0)`.as('calories'),
      protein: sql<number>`coalesce(sum(${meals.protein}), 0)`.as('protein'),
      carbs: sql<number>`coalesce(sum(${meals.carbs}), 0)`.as('carbs'),
      fat: sql<number>`coalesce(sum(${meals.fat}), 0)`.as('fat'),
      // Sums of the known values: null when no meal of the day knows one.
      fiber: sql<number | null>`sum(${meals.fiber})`.as('fiber'),
      sugar: sql<number | null>`sum(${meals.sugar})`.as('sugar'),
      sodium: sql<number | null>`sum(${meals.sodium})`.as('sodium'),
      mealCount: sql<number>`count(*)::int`.as('meal_count'),
    })
    .from(meals)

/**
 * Recomputes days from the meals rows: GROUP BY local_date with SUM. Their rows are locked first (in date order,
 * so two recomputes cannot deadlock): a meal write racing with this one then waits and adds its change on top.
 * Call it inside the transaction that changed the meals.
 */
export async function recomputeDays(db: Database, userId: string, days: readonly string[]): Promise<void> {
  if (days.length === 0) return
  await db
    .select({ localDate: dailyTotals.localDate })
    .from(dailyTotals)
    .where(and(eq(dailyTotals.userId, userId), onDays(dailyTotals.localDate, days)))
    .orderBy(asc(dailyTotals.localDate))
    .for('update')
  const kept = await db
    .insert(dailyTotals)
    .select(
      dayTotalsFromMeals(db)
        .where(and(eq(meals.userId, userId), onDays(meals.localDate, days)))
        .groupBy(meals.userId, meals.localDate),
    )
    .onConflictDoUpdate({
      target: [dailyTotals.userId, dailyTotals.localDate],
      set: {
        calories: sql`excluded.calories`,
        protein: sql`excluded.protein`,
        carbs: sql`excluded.carbs`,
        fat: sql`excluded.fat`,
        fiber: sql`excluded.fiber`,
        sugar: sql`excluded.sugar`,
        sodium: sql`excluded.sodium`,
        mealCount: sql`excluded.meal_count`,
      },
    })
    .returning({ localDate: dailyTotals.localDate })
  const keptDays = new Set(kept.map((row) => row.localDate))
  const emptied = days.filter((day) => !keptDays.has(day))
  if (emptied.length > 0) {
    await db.delete(dailyTotals).where(and(eq(dailyTotals.userId, userId), onDays(dailyTotals.localDate, emptied)))
  }
}

/** Rebuilds every day of the user's totals from their meals (after a bulk import such as the history seed). */
export async function rebuildDailyTotals(db: Database, userId: string): Promise<void> {
  await db.delete(dailyTotals).where(eq(dailyTotals.userId, userId))
  await db
    .insert(dailyTotals)
    .select(dayTotalsFromMeals(db).where(eq(meals.userId, userId)).groupBy(meals.userId, meals.localDate))
}

/**
 * One page of the daily summary: every calendar day from `end` back to the first logged day, newest first, a day
 * without meals as zeros (`meal_count` 0; its fibre, sugar and sodium null, as nothing is known), totals rounded to
 * 1 decimal. Page 1 ends at `end` (default: the later of UTC today and the newest logged day); page p covers the
 * `pageSize` days from end − (p − 1) · pageSize back. A
 * page past the first logged day is empty but still tells the totals. Two index reads of `daily_totals`: the first
 * and last logged days, then the page's range; the days between its rows are filled here.
 */
export async function readDailySummary(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
  end?: string,
): Promise<DailySummaryPage> {
  const lastDay = end === undefined ? undefined : calendarDate(end, 'end')
  const [span] = await db
    .select({
      first: sql<string | null>`min(${dailyTotals.localDate})::text`,
      last: sql<string | null>`max(${dailyTotals.localDate})::text`,
    })
    .from(dailyTotals)
    .where(eq(dailyTotals.userId, userId))
  const summary = (items: DailySummaryEntry[], days: number): DailySummaryPage => ({
    items,
    page,
    page_size: pageSize,
    total_days: days,
    total_pages: Math.ceil(days / pageSize),
  })
  if (!span?.first || !span.last) return summary([], 0)
  const newest = lastDay ?? (span.last > utcToday() ? span.last : utcToday())
  const days = daysBetween(span.first, newest)
  const skipped = safeOffset((page - 1) * pageSize)
  if (skipped >= days) return summary([], days)
  const pageEnd = addDays(newest, -skipped)
  const pageStart = addDays(pageEnd, -(Math.min(pageSize, days - skipped) - 1))
  const rows = await db
    .select()
    .from(dailyTotals)
    .where(
      and(eq(dailyTotals.userId, userId), gte(dailyTotals.localDate, pageStart), lte(dailyTotals.localDate, pageEnd)),
    )
    .orderBy(desc(dailyTotals.localDate))
  const logged = new Map(rows.map((row) => [row.localDate, row]))
  const items: DailySummaryEntry[] = []
  for (let day = pageEnd; day >= pageStart; day = addDays(day, -1)) {
    const row = logged.get(day)
    items.push({
      date: day,
      calories: round1(row?.calories ?? 0),
      protein: round1(row?.protein ?? 0),
      carbs: round1(row?.carbs ?? 0),
      fat: round1(row?.fat ?? 0),
      ...roundedNutrients(row ?? {}),
      meal_count: row?.mealCount ?? 0,
    })
  }
  return summary(items, days)
}
