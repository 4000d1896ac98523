import { builtinFoods } from './foodTable'
import { defaultPortion } from './unitConverter'

describe('the built-in reference food table', () => {
  it('holds at least 400 foods with unique ids and names', () => {
    expect(builtinFoods.length).toBeGreaterThanOrEqual(400)
    expect(new Set(builtinFoods.map((f) => f.id)).size).toBe(builtinFoods.length)
    expect(new Set(builtinFoods.map((f) => f.name)).size).toBe(builtinFoods.length)
  })

  it('cites a USDA source for every food', () => {
    for (const f of builtinFoods) expect(f.source).toMatch(/USDA SR Legacy (\d{5}|components)/)
  })

  it('has per-100 g values whose energy agrees with the macros', () => {
    // Alcohol (7 kcal/g), fibre-rich spices and powders, and non-nutritive sweeteners differ by nature.
    const exempt = /beer|wine|liquor|cider|daiquiri|pina colada|vinegar|pepper|cinnamon|cocoa|vanilla|baking|stevia/
    for (const f of builtinFoods) {
      expect(f.protein + f.carbs + f.fat).toBeLessThanOrEqual(100.5)
      const atwater = 4 * f.protein + 4 * f.carbs + 9 * f.fat
      if (!exempt.test(f.name)) expect(Math.abs(atwater - f.kcal)).toBeLessThan(0.2 * f.kcal + 12)
    }
  })

  it('gives every food a usual portion in grams', () => {
    for (const f of builtinFoods) expect(defaultPortion(f).grams).toBeGreaterThan(0)
  })
})
