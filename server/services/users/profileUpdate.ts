import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { restingHeartRates, users } from '../../db/schema'
import { newId } from '../../lib/ids'

/** The editable fields of a profile save (ProfileUpdate in openapi.yaml), already validated by its schema. */
export interface ProfileUpdate {
  name?: string | null
  age?: number | null
  weight?: number | null
  weight_unit?: string
  weightUnit?: string
  height?: number | null
  height_unit?: string
  heightUnit?: string
  gender?: string | null
  fitness_goal?: string | null
  theme_preference?: string
  recovery_email?: string | null
  dietary_restrictions?: string[] | null
  activity_level?: string | null
  cooking_skill?: string | null
  resting_heart_rate?: number | null
  profile_pic?: string | null
  add_exercise_calories?: boolean
}

type UserChanges = Partial<typeof users.$inferInsert>

/** '' and blank mean not set, as the profile form sends them. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The column changes a save asks for: only the keys present; camelCase units win over snake_case ones. */
function userChanges(body: ProfileUpdate): UserChanges {
  const changes: UserChanges = {}
  const has = (key: keyof ProfileUpdate) => key in body && body[key] !== undefined
  if (has('name')) changes.name = optionalText(body.name)
  if (has('age')) changes.age = body.age
  if (has('weight')) changes.weight = body.weight
  const weightUnit = body.weightUnit ?? body.weight_unit
  if (weightUnit) changes.weightUnit = weightUnit
  if (has('height')) changes.height = body.height
  const heightUnit = body.heightUnit ?? body.height_unit
  if (heightUnit) changes.heightUnit = heightUnit
  if (has('gender')) changes.gender = optionalText(body.gender)
  if (has('fitness_goal')) changes.fitnessGoal = body.fitness_goal?.trim() ? body.fitness_goal : null
  if (body.theme_preference) changes.themePreference = body.theme_preference
  if (has('recovery_email')) changes.recoveryEmail = optionalText(body.recovery_email)
  if (has('dietary_restrictions')) {
    changes.dietaryRestrictions = (body.dietary_restrictions ?? []).map((item) => item.trim()).filter(Boolean)
  }
  if (has('activity_level')) changes.activityLevel = optionalText(body.activity_level)
  if (has('cooking_skill')) changes.cookingSkill = optionalText(body.cooking_skill)
  if (has('profile_pic')) changes.profilePic = optionalText(body.profile_pic)
  if (typeof body.add_exercise_calories === 'boolean') changes.addExerciseCalories = body.add_exercise_calories
  return changes
}

/**
 * Saves a profile. A resting heart rate different from the latest recorded one is appended to the history with the
 * time of the save; the same value again records nothing.
 */
export async function updateProfile(db: Database, userId: string, body: ProfileUpdate): Promise<void> {
  const changes = userChanges(body)
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId))
    const rate = body.resting_heart_rate
    if (typeof rate !== 'number') return
    const [latest] = await tx
      .select({ value: restingHeartRates.value })
      .from(restingHeartRates)
      .where(eq(restingHeartRates.userId, userId))
      .orderBy(desc(restingHeartRates.recordedAt), desc(restingHeartRates.id))
      .limit(1)
    if (latest?.value !== rate) {
      await tx.insert(restingHeartRates).values({ id: newId(), userId, value: rate, recordedAt: new Date() })
    }
  })
}
