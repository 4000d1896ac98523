import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { dailyTotals, meals } from '../../db/schema'
import { safeOffset } from '../foods/paging'
import { round1 } from './macroMath'
import type { DailySummaryPage, MacroTotals } from './types'

/*
 * `daily_totals` holds, per user and local day, the sums of that day's meals (each meal row holds its own sums).
 * It is kept by the database in the statement or transaction that changes the meals:
 * - a meal logged, edited or deleted adds its change to its day (`dayChange`): `x = x + change` on the locked row,
 *   correct when requests race, in the same statement as the meal insert;
 * - a bulk change (deleting a food's log records) locks its days, then recomputes them with
 *   GROUP BY local_date and SUM over the meals rows (`recomputeDays`); `rebuildDailyTotals` does every day.
 * The summary then reads a few rows of an index, however long the history.
 */

const onDays = (column: PgColumn, days: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...new Set(days)])}::date[])`

/**
 * The statement that adds a change to one day (a new meal: its sums and 1 meal; a deleted one: minus them).
 * Returned unexecuted so a meal insert can carry it in the same statement.
 */
export function dayChange(db: Database, userId: string, localDate: string, change: MacroTotals, mealCount: number) {
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

const dayTotalsFromMeals = (db: Database) =>
  db
    .select({
      userId: meals.userId,
      localDate: meals.localDate,
      calories: sql<number>`coalesce(sum(${meals.calories}), 0)`.as('calories'),
      protein: sql<number>`coalesce(sum(${meals.protein}), 0)`.as('protein'),
      carbs: sql<number>`coalesce(sum(${meals.carbs}), 0)`.as('carbs'),
      fat: sql<number>`coalesce(sum(${meals.fat}), 0)`.as('fat'),
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
 * One page of the daily summary: per local day, newest first, the totals of that day's meals, rounded to 1
 * decimal. Pages are numbered from 1; a page past the end is empty but still tells the totals.
 */
export async function readDailySummary(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<DailySummaryPage> {
  const offset = safeOffset((page - 1) * pageSize)
  // One query: the page read backwards off the primary key and, computed once beside it, the number of days
  // (a page past the end has no row to carry it and counts apart).
  const dayCount = db.select({ days: count() }).from(dailyTotals).where(eq(dailyTotals.userId, userId))
  const rows = await db
    .select({ day: dailyTotals, days: sql<number>`(${dayCount})`.mapWith(Number) })
    .from(dailyTotals)
    .where(eq(dailyTotals.userId, userId))
    .orderBy(desc(dailyTotals.localDate))
    .limit(pageSize)
    .offset(offset)
  const days = rows[0]?.days ?? (await dayCount)[0].days
  return {
    items: rows.map(({ day }) => ({
      date: day.localDate,
      calories: round1(day.calories),
      protein: round1(day.protein),
      carbs: round1(day.carbs),
      fat: round1(day.fat),
      meal_count: day.mealCount,
    })),
    page,
    page_size: pageSize,
    total_days: days,
    total_pages: Math.ceil(days / pageSize),
  }
}
