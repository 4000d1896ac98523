import type { HeightUnit, Profile, WeightUnit } from '../../api/api'

/** docs/product.md §9 constants of the profile form. */
export const genders = ['male', 'female', 'other'] as const
export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'very active'] as const
export const cookingSkills = ['beginner', 'intermediate', 'advanced'] as const
export const weightUnits: WeightUnit[] = ['kg', 'lbs']
export const heightUnits = ['in', 'cm'] as const
export const FITNESS_GOAL_MAX = 500
export const RESTING_HEART_RATE = { min: 20, max: 200 } as const

export type Gender = (typeof genders)[number]
export type ActivityLevel = (typeof activityLevels)[number]
export type CookingSkill = (typeof cookingSkills)[number]
export type ShownHeightUnit = (typeof heightUnits)[number]

/** Select options whose label is the value with a capital first letter. */
export function optionsOf(values: readonly string[]) {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))
}

/** The height unit shown and edited: ft_in is shown as in (docs/product.md §3), the stored height being inches. */
export function shownHeightUnit(unit: HeightUnit): ShownHeightUnit {
  return unit === 'cm' ? 'cm' : 'in'
}

/** A measure with its unit ('70 kg'), or null when not set. */
export function formatMeasure(value: number | null, unit: string): string | null {
  return value === null ? null : `${value} ${unit}`
}

/** The profile fields the view lists, with their shown values (null when not set). */
export function profileFacts(profile: Profile): { label: string; value: string | null }[] {
  const capital = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : null)
  return [
    { label: 'Email', value: profile.email || null },
    { label: 'Name', value: profile.name },
    { label: 'Age', value: profile.age === null ? null : String(profile.age) },
    { label: 'Gender', value: capital(profile.gender) },
    { label: 'Weight', value: formatMeasure(profile.weight, profile.weight_unit) },
    { label: 'Height', value: formatMeasure(profile.height, shownHeightUnit(profile.height_unit)) },
    { label: 'Activity level', value: capital(profile.activity_level) },
    { label: 'Cooking skill', value: capital(profile.cooking_skill) },
    { label: 'Recovery email', value: profile.recovery_email },
  ]
}
