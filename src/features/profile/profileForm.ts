import type { Profile, ProfileUpdate, WeightUnit } from '../../api/api'
import {
  shownHeightUnit,
  type ActivityLevel,
  type CookingSkill,
  type Gender,
  type ShownHeightUnit,
} from './profileOptions'

/** The edit form's values (antd form state). */
export interface ProfileFormValues {
  name: string
  profile_pic: string
  age: number | null
  weight: number | null
  weight_unit: WeightUnit
  height: number | null
  height_unit: ShownHeightUnit
  gender: Gender | null
  activity_level: ActivityLevel | null
  cooking_skill: CookingSkill | null
  dietary_restrictions: string[]
  fitness_goal: string
  resting_heart_rate: number | null
  recovery_email: string
}

/** The form's starting values from the saved profile. */
export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name ?? '',
    profile_pic: profile.profile_pic ?? '',
    age: profile.age,
    weight: profile.weight,
    weight_unit: profile.weight_unit,
    height: profile.height,
    height_unit: shownHeightUnit(profile.height_unit),
    gender: profile.gender,
    activity_level: profile.activity_level,
    cooking_skill: profile.cooking_skill,
    dietary_restrictions: profile.dietary_restrictions,
    fitness_goal: profile.fitness_goal ?? '',
    resting_heart_rate: profile.resting_heart_rate,
    recovery_email: profile.recovery_email ?? '',
  }
}

const textOrNull = (value: string | undefined) => value?.trim() || null
const numberOrNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null)

/** The distinct, trimmed, non-empty dietary restrictions. */
export function cleanRestrictions(tags: string[] | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter(Boolean))]
}

/**
 * The save payload (docs/product.md §3: camelCase weightUnit and heightUnit). Empty fields are sent as null. A height
 * stored as ft_in and still shown as in keeps its ft_in unit, since both mean inches.
 */
export function toProfileUpdate(values: ProfileFormValues, saved: Profile): ProfileUpdate {
  const keepsFeetAndInches = values.height_unit === 'in' && saved.height_unit === 'ft_in'
  return {
    name: textOrNull(values.name),
    profile_pic: textOrNull(values.profile_pic),
    age: numberOrNull(values.age),
    weight: numberOrNull(values.weight),
    weightUnit: values.weight_unit,
    height: numberOrNull(values.height),
    heightUnit: keepsFeetAndInches ? 'ft_in' : values.height_unit,
    gender: values.gender ?? null,
    activity_level: values.activity_level ?? null,
    cooking_skill: values.cooking_skill ?? null,
    dietary_restrictions: cleanRestrictions(values.dietary_restrictions),
    fitness_goal: textOrNull(values.fitness_goal),
    resting_heart_rate: numberOrNull(values.resting_heart_rate),
    recovery_email: textOrNull(values.recovery_email),
  }
}
