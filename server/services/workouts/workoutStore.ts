import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { type StravaData, workouts } from '../../db/schema'
import { newId } from '../../lib/ids'
import { rememberDeletedActivity } from './deletedStravaActivities'
import { WORKOUT_TYPES, type WorkoutFields, type WorkoutType } from './workoutInput'

type WorkoutRow = typeof workouts.$inferSelect

/** A workout as the API returns it: every field present, null when unset. */
export interface WorkoutView {
  id: string
  workout_text: string
  type: WorkoutType
  duration: number | null
  calories_burned: number | null
  notes: string | null
  date: string
  strava_activity_id: string | null
  strava_data: StravaData | null
}

/** A workout imported from Strava, ready to store. */
export interface ImportedWorkout extends Omit<WorkoutFields, 'date'> {
  date: Date
  stravaActivityId: string
  stravaData: StravaData
}

function isWorkoutType(value: string | null): value is WorkoutType {
  return (WORKOUT_TYPES as readonly (string | null)[]).includes(value)
}

/** The API shape of a stored workout. */
export function toWorkoutView(row: WorkoutRow): WorkoutView {
  return {
    id: row.id,
    workout_text: row.workoutText,
    type: isWorkoutType(row.type) ? row.type : 'Other',
    duration: row.duration,
    calories_burned: row.caloriesBurned,
    notes: row.notes,
    date: row.date.toISOString(),
    strava_activity_id: row.stravaActivityId,
    strava_data: row.stravaData,
  }
}

/** One page of the user's workouts, newest date first (ties: the one logged last first). */
export async function listWorkouts(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<WorkoutView[]> {
  const rows = await db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(desc(workouts.date), desc(workouts.createdAt), desc(workouts.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(toWorkoutView)
}

/** Logs a workout by hand; no date means now. */
export async function createWorkout(db: Database, userId: string, fields: WorkoutFields): Promise<WorkoutView> {
  const [row] = await db
    .insert(workouts)
    .values({ id: newId(), userId, ...fields, date: fields.date ?? new Date() })
    .returning()
  return toWorkoutView(row)
}

/** Replaces the editable fields of the user's workout (no date keeps the stored one); null when it is not theirs. */
export async function updateWorkout(
  db: Database,
  userId: string,
  workoutId: string,
  fields: WorkoutFields,
): Promise<WorkoutView | null> {
  const { date, ...rest } = fields
  const [row] = await db
    .update(workouts)
    .set(date === null ? rest : fields)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning()
  return row ? toWorkoutView(row) : null
}

/**
 * Deletes the user's workout; false when it is not theirs. An imported workout's Strava activity is remembered so
 * the next import does not bring it back.
 */
export async function deleteWorkout(db: Database, userId: string, workoutId: string): Promise<boolean> {
  const [row] = await db
    .delete(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning({ stravaActivityId: workouts.stravaActivityId })
  if (!row) return false
  if (row.stravaActivityId !== null) await rememberDeletedActivity(db, userId, row.stravaActivityId)
  return true
}

/**
 * Stores an imported activity unless the user already has it; false when it was there (the unique index on
 * user and activity makes this hold across concurrent imports and processes).
 */
export async function insertImportedWorkout(db: Database, userId: string, workout: ImportedWorkout): Promise<boolean> {
  const inserted = await db
    .insert(workouts)
    .values({ id: newId(), userId, ...workout })
    .onConflictDoNothing({ target: [workouts.userId, workouts.stravaActivityId] })
    .returning({ id: workouts.id })
  return inserted.length > 0
}

/** The Strava activity ids of the user's imported workouts. */
export async function importedActivityIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: workouts.stravaActivityId })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNotNull(workouts.stravaActivityId)))
  return new Set(rows.map((row) => row.id ?? ''))
}
