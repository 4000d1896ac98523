import type { Targets, TargetsUpdate } from '../../api/api'

export type TargetKey = 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber'

/** A daily target as shown and edited: its label, unit and the bounds the server accepts (openapi.yaml TargetsUpdate). */
export interface TargetField {
  key: TargetKey
  label: string
  unit: 'kcal' | 'g'
  min: number
  max: number
  /** Fibre may be left empty: the server then sets 14 g per 1,000 kcal. */
  optional?: boolean
}

export const TARGET_FIELDS: readonly TargetField[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal', min: 500, max: 10000 },
  { key: 'protein', label: 'Protein', unit: 'g', min: 0, max: 1000 },
  { key: 'carbs', label: 'Carbs', unit: 'g', min: 0, max: 2000 },
  { key: 'fat', label: 'Fat', unit: 'g', min: 0, max: 1000 },
  { key: 'fiber', label: 'Fiber', unit: 'g', min: 0, max: 300, optional: true },
]

/** The edit form's values; an emptied input is null. */
export type TargetsFormValues = Record<TargetKey, number | null>

/** A target as shown: a whole number with its unit, e.g. "2,150 kcal" or "120 g". */
export function formatTarget(value: number, unit: TargetField['unit']): string {
  return `${Math.round(value).toLocaleString('en-US')} ${unit}`
}

/** The edit form starts from the targets in force, rounded to whole numbers. */
export function targetsFormValues(targets: Targets): TargetsFormValues {
  const values = {} as TargetsFormValues
  for (const { key } of TARGET_FIELDS) values[key] = Math.round(targets[key])
  return values
}

/** The PUT body of targets set by hand; fibre left empty is left out (the server derives it from the calories). */
export function manualTargets(values: TargetsFormValues): TargetsUpdate {
  const { calories, protein, carbs, fat, fiber } = values
  const update: TargetsUpdate = {
    source: 'manual',
    calories: calories ?? undefined,
    protein: protein ?? undefined,
    carbs: carbs ?? undefined,
    fat: fat ?? undefined,
  }
  if (fiber != null) update.fiber = fiber
  return update
}

/** "weight", "weight and age", "weight, height and age". */
function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** What to fill in for better auto targets, or null when the profile had everything they need. */
export function missingProfileHint(missing: string[]): string | null {
  if (missing.length === 0) return null
  return `Add your ${listOf(missing)} to your profile for more accurate targets.`
}
