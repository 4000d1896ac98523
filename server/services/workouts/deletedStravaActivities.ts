import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { stravaDeletedActivities } from '../../db/schema'

/*
 * Workouts imported from Strava that the person deleted. Deleting is the workouts' business, so they keep the list;
 * the Strava import reads it so that no import brings such a workout back.
 */

/** Remembers an activity whose imported workout was deleted, so no import brings it back. */
export async function rememberDeletedActivity(db: Database, userId: string, activityId: string): Promise<void> {
  await db.insert(stravaDeletedActivities).values({ userId, activityId }).onConflictDoNothing()
}

/** The Strava activities whose imported workouts the person deleted. */
export async function deletedActivityIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: stravaDeletedActivities.activityId })
    .from(stravaDeletedActivities)
    .where(eq(stravaDeletedActivities.userId, userId))
  return rows.map((row) => row.id)
}
