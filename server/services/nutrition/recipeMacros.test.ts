import { estimateRecipeMacros, ingredientText, toRecipeMacros } from './recipeMacros'

describe('recipe macros', () => {
  const recipe = {
    servings: 4,
    ingredients: [
      { name: 'chicken breast', quantity: 2, unit: 'lb' },
      '2 cups flour',
      'salt to taste',
      { name: 'olive oil', quantity: 2, unit: 'tbsp' },
      'unobtainium',
    ],
  }

  it('sums the ingredients and divides by servings', () => {
    const r = estimateRecipeMacros(recipe)
    expect(r.items.map((i) => i.name)).toEqual(['Chicken breast', 'Flour', 'Salt', 'Olive oil'])
    expect(r.total.calories).toBeCloseTo(1496.9 + 2 * 455 + 0 + 2 * 119.3, 0)
    expect(r.per_serving.calories).toBeCloseTo(r.total.calories / 4, 0)
    expect(r.unmatched).toEqual(['unobtainium'])
  })

  it('counts "to taste" seasonings as about nothing', () => {
    const r = estimateRecipeMacros({ servings: 1, ingredients: ['salt and pepper to taste'] })
    expect(r.total.calories).toBeLessThan(2)
  })

  it('treats missing or zero servings as one', () => {
    expect(estimateRecipeMacros({ servings: 0, ingredients: ['1 cup white rice'] }).per_serving.calories).toBeCloseTo(
      205.4,
      1,
    )
  })

  it('builds ingredient text from {name, quantity, unit}', () => {
    expect(ingredientText({ name: 'flour', quantity: 2, unit: 'cups' })).toBe('2 cups flour')
    expect(ingredientText({ name: 'salt', quantity: null, unit: null })).toBe('salt')
  })

  it('gives the openapi recipe macro names with legacy names equal to per serving', () => {
    const macros = toRecipeMacros(estimateRecipeMacros(recipe))
    expect(macros).toMatchObject({
      calories: macros.calories_per_serving,
      protein: macros.protein_per_serving,
      carbs: macros.carbs_per_serving,
      fat: macros.fat_per_serving,
    })
    expect(macros.serving_size).toMatch(/^1 serving \(\d+ g\)$/)
  })
})
