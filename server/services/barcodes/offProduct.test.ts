import { offNumber, readOffProduct } from './offProduct'

describe('offNumber', () => {
  it('reads numbers and numbers written as text, and nothing else', () => {
    expect([12.5, '12.5', ' 12,5 ', '<0.5', '0'].map(offNumber)).toEqual([12.5, 12.5, 12.5, 0.5, 0])
    expect([null, undefined, '', 'traces', -1, Number.NaN, Infinity, {}].map(offNumber)).toEqual(Array(8).fill(null))
  })
})

describe('readOffProduct', () => {
  it('takes kcal from energy-kj when energy-kcal is missing, and works out per 100 g from a serving', () => {
    const product = readOffProduct('96385074', {
      product_name: '  Apple   juice ',
      brands: 'Orchard Co',
      serving_size: '1 glass (200 g)',
      nutriments: { 'energy-kj_serving': 376.56, sugars_serving: '20', sodium_serving: 0.01 },
    })
    expect(product).toEqual({
      code: '96385074',
      name: 'Apple juice',
      brand: 'Orchard Co',
      serving_size: '1 glass (200 g)',
      serving_grams: 200,
      per_serving: { calories: 90, protein: null, carbs: null, fat: null, fiber: null, sugar: 20, sodium: 10 },
      per_100g: { calories: 45, protein: null, carbs: null, fat: null, fiber: null, sugar: 10, sodium: 5 },
    })
  })

  it('falls back to the generic name, and cuts over-long text to 200 characters', () => {
    const product = readOffProduct('96385074', { generic_name: 'Oat drink', brands: 'x'.repeat(300) })
    expect(product.name).toBe('Oat drink')
    expect(product.brand).toHaveLength(200)
    expect(product.per_100g).toBeNull()
  })
})
