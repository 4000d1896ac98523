import type { LabelMacros, OcrResult } from '../../api/api'
import type { FoodFormValues } from './foodForm'

/** How much of the recognised text the Extract from Photo dialog previews (docs/product.md §9). */
export const OCR_PREVIEW_LENGTH = 200

/** The label's macros: the AI model's reading when there is one, else the rule-based one (docs/product.md §3). */
export function pickLabelMacros(result: OcrResult): LabelMacros | null {
  return result.macros_gpt ?? result.macros_regex ?? null
}

/** The first 200 characters of the recognised text. */
export function rawTextPreview(rawText: string | null | undefined): string {
  return (rawText ?? '').slice(0, OCR_PREVIEW_LENGTH)
}

const text = (value: number | null | undefined) => (value == null ? undefined : String(value))

/**
 * The Add Food fields a label fills, all on one basis: per serving when the label gives any per-serving number, else
 * per 100 g (the serving is then 100 g). A number missing on the chosen basis stays empty rather than being taken
 * from the other one. Null when the label gave no number at all.
 */
export function labelFormFields(macros: LabelMacros | null): Partial<FoodFormValues> | null {
  if (!macros) return null
  const perServing = [macros.calories, macros.protein, macros.carbs, macros.fat]
  const onServing = perServing.some((value) => value != null)
  const fields: Partial<FoodFormValues> = onServing
    ? {
        calories: text(macros.calories),
        protein: text(macros.protein),
        carbs: text(macros.carbs),
        fat: text(macros.fat),
      }
    : {
        calories: text(macros.calories_per_100g),
        protein: text(macros.protein_per_100g),
        carbs: text(macros.carbs_per_100g),
        fat: text(macros.fat_per_100g),
      }
  if (Object.values(fields).every((value) => value === undefined)) return null
  const per100g = !onServing || macros.per === '100g'
  const servingSize = per100g ? '100 g' : (macros.serving_size ?? undefined)
  if (servingSize) fields.serving_size = servingSize
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
}
