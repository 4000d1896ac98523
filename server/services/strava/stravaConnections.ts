import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { stravaConnections } from '../../db/schema'
import type { StravaTokens } from './stravaClient'

/** A person's stored Strava connection. */
export type StravaConnection = typeof stravaConnections.$inferSelect

/** The user's connection, or null when Strava is not connected. */
export async function findConnection(db: Database, userId: string): Promise<StravaConnection | null> {
  const [row] = await db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId))
  return row ?? null
}

/**
 * Stores the tokens of a new authorization. Connecting the same athlete again keeps the import cursor; another
 * athlete starts afresh.
 */
export async function saveConnection(db: Database, userId: string, tokens: StravaTokens, scope: string | null) {
  const now = new Date()
  const sameAthlete = sql`${stravaConnections.athleteId} is not distinct from excluded.athlete_id`
  await db
    .insert(stravaConnections)
    .values({ userId, ...tokens, scope, updatedAt: now })
    .onConflictDoUpdate({
      target: stravaConnections.userId,
      set: {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: tokens.expiresAt,
        scope,
        updatedAt: now,
        lastActivityAt: sql`case when ${sameAthlete} then ${stravaConnections.lastActivityAt} end`,
        athleteId: tokens.athleteId,
      },
    })
}

/** Stores refreshed tokens (always the newest refresh token: Strava rotates them); false when disconnected since. */
export async function storeTokens(db: Database, userId: string, tokens: StravaTokens): Promise<boolean> {
  const updated = await db
    .update(stravaConnections)
    .set({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(stravaConnections.userId, userId))
    .returning({ userId: stravaConnections.userId })
  return updated.length > 0
}

/** Forgets the user's tokens (the profile then says Strava is not connected). */
export async function deleteConnection(db: Database, userId: string): Promise<void> {
  await db.delete(stravaConnections).where(eq(stravaConnections.userId, userId))
}

/** Moves the import cursor forward (never back) after an import that went through every page. */
export async function advanceImportCursor(db: Database, userId: string, newestStart: Date): Promise<void> {
  await db
    .update(stravaConnections)
    .set({
      lastActivityAt: sql`greatest(${stravaConnections.lastActivityAt}, ${newestStart.toISOString()}::timestamptz)`,
    })
    .where(eq(stravaConnections.userId, userId))
}
