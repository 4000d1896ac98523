import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, createdAt } from './columns'
import { users, userRef } from './accounts'

/** Strava's activity fields kept with an imported workout. */
export type StravaData = Record<string, string | number | null>

export const workouts = pgTable(
  'workouts',
  {
    id: id(),
    userId: userRef(),
    workoutText: text('workout_text').notNull(),
    type: text('type'),
    duration: doublePrecision('duration'),
    caloriesBurned: doublePrecision('calories_burned'),
    notes: text('notes'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    stravaActivityId: text('strava_activity_id'),
    stravaData: jsonb('strava_data').$type<StravaData>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('workouts_user_date_idx').on(t.userId, t.date.desc()),
    uniqueIndex('workouts_user_strava_idx').on(t.userId, t.stravaActivityId),
  ],
)

/** OAuth tokens for a person's Strava account; the newest refresh token is always kept. */
export const stravaConnections = pgTable('strava_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  athleteId: text('athlete_id'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scope: text('scope'),
  /** Import cursor: the newest activity start seen by the last complete import (Strava's `after`). */
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** When the tokens were last stored: with expiresAt it gives the access token's lifetime. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Strava activities whose imported workout the person deleted: no import brings them back, also after Strava is
 * disconnected and connected again.
 */
export const stravaDeletedActivities = pgTable(
  'strava_deleted_activities',
  {
    userId: userRef(),
    activityId: text('activity_id').notNull(),
    deletedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] })],
)

/** Advice given, newest first when read. */
export const insightLog = pgTable(
  'insight_log',
  {
    id: id(),
    userId: userRef(),
    advice: text('advice').notNull(),
    facts: jsonb('facts'),
    createdAt: createdAt(),
  },
  (t) => [index('insight_log_user_idx').on(t.userId, t.createdAt.desc())],
)
