import type { OpenAiProvider } from '../ai/aiProvider'
import type { JsonSchema } from '../ai/jsonSchema'
import { completeJson } from '../ai/structuredOutput'
import type { LabelMacros } from '../labelOcr/labelParser'

const amount = (maximum: number): JsonSchema => ({ type: ['number', 'null'], minimum: 0, maximum })

const labelSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'serving_size',
    'calories',
    'protein',
    'carbs',
    'fat',
    'per',
    'calories_per_100g',
    'protein_per_100g',
    'carbs_per_100g',
    'fat_per_100g',
  ],
  properties: {
    serving_size: { type: ['string', 'null'], maxLength: 200 },
    calories: amount(10000),
    protein: amount(1000),
    carbs: amount(1000),
    fat: amount(1000),
    per: { type: 'string', enum: ['serving', '100g'] },
    calories_per_100g: amount(1000),
    protein_per_100g: amount(100),
    carbs_per_100g: amount(100),
    fat_per_100g: amount(100),
    // Optional: a model that leaves them out still gives the macros.
    fiber: amount(1000),
    sugar: amount(1000),
    sodium: amount(100_000),
    fiber_per_100g: amount(100),
    sugar_per_100g: amount(100),
    sodium_per_100g: amount(40_000),
  },
}

const SYSTEM =
  'You read the OCR text of a nutrition facts label (US or EU layout; OCR may confuse O/0, l/1, S/5 and read "g" ' +
  'as "9"). Answer with JSON: serving_size as printed; calories (kcal; from kJ ÷ 4.184 when only kJ is printed), ' +
  'protein, carbs (total carbohydrate), fat (total fat) in grams per serving, with per "serving"; when the label ' +
  'gives only per 100 g (or 100 ml) values, give those with per "100g". Also fiber (dietary fibre, g), sugar ' +
  '(total sugars, g; not added sugars nor sugar alcohols) and sodium (mg; when only salt is printed, salt in g × 400) ' +
  'on the same basis. Also the per-100 g values of all these when printed or computable from the serving weight. ' +
  'null for anything not on the label; never guess.'

/**
 * The label's macros, fibre, sugars and sodium as the model reads them from the OCR text; null when it found no
 * macro. Fibre, sugars and sodium are passed on as the model gives them (left out when it leaves them out).
 */
export async function modelLabelMacros(provider: OpenAiProvider, rawText: string): Promise<LabelMacros | null> {
  const macros = await completeJson<LabelMacros>(provider, {
    system: SYSTEM,
    user: rawText,
    schemaName: 'label_macros',
    schema: labelSchema,
    maxTokens: 800,
  })
  const found = [macros.calories, macros.protein, macros.carbs, macros.fat].some((value) => value !== null)
  return found ? macros : null
}
