import { amountOrNull, objectOf, readEach, RowError, textOrNull } from './importFields'
import type { ImportedAccountData, ImportSkip, ProfileColumn } from './importTypes'

type Json = Record<string, unknown>

/** How each profile field of the export is read: its column, and the values it may take (as ProfileUpdate). */
const TEXT_FIELDS: ReadonlyArray<[string, ProfileColumn, readonly string[] | number]> = [
  ['name', 'name', 200],
  ['weight_unit', 'weightUnit', ['kg', 'lbs']],
  ['height_unit', 'heightUnit', ['in', 'cm', 'ft_in']],
  ['gender', 'gender', ['male', 'female', 'other']],
  ['fitness_goal', 'fitnessGoal', 500],
  ['activity_level', 'activityLevel', ['sedentary', 'light', 'moderate', 'active', 'very active']],
  ['cooking_skill', 'cookingSkill', ['beginner', 'intermediate', 'advanced']],
  ['theme_preference', 'themePreference', ['auto', 'light', 'dark']],
  ['recovery_email', 'recoveryEmail', 254],
  ['profile_pic', 'profilePic', 2_000_000],
]

const NUMBER_FIELDS: ReadonlyArray<[string, ProfileColumn, number]> = [
  ['age', 'age', 150],
  ['weight', 'weight', 2000],
  ['height', 'height', 1000],
]

/** One profile field, or nothing when the file's value is absent or not one the profile takes (listed as skipped). */
function readField(read: () => unknown, skipped: ImportSkip[], key: string): unknown {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof RowError)) throw error
    skipped.push({ line: 1, reason: `profile ${key}: ${error.message}` })
    return undefined
  }
}

function profileColumns(profile: Json, skipped: ImportSkip[]): ImportedAccountData['profile'] {
  const columns: Record<string, unknown> = {}
  for (const [key, column, rule] of TEXT_FIELDS) {
    const value = readField(
      () => {
        const text = textOrNull(profile, key, typeof rule === 'number' ? rule : 40)
        if (text !== null && typeof rule !== 'number' && !rule.includes(text))
          throw new RowError(`"${text}" is unknown`)
        return text
      },
      skipped,
      key,
    )
    if (value !== null && value !== undefined) columns[column] = value
  }
  for (const [key, column, max] of NUMBER_FIELDS) {
    const value = readField(
      () => {
        const number = amountOrNull(profile, key)
        if (number !== null && number > max) throw new RowError(`must be at most ${max}`)
        return number
      },
      skipped,
      key,
    )
    if (value !== null && value !== undefined) columns[column] = value
  }
  if (typeof profile.add_exercise_calories === 'boolean') columns.addExerciseCalories = profile.add_exercise_calories
  const restrictions = profile.dietary_restrictions
  if (Array.isArray(restrictions)) {
    const kept = restrictions.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    if (kept.length > 0) columns.dietaryRestrictions = kept.map((item) => item.trim().slice(0, 100))
  }
  return columns
}

function targetsOf(value: unknown, skipped: ImportSkip[]): ImportedAccountData['targets'] {
  if (value === null || value === undefined) return null
  try {
    const targets = objectOf(value, 'targets')
    const read = (key: string) => {
      const number = amountOrNull(targets, key)
      if (number === null) throw new RowError(`${key} is missing`)
      return number
    }
    return {
      calories: read('calories'),
      protein: read('protein'),
      carbs: read('carbs'),
      fat: read('fat'),
      fiber: read('fiber'),
    }
  } catch (error) {
    if (!(error instanceof RowError)) throw error
    skipped.push({ line: 1, reason: `targets: ${error.message}` })
    return null
  }
}

/** The profile fields, targets and heart rates of an export; what cannot be read is listed in `skipped`. */
export function accountProfile(
  document: Json,
  skipped: ImportSkip[],
): Pick<ImportedAccountData, 'profile' | 'targets' | 'heartRates'> {
  const profile =
    document.profile === undefined || document.profile === null ? {} : objectOf(document.profile, 'profile')
  const heartRates = readEach(profile.resting_heart_rate_history, 'resting heart rates', skipped, (entry) => {
    const value = amountOrNull(entry, 'value')
    if (value === null || value < 20 || value > 200 || !Number.isInteger(value))
      throw new RowError('value must be a whole number from 20 to 200')
    const date = typeof entry.date === 'string' ? Date.parse(entry.date) : Number.NaN
    if (Number.isNaN(date)) throw new RowError('date is not a date-time')
    return { value, date: new Date(date).toISOString() }
  })
  return { profile: profileColumns(profile, skipped), targets: targetsOf(document.targets, skipped), heartRates }
}
