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

/** The form fields a label fills: the macros, fibre, sugar and sodium. */
const LABEL_FIELDS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

type LabelFields = Partial<Record<(typeof LABEL_FIELDS)[number], string>>

/** The label's numbers on one basis, as form text; a number the label lacks is left out. */
function labelValues(macros: LabelMacros, per100g: boolean): LabelFields {
  const entries = LABEL_FIELDS.map((field) => {
    const value = per100g ? macros[`${field}_per_100g` as const] : macros[field]
    return [field, value == null ? undefined : String(value)] as const
  })
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}

/**
 * The Add Food fields a label fills (the macros, fibre, sugar and sodium), all on one basis: per serving when the
 * label gives any per-serving number, else per 100 g (the serving is then 100 g). A label read per 100 g gives its
 * per-100 g numbers when it has them (the rule-based reader also works them out for a serving it may name). A number
 * missing on the chosen basis stays empty rather than being taken from the other one. Null when the label gave no
 * number at all.
 */
export function labelFormFields(macros: LabelMacros | null): Partial<FoodFormValues> | null {
  if (!macros) return null
  const perServing = labelValues(macros, false)
  const per100 = labelValues(macros, true)
  const onServing = Object.keys(perServing).length > 0
  const per100g = !onServing || macros.per === '100g'
  const fields: Partial<FoodFormValues> = per100g && Object.keys(per100).length > 0 ? per100 : perServing
  if (Object.keys(fields).length === 0) return null
  const servingSize = per100g ? '100 g' : (macros.serving_size ?? undefined)
  return servingSize ? { serving_size: servingSize, ...fields } : fields
}
