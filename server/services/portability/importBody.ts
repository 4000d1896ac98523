import { eq, isNotNull, and } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { insightLog, restingHeartRates, userTargets, users, weights, workouts } from '../../db/schema'
import { newId } from '../../lib/ids'
import { KeyPool, workoutKey } from './importKeys'
import { insertChunked } from './importLibrary'
import type { ImportedAccountData, ImportedWeight, ImportedWorkout } from './importTypes'

/** Adds the workouts the account does not have (same instant, text, minutes and calories, or same Strava activity). */
export async function importWorkouts(
  db: Database,
  userId: string,
  imported: readonly ImportedWorkout[],
  now: Date,
): Promise<number> {
  if (imported.length === 0) return 0
  const rows = await db
    .select({
      date: workouts.date,
      workoutText: workouts.workoutText,
      duration: workouts.duration,
      caloriesBurned: workouts.caloriesBurned,
      stravaActivityId: workouts.stravaActivityId,
    })
    .from(workouts)
    .where(eq(workouts.userId, userId))
  const pool = new KeyPool<true>()
  for (const row of rows) pool.add(workoutKey(row), true)
  const stravaIds = new Set(rows.flatMap((row) => (row.stravaActivityId ? [row.stravaActivityId] : [])))
  const fresh = imported.filter((workout) => {
    if (pool.take(workoutKey({ ...workout, date: new Date(workout.date) }))) return false
    if (workout.stravaActivityId === null) return true
    if (stravaIds.has(workout.stravaActivityId)) return false
    stravaIds.add(workout.stravaActivityId)
    return true
  })
  await insertChunked(fresh, (chunk) =>
    db.insert(workouts).values(
      chunk.map((workout) => ({
        id: newId(),
        userId,
        date: new Date(workout.date),
        workoutText: workout.workoutText,
        type: workout.type,
        duration: workout.duration,
        caloriesBurned: workout.caloriesBurned,
        notes: workout.notes,
        stravaActivityId: workout.stravaActivityId,
        stravaData: workout.stravaData,
        createdAt: now,
      })),
    ),
  )
  return fresh.length
}

/** Adds the weigh-ins of days the account has none for: a day already weighed keeps the account's weight. */
export async function importWeights(
  db: Database,
  userId: string,
  imported: readonly ImportedWeight[],
): Promise<number> {
  if (imported.length === 0) return 0
  const rows = await db.select({ date: weights.date }).from(weights).where(eq(weights.userId, userId))
  const weighed = new Set(rows.map((row) => row.date))
  const fresh = imported.filter((weight) => {
    if (weighed.has(weight.date)) return false
    weighed.add(weight.date)
    return true
  })
  await insertChunked(fresh, (chunk) =>
    db
      .insert(weights)
      .values(chunk.map((weight) => ({ id: newId(), userId, date: weight.date, weightKg: weight.weightKg }))),
  )
  return fresh.length
}

/** A profile value an import may fill: unset, empty, or still the value every new account starts with. */
function unset(value: unknown, column: string): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  const defaults: Record<string, unknown> = {
    weightUnit: 'kg',
    heightUnit: 'cm',
    themePreference: 'auto',
    addExerciseCalories: false,
  }
  return defaults[column] === value
}

/**
 * The parts only this project's export has: profile fields the account has not set, manual targets when the
 * account has none, the resting heart rates and advice it does not have yet.
 */
export async function importAccountData(db: Database, userId: string, data: ImportedAccountData): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  const fill = Object.fromEntries(
    Object.entries(data.profile).filter(([column]) => unset(user[column as keyof typeof user], column)),
  )
  if (Object.keys(fill).length > 0) await db.update(users).set(fill).where(eq(users.id, userId))
  if (data.targets)
    await db
      .insert(userTargets)
      .values({ userId, ...data.targets })
      .onConflictDoNothing()
  const rates = await db
    .select({ value: restingHeartRates.value, recordedAt: restingHeartRates.recordedAt })
    .from(restingHeartRates)
    .where(eq(restingHeartRates.userId, userId))
  const knownRates = new Set(rates.map((rate) => `${rate.recordedAt.toISOString()}|${rate.value}`))
  const newRates = data.heartRates.filter((rate) => !knownRates.has(`${rate.date}|${rate.value}`))
  await insertChunked(newRates, (chunk) =>
    db
      .insert(restingHeartRates)
      .values(chunk.map((rate) => ({ id: newId(), userId, value: rate.value, recordedAt: new Date(rate.date) }))),
  )
  const advice = await db
    .select({ advice: insightLog.advice, createdAt: insightLog.createdAt })
    .from(insightLog)
    .where(and(eq(insightLog.userId, userId), isNotNull(insightLog.advice)))
  const knownAdvice = new Set(advice.map((row) => `${row.createdAt.toISOString()}|${row.advice}`))
  const newAdvice = data.insights.filter(
    (insight) => !knownAdvice.has(`${new Date(insight.createdAt).toISOString()}|${insight.advice}`),
  )
  await insertChunked(newAdvice, (chunk) =>
    db.insert(insightLog).values(
      chunk.map((insight) => ({
        id: newId(),
        userId,
        advice: insight.advice,
        facts: insight.facts,
        createdAt: new Date(insight.createdAt),
      })),
    ),
  )
}
