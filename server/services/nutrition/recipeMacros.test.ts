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
    // (Meat a recipe weighs by the pound is weighed raw.)
    expect(r.items.map((i) => i.name)).toEqual([
      'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
      'Flour',
      'Salt',
      'Olive oil',
    ])
    expect(r.total.calories).toBeCloseTo(1088.6 + 2 * 455 + 0 + 2 * 119.3, 0)
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

  it('sums fibre, sugar and sodium over the ingredients that know them, per serving', () => {
    const r = estimateRecipeMacros({ servings: 2, ingredients: ['1 cup cooked black beans', '1 medium banana'] })
    const known = (key: 'fiber' | 'sugar' | 'sodium') =>
      r.items.reduce((sum, item) => sum + (item[key] ?? 0) * item.quantity, 0)
    expect(r.items.every((item) => item.fiber !== null && item.sodium !== null)).toBe(true)
    for (const key of ['fiber', 'sugar', 'sodium'] as const) {
      expect(r.total[key]).toBeCloseTo(known(key), 0)
      expect(r.per_serving[key]).toBeCloseTo(known(key) / 2, 0)
    }
    // A cup of black beans (15 g) and a banana (3 g): about 9 g of fibre a serving.
    expect(r.per_serving.fiber).toBeGreaterThan(7)
    expect(toRecipeMacros(r)).toMatchObject({
      fiber_per_serving: r.per_serving.fiber,
      sugar_per_serving: r.per_serving.sugar,
      sodium_per_serving: r.per_serving.sodium,
    })
  })

  it('leaves fibre, sugar and sodium unknown (null, not 0) when no ingredient knows them', () => {
    const userFoods = [
      { id: 'f1', name: "Nana's loaf", serving_size: '1 slice', calories: 200, protein: 4, carbs: 30, fat: 7 },
    ]
    const r = estimateRecipeMacros({ servings: 1, ingredients: ["2 slices nana's loaf"], userFoods })
    expect(r.per_serving.calories).toBe(400)
    expect(r.per_serving).toMatchObject({ fiber: null, sugar: null, sodium: null })
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
