import { and, asc, desc, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { meals, restingHeartRates, users, workouts } from '../../db/schema'

/** The profile fields the targets are computed from. */
export interface ProfileFacts {
  name: string | null
  age: number | null
  weight: number | null
  weightUnit: string
  height: number | null
  heightUnit: string
  gender: string | null
  fitnessGoal: string | null
  activityLevel: string | null
  dietaryRestrictions: string[]
}

/**
 * The `users` columns a select reads ProfileFacts from: readProfile's, and the diary's targets query
 * (services/diary/targets.ts), which reads them with the manual targets in one query.
 */
export const profileFactsColumns = {
  name: users.name,
  age: users.age,
  weight: users.weight,
  weightUnit: users.weightUnit,
  height: users.height,
  heightUnit: users.heightUnit,
  gender: users.gender,
  fitnessGoal: users.fitnessGoal,
  activityLevel: users.activityLevel,
  dietaryRestrictions: users.dietaryRestrictions,
}

/** A logged meal with its totals (null macros count as 0). */
export interface MealRow {
  localDate: string
  /** The timestamp as the device sent it, with its offset: its clock time is the person's local time. */
  dateText: string
  mealType: string
  mealText: string
  eatenAt: Date
  calories: number
  protein: number
  carbs: number
  fat: number
  /** Fiber and sugar (g) and sodium (mg) summed over the meal's items that know them; null when none does. */
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
}

/** A workout with the distance Strava recorded, when imported. */
export interface WorkoutRow {
  date: Date
  workoutText: string
  type: string | null
  duration: number | null
  caloriesBurned: number | null
  distanceMeters: number | null
}

/** One resting heart rate reading. */
export interface HeartRateRow {
  value: number
  recordedAt: Date
}

/** The person's profile, or null when the account is gone. */
export async function readProfile(db: Database, userId: string): Promise<ProfileFacts | null> {
  const [row] = await db.select(profileFactsColumns).from(users).where(eq(users.id, userId))
  return row ?? null
}

/** Meals whose local calendar day is within [from, to] (YYYY-MM-DD), oldest first. */
export async function readMealsBetween(db: Database, userId: string, from: string, to: string): Promise<MealRow[]> {
  const rows = await db
    .select({
      localDate: meals.localDate,
      dateText: meals.dateText,
      mealType: meals.mealType,
      mealText: meals.mealText,
      eatenAt: meals.eatenAt,
      calories: meals.calories,
      protein: meals.protein,
      carbs: meals.carbs,
      fat: meals.fat,
      fiber: meals.fiber,
      sugar: meals.sugar,
      sodium: meals.sodium,
    })
    .from(meals)
    .where(and(eq(meals.userId, userId), gte(meals.localDate, from), lte(meals.localDate, to)))
    .orderBy(asc(meals.localDate), asc(meals.eatenAt))
  return rows.map((row) => ({
    ...row,
    calories: row.calories ?? 0,
    protein: row.protein ?? 0,
    carbs: row.carbs ?? 0,
    fat: row.fat ?? 0,
  }))
}

/** The `date` text of the newest meal (it carries the person's UTC offset), or null before the first meal. */
export async function readLatestMealDateText(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateText: meals.dateText })
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(desc(meals.eatenAt))
    .limit(1)
  return row?.dateText ?? null
}

/** Workouts at or after `since`, newest first (at most `limit`). */
export async function readWorkoutsSince(db: Database, userId: string, since: Date, limit = 200): Promise<WorkoutRow[]> {
  const rows = await db
    .select({
      date: workouts.date,
      workoutText: workouts.workoutText,
      type: workouts.type,
      duration: workouts.duration,
      caloriesBurned: workouts.caloriesBurned,
      stravaData: workouts.stravaData,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.date, since)))
    .orderBy(desc(workouts.date))
    .limit(limit)
  return rows.map(({ stravaData, ...row }) => {
    const distance = stravaData?.distance
    return { ...row, distanceMeters: typeof distance === 'number' ? distance : null }
  })
}

/** The newest workouts whatever their date (for "my last workout"). */
export async function readLatestWorkouts(db: Database, userId: string, limit: number): Promise<WorkoutRow[]> {
  return readWorkoutsSince(db, userId, new Date(0), limit)
}

/** Resting heart rate history, oldest first. */
export async function readRestingHeartRates(db: Database, userId: string): Promise<HeartRateRow[]> {
  return db
    .select({ value: restingHeartRates.value, recordedAt: restingHeartRates.recordedAt })
    .from(restingHeartRates)
    .where(eq(restingHeartRates.userId, userId))
    .orderBy(asc(restingHeartRates.recordedAt))
}
