import { builtinFoods } from './foodData/foodTables'
import type { ReferenceFood } from './types'
import { measureGrams, measureLabel, normalizeUnit, portionFor, readUnit } from './unitConverter'

const food = (name: string): ReferenceFood => {
  const f = builtinFoods.find((x) => x.name === name)
  if (!f) throw new Error(`no ${name}`)
  return f
}

describe('unit conversion', () => {
  it.each([
    ['grams', 'g'],
    ['Tablespoons'.toLowerCase(), 'tbsp'],
    ['tsp', 'tsp'],
    ['ounces', 'oz'],
    ['lbs', 'lb'],
    ['litre', 'l'],
    ['slices', 'slice'],
    ['scoops', 'scoop'],
    ['cans', 'can'],
  ])('knows "%s" as %s', (word, key) => {
    expect(normalizeUnit(word)).toBe(key)
  })

  it('reads "fl oz" and "fluid ounces" as one unit', () => {
    expect(readUnit(['fl', 'oz', 'milk'], 0)).toEqual({ unit: 'fl oz', length: 2 })
    expect(readUnit(['fluid', 'ounces'], 0)).toEqual({ unit: 'fl oz', length: 2 })
  })

  it('converts weights to grams', () => {
    expect(measureGrams(food('chicken breast'), 150, 'g')).toBe(150)
    expect(measureGrams(food('chicken breast'), 1, 'kg')).toBe(1000)
    expect(measureGrams(food('steak'), 8, 'oz')).toBeCloseTo(226.8, 1)
    expect(measureGrams(food('chicken breast'), 2, 'lb')).toBeCloseTo(907.2, 1)
  })

  it('treats ounces of a drink as fluid ounces', () => {
    // A latte's foam weighs nothing: 12 fl oz of it is 319 g.
    expect(measureLabel(food('latte'), 12, 'oz')).toBe('12 fl oz (319 g)')
    expect(measureLabel(food('steak'), 8, 'oz')).toBe('8 oz (227 g)')
  })

  it('converts volumes with the food’s own portions and density', () => {
    expect(portionFor(food('oats'), 'cup').grams).toBe(81)
    expect(portionFor(food('whole milk'), 'tbsp').grams).toBe(15)
    expect(measureGrams(food('whole milk'), 250, 'ml')).toBeCloseTo(257.8, 0)
    expect(portionFor(food('olive oil'), 'tsp').grams).toBe(4.5)
  })

  it('uses piece sizes and scales sizes a food has no portion for', () => {
    expect(portionFor(food('egg'), null, 'large')).toEqual({ grams: 50, label: '1 large' })
    expect(portionFor(food('banana'), null, 'medium').grams).toBe(118)
    expect(portionFor(food('cheese pizza'), 'slice', 'large').grams).toBeGreaterThan(
      portionFor(food('cheese pizza'), 'slice').grams,
    )
  })

  it('falls back to household amounts for units the food has no portion for', () => {
    expect(portionFor(food('almonds'), 'handful').grams).toBe(28)
    expect(portionFor(food('salt'), 'pinch').grams).toBe(0.4)
    expect(portionFor(food('coffee'), 'mug').grams).toBe(355)
  })
})
