import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { restingHeartRates, stravaConnections } from '../../db/schema'
import { notFound } from '../../lib/domainErrors'
import { twoFactorEnabled } from '../auth/twoFactor'
import { findUserById } from './users'

/** One recorded resting heart rate. */
export interface HeartRateEntry {
  value: number
  date: string
}

/** The profile as GET /user/{id} answers it (Profile in openapi.yaml): every field, null when unset. */
export interface ProfileView {
  id: string
  email: string
  name: string | null
  age: number | null
  weight: number | null
  weight_unit: string
  height: number | null
  height_unit: string
  gender: string | null
  fitness_goal: string | null
  theme_preference: string
  recovery_email: string | null
  dietary_restrictions: string[]
  activity_level: string | null
  cooking_skill: string | null
  resting_heart_rate: number | null
  resting_heart_rate_history: HeartRateEntry[]
  google_id: string | null
  strava_access_token: 'connected' | null
  profile_pic: string | null
  picture: string | null
  has_password: boolean
  two_factor_enabled: boolean
  add_exercise_calories: boolean
  created_at: string
}

/** The resting heart rate history, oldest first. */
export async function heartRateHistory(db: Database, userId: string): Promise<HeartRateEntry[]> {
  const rows = await db
    .select({ value: restingHeartRates.value, recordedAt: restingHeartRates.recordedAt })
    .from(restingHeartRates)
    .where(eq(restingHeartRates.userId, userId))
    .orderBy(asc(restingHeartRates.recordedAt), asc(restingHeartRates.id))
  return rows.map((row) => ({ value: row.value, date: row.recordedAt.toISOString() }))
}

/**
 * The user's profile. Secrets never leave the server: Strava shows as 'connected' or null, the password as
 * has_password. The one stored picture is both profile_pic and picture.
 */
export async function readProfile(db: Database, userId: string): Promise<ProfileView> {
  const user = await findUserById(db, userId)
  if (!user) throw notFound('User not found')
  const history = await heartRateHistory(db, userId)
  const [strava] = await db
    .select({ userId: stravaConnections.userId })
    .from(stravaConnections)
    .where(eq(stravaConnections.userId, userId))
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    age: user.age,
    weight: user.weight,
    weight_unit: user.weightUnit,
    height: user.height,
    height_unit: user.heightUnit,
    gender: user.gender,
    fitness_goal: user.fitnessGoal,
    theme_preference: user.themePreference,
    recovery_email: user.recoveryEmail,
    dietary_restrictions: user.dietaryRestrictions,
    activity_level: user.activityLevel,
    cooking_skill: user.cookingSkill,
    resting_heart_rate: history.at(-1)?.value ?? null,
    resting_heart_rate_history: history,
    google_id: user.googleId,
    strava_access_token: strava ? 'connected' : null,
    profile_pic: user.profilePic,
    picture: user.profilePic,
    has_password: user.passwordHash !== null,
    two_factor_enabled: await twoFactorEnabled(db, userId),
    add_exercise_calories: user.addExerciseCalories,
    created_at: user.createdAt.toISOString(),
  }
}
