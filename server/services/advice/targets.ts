import { classifyGoal, type GoalKind, goalPlan } from './fitnessGoal'
import type { ProfileFacts } from './personQueries'

/** A profile field that was missing and the value used instead. */
export interface DefaultUsed {
  field: 'weight' | 'height' | 'age' | 'gender' | 'activity level' | 'fitness goal'
  used: string
}

/** Daily targets from the profile, with every input kept so the advice can show its working. */
export interface Targets {
  calories: number
  protein: number
  carbs: number
  fat: number
  proteinPerKg: number
  bmr: number
  maintenance: number
  goal: GoalKind
  goalLabel: string
  calorieAdjustment: number
  activityLevel: string
  activityFactor: number
  weightKg: number
  heightCm: number
  age: number
  gender: 'male' | 'female' | 'other'
  defaults: DefaultUsed[]
}

/** Kilograms in one pound (exact, by definition). */
export const LB_KG = 0.45359237
const IN_CM = 2.54
const DEFAULT_WEIGHT_KG = 70
const DEFAULT_HEIGHT_CM = 170
const DEFAULT_AGE = 30
const DEFAULT_ACTIVITY = 'sedentary'
const GENDERS = ['male', 'female', 'other'] as const
/** Never suggest eating below this, whatever the goal. */
export const MIN_CALORIES = 1200
/** Share of calories from fat in the targets (guidelines: 20–35 %). */
export const FAT_SHARE = 0.3

/** Mifflin-St Jeor activity multipliers, by docs/product.md §9's activity levels. */
export const ACTIVITY_FACTORS: Record<string, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very active': 1.9,
}

function weightKg(profile: ProfileFacts): number | null {
  if (profile.weight === null || profile.weight <= 0) return null
  const kg = profile.weightUnit === 'lbs' ? profile.weight * LB_KG : profile.weight
  return kg >= 20 && kg <= 400 ? kg : null
}

/** Heights in `ft_in` are inches (shown as in); a value under 10 can only be feet ("5.75"). */
function heightCm(profile: ProfileFacts): number | null {
  if (profile.height === null || profile.height <= 0) return null
  const { height, heightUnit } = profile
  let cm = height
  if (heightUnit === 'in') cm = height * IN_CM
  if (heightUnit === 'ft_in') cm = height < 10 ? height * 12 * IN_CM : height * IN_CM
  return cm >= 50 && cm <= 260 ? cm : null
}

function activityLevel(text: string | null): string | null {
  const key = text?.trim().toLowerCase().replace(/[_-]+/g, ' ')
  if (!key) return null
  if (key in ACTIVITY_FACTORS) return key
  if (key.includes('very')) return 'very active'
  return Object.keys(ACTIVITY_FACTORS).find((level) => key.includes(level)) ?? null
}

/** Mifflin-St Jeor: 10·kg + 6.25·cm − 5·age + 5 (men) or −161 (women); the mean of both (−78) otherwise. */
export function mifflinStJeor(kg: number, cm: number, age: number, gender: Targets['gender']): number {
  const constant = gender === 'male' ? 5 : gender === 'female' ? -161 : -78
  return 10 * kg + 6.25 * cm - 5 * age + constant
}

/**
 * Daily calorie and macro targets from the profile: resting energy (Mifflin-St Jeor) × activity factor, adjusted
 * for the goal; protein from g/kg, fat 30 % of calories, carbs the rest. Missing fields get stated defaults (70 kg,
 * 170 cm, 30 years, the male/female average, sedentary, maintenance) so the person is told what to fill in.
 */
export function computeTargets(profile: ProfileFacts): Targets {
  const defaults: DefaultUsed[] = []
  const orDefault = <T>(value: T | null, fallback: T, note: DefaultUsed): T => {
    if (value !== null) return value
    defaults.push(note)
    return fallback
  }
  const kg = orDefault(weightKg(profile), DEFAULT_WEIGHT_KG, { field: 'weight', used: `${DEFAULT_WEIGHT_KG} kg` })
  const cm = orDefault(heightCm(profile), DEFAULT_HEIGHT_CM, { field: 'height', used: `${DEFAULT_HEIGHT_CM} cm` })
  const validAge = profile.age !== null && profile.age >= 10 && profile.age <= 120 ? profile.age : null
  const age = orDefault(validAge, DEFAULT_AGE, { field: 'age', used: `${DEFAULT_AGE} years` })
  const knownGender = GENDERS.find((g) => g === profile.gender) ?? null
  const gender = orDefault(knownGender, 'other', {
    field: 'gender',
    used: 'the average of the male and female formulas',
  })
  const activity = orDefault(activityLevel(profile.activityLevel), DEFAULT_ACTIVITY, {
    field: 'activity level',
    used: `${DEFAULT_ACTIVITY} (× ${ACTIVITY_FACTORS[DEFAULT_ACTIVITY]})`,
  })
  const goal = orDefault(classifyGoal(profile.fitnessGoal), 'maintain', { field: 'fitness goal', used: 'maintenance' })

  const plan = goalPlan(goal, profile.fitnessGoal)
  const bmr = mifflinStJeor(kg, cm, age, gender)
  const maintenance = bmr * ACTIVITY_FACTORS[activity]
  const calories = Math.max(MIN_CALORIES, Math.round((maintenance + plan.calorieAdjustment) / 10) * 10)
  const protein = Math.round(kg * plan.proteinPerKg)
  const fat = Math.round((calories * FAT_SHARE) / 9)
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4))
  return {
    calories,
    protein,
    carbs,
    fat,
    proteinPerKg: plan.proteinPerKg,
    bmr: Math.round(bmr),
    maintenance: Math.round(maintenance),
    goal: plan.kind,
    goalLabel: plan.label,
    calorieAdjustment: plan.calorieAdjustment,
    activityLevel: activity,
    activityFactor: ACTIVITY_FACTORS[activity],
    weightKg: Math.round(kg * 10) / 10,
    heightCm: Math.round(cm),
    age,
    gender,
    defaults,
  }
}
