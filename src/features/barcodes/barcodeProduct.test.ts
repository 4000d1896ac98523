import {
  barcodeDigits,
  buildBarcodeFoodCreate,
  libraryFood,
  productFoodName,
  productFormValues,
} from './barcodeProduct'
import { makeBarcodeProduct } from './barcodeTestApi'

describe('productFoodName', () => {
  it('adds the brand in brackets', () => {
    expect(productFoodName({ name: 'Nutella', brand: 'Ferrero' })).toBe('Nutella (Ferrero)')
  })

  it('does not repeat a brand the name already has', () => {
    expect(productFoodName({ name: 'Ferrero Rocher', brand: 'ferrero' })).toBe('Ferrero Rocher')
  })

  it('keeps the name alone without a brand, and within 200 characters', () => {
    expect(productFoodName({ name: ' Oats ', brand: null })).toBe('Oats')
    expect(productFoodName({ name: 'x'.repeat(199), brand: 'Brand' })).toHaveLength(200)
  })
})

describe('productFormValues', () => {
  it('fills the values of one serving with its size, leaving unknown ones empty', () => {
    expect(productFormValues(makeBarcodeProduct())).toEqual({
      name: 'Nutella (Ferrero)',
      serving_size: '15 g',
      calories: '80',
      protein: '0.9',
      carbs: '8.6',
      fat: '4.6',
      sugar: '8.4',
      sodium: '6',
    })
  })

  it('names the serving by its grams when only those are known', () => {
    const values = productFormValues(makeBarcodeProduct({ serving_size: null, serving_grams: 30 }))
    expect(values.serving_size).toBe('30 g')
  })

  it('uses the values per 100 g with a serving of "100 g" when the serving is unknown', () => {
    const values = productFormValues(makeBarcodeProduct({ serving_size: null, serving_grams: null, per_serving: null }))
    expect(values).toMatchObject({ serving_size: '100 g', calories: '539', fat: '30.9', sodium: '40' })
  })

  it('gives just the name when no values are known', () => {
    const product = makeBarcodeProduct({ serving_size: null, per_serving: null, per_100g: null })
    expect(productFormValues(product)).toEqual({ name: 'Nutella (Ferrero)', serving_size: '' })
  })
})

describe('buildBarcodeFoodCreate', () => {
  it('keeps the barcode and sends numbers, leaving empty fields out', () => {
    const body = buildBarcodeFoodCreate(
      { name: ' Nutella (Ferrero) ', serving_size: '15 g', calories: '80', fiber: '', sodium: '6' },
      '3017620422003',
    )
    expect(body).toEqual({
      name: 'Nutella (Ferrero)',
      is_recipe: false,
      barcode: '3017620422003',
      serving_size: '15 g',
      calories: 80,
      sodium: 6,
    })
  })
})

describe('barcodeDigits', () => {
  it('keeps only digits, at most 14', () => {
    expect(barcodeDigits('3 017620-422003')).toBe('3017620422003')
    expect(barcodeDigits('1234567890123456')).toBe('12345678901234')
  })
})

describe('libraryFood', () => {
  it('gives the saved food of a library product, and nothing for another', () => {
    const product = makeBarcodeProduct({ source: 'library', food_id: 'food00000042', name: 'Nutella (Ferrero)' })
    expect(libraryFood(product)).toMatchObject({ id: 'food00000042', name: 'Nutella (Ferrero)', calories: 80 })
    expect(libraryFood(makeBarcodeProduct())).toBeNull()
  })
})
