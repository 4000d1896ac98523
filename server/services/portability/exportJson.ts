import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { userTargets } from '../../db/schema'
import { notFound } from '../../lib/domainErrors'
import { findUserById } from '../users/users'
import {
  allPages,
  foodPage,
  heartRates,
  insightPage,
  mealPage,
  recipePage,
  weightPage,
  workoutPage,
  type PageReader,
} from './exportRecords'

/** The `format` and `version` of this project's JSON export (openapi `ExportDocument`). */
export const EXPORT_FORMAT = 'macro-tracker-export'
export const EXPORT_VERSION = 1

/** The lists of the document, in their order, with the reader of each. */
const LISTS: ReadonlyArray<[string, PageReader]> = [
  ['foods', foodPage],
  ['recipes', recipePage],
  ['meals', mealPage],
  ['workouts', workoutPage],
  ['weights', weightPage],
  ['insights', insightPage],
]

/**
 * The profile without its secrets (password hash, token version, Google and Strava links, passkeys) and without the
 * sign-in email, which belongs to the account, not to its data: an import never changes it, so two accounts' exports
 * of the same data are equal.
 */
async function exportedProfile(db: Database, userId: string): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId)
  if (!user) throw notFound('User not found')
  return {
    name: user.name,
    age: user.age,
    weight: user.weight,
    weight_unit: user.weightUnit,
    height: user.height,
    height_unit: user.heightUnit,
    gender: user.gender,
    fitness_goal: user.fitnessGoal,
    activity_level: user.activityLevel,
    cooking_skill: user.cookingSkill,
    dietary_restrictions: user.dietaryRestrictions,
    theme_preference: user.themePreference,
    add_exercise_calories: user.addExerciseCalories,
    recovery_email: user.recoveryEmail,
    profile_pic: user.profilePic,
    resting_heart_rate_history: await heartRates(db, userId),
    created_at: user.createdAt.toISOString(),
  }
}

async function exportedTargets(db: Database, userId: string): Promise<Record<string, number> | null> {
  const [row] = await db.select().from(userTargets).where(eq(userTargets.userId, userId))
  return row ? { calories: row.calories, protein: row.protein, carbs: row.carbs, fat: row.fat, fiber: row.fiber } : null
}

/**
 * The person's whole export as JSON text, chunk after chunk: the profile and targets first, then each list a page
 * at a time (exportRecords.ts), so years of meals are never one string in memory. The profile is read before the
 * first chunk, so an unknown user fails before anything is sent.
 */
export async function jsonExport(db: Database, userId: string, now: Date): Promise<AsyncGenerator<string>> {
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    profile: await exportedProfile(db, userId),
    targets: await exportedTargets(db, userId),
  }
  async function* chunks(): AsyncGenerator<string> {
    yield JSON.stringify(head).slice(0, -1)
    for (const [name, read] of LISTS) {
      yield `,\n${JSON.stringify(name)}:[`
      let separator = '\n'
      for await (const page of allPages(db, userId, read)) {
        yield separator + page.map((record) => JSON.stringify(record)).join(',\n')
        separator = ',\n'
      }
      yield ']'
    }
    yield '}\n'
  }
  return chunks()
}
