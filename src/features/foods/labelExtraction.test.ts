import type { OcrResult } from '../../api/api'
import { labelFormFields, pickLabelMacros, rawTextPreview } from './labelExtraction'

const result = (overrides: Partial<OcrResult>): OcrResult => ({
  macros_gpt: null,
  macros_regex: null,
  raw_text: '',
  ...overrides,
})

describe('pickLabelMacros', () => {
  it("prefers the model's reading over the rule-based one", () => {
    const gpt = { calories: 120 }
    const regex = { calories: 110 }
    expect(pickLabelMacros(result({ macros_gpt: gpt, macros_regex: regex }))).toBe(gpt)
    expect(pickLabelMacros(result({ macros_regex: regex }))).toBe(regex)
    expect(pickLabelMacros(result({}))).toBeNull()
  })
})

describe('rawTextPreview', () => {
  it('keeps the first 200 characters', () => {
    expect(rawTextPreview('x'.repeat(250))).toHaveLength(200)
    expect(rawTextPreview('Nutrition Facts')).toBe('Nutrition Facts')
    expect(rawTextPreview(null)).toBe('')
  })
})

describe('labelFormFields', () => {
  it('fills the per-serving values and the serving size', () => {
    expect(labelFormFields({ serving_size: '2/3 cup (55g)', calories: 230, protein: 3, carbs: 37, fat: 8 })).toEqual({
      serving_size: '2/3 cup (55g)',
      calories: '230',
      protein: '3',
      carbs: '37',
      fat: '8',
    })
  })

  it('falls back to per-100 g values with a 100 g serving', () => {
    expect(labelFormFields({ per: '100g', calories_per_100g: 400, protein_per_100g: 10 })).toEqual({
      serving_size: '100 g',
      calories: '400',
      protein: '10',
    })
  })

  it('fills fibre, sugar and sodium on the same basis as the macros', () => {
    expect(
      labelFormFields({
        serving_size: '2/3 cup (55g)',
        calories: 230,
        fiber: 4,
        sugar: 12,
        sodium: 160,
        fiber_per_100g: 7.3,
        sugar_per_100g: 21.8,
        sodium_per_100g: 291,
      }),
    ).toEqual({ serving_size: '2/3 cup (55g)', calories: '230', fiber: '4', sugar: '12', sodium: '160' })
    expect(labelFormFields({ per: '100g', fiber_per_100g: 8, sodium_per_100g: 480 })).toEqual({
      serving_size: '100 g',
      fiber: '8',
      sodium: '480',
    })
  })

  it('is null when the label gave no number', () => {
    expect(labelFormFields({ serving_size: '1 cup' })).toBeNull()
    expect(labelFormFields(null)).toBeNull()
  })

  it('never mixes a per-serving number with a per-100 g one', () => {
    expect(
      labelFormFields({ serving_size: '1 bar (40g)', calories: 190, fat: 7, protein_per_100g: 25, carbs_per_100g: 50 }),
    ).toEqual({ serving_size: '1 bar (40g)', calories: '190', fat: '7' })
  })

  it('takes the per-100 g numbers of a label read per 100 g, not those worked out for its serving', () => {
    const label = {
      per: '100g' as const,
      serving_size: '40 g',
      calories: 151,
      sugar: 7.2,
      sodium: 192,
      calories_per_100g: 378,
      sugar_per_100g: 18,
      sodium_per_100g: 480,
    }
    expect(labelFormFields(label)).toEqual({ serving_size: '100 g', calories: '378', sugar: '18', sodium: '480' })
  })

  it('takes a label read per 100 g as a 100 g serving', () => {
    expect(labelFormFields({ per: '100g', serving_size: '30 g', calories: 380, protein: 8 })).toEqual({
      serving_size: '100 g',
      calories: '380',
      protein: '8',
    })
  })
})
