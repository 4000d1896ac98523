import { knownNutrientsText, nutrientAmount } from './nutrientText'

describe('nutrient text', () => {
  it('shows grams to 1 decimal and sodium in whole milligrams', () => {
    expect(knownNutrientsText({ fiber: 3.07, sugar: 14.43, sodium: 1.18 })).toBe(
      'Fiber 3.1 g · Sugar 14.4 g · Sodium 1 mg',
    )
  })

  it('leaves out what is unknown, and a known zero is shown', () => {
    expect(knownNutrientsText({ fiber: null, sugar: 0, sodium: undefined })).toBe('Sugar 0.0 g')
    expect(knownNutrientsText({})).toBe('')
  })

  it('shows an unknown amount as a dash, not a zero', () => {
    expect(nutrientAmount('fiber', null)).toBe('–')
    expect(nutrientAmount('sodium', 482.4)).toBe('482 mg')
  })
})
