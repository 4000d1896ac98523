import {
  estimateRequest,
  macrosBody,
  mergeMacros,
  missingMacros,
  readMacroEstimate,
  recipeFoodFields,
  servingMacrosOf,
} from './recipeMacros'

describe('servingMacrosOf', () => {
  it('reads the per-serving names, else the legacy names', () => {
    expect(servingMacrosOf({ calories_per_serving: 250, calories: 999, protein: 12, serving_size: '1 bowl' })).toEqual({
      calories: 250,
      protein: 12,
      serving_size: '1 bowl',
    })
    expect(servingMacrosOf(null)).toEqual({})
  })
})

describe('missingMacros', () => {
  it('lists the macros left empty', () => {
    expect(missingMacros({ calories: 0, fat: 3 })).toEqual(['protein', 'carbs'])
    expect(missingMacros({ calories: 1, protein: 1, carbs: 1, fat: 1 })).toEqual([])
  })
})

describe('readMacroEstimate', () => {
  it('reads recipe_macros, else macros', () => {
    expect(readMacroEstimate({ recipe_macros: { calories_per_serving: 300 }, macros: { calories: 1 } })).toEqual({
      calories: 300,
    })
    expect(readMacroEstimate({ macros: { protein: 20, serving_size: '1 cup' } })).toEqual({
      protein: 20,
      serving_size: '1 cup',
    })
  })

  it('is null when the answer holds no macro number', () => {
    expect(readMacroEstimate({})).toBeNull()
    expect(readMacroEstimate({ recipe_macros: { calories: 'lots' } })).toBeNull()
    expect(readMacroEstimate('300 kcal')).toBeNull()
    expect(readMacroEstimate(null)).toBeNull()
  })
})

describe('mergeMacros', () => {
  it('fills only the missing values and keeps what was typed', () => {
    expect(
      mergeMacros(
        { calories: 500, fat: 0 },
        { calories: 420, protein: 30, carbs: 40, fat: 12, serving_size: '1 plate' },
      ),
    ).toEqual({ calories: 500, protein: 30, carbs: 40, fat: 0, serving_size: '1 plate' })
    expect(mergeMacros({ serving_size: '1 bowl' }, { serving_size: '1 plate' }).serving_size).toBe('1 bowl')
  })
})

describe('macrosBody', () => {
  it('sends per-serving and legacy names, unknown values as null', () => {
    expect(macrosBody({ calories: 250, protein: 7.5 })).toEqual({
      serving_size: null,
      calories_per_serving: 250,
      calories: 250,
      protein_per_serving: 7.5,
      protein: 7.5,
      carbs_per_serving: null,
      carbs: null,
      fat_per_serving: null,
      fat: null,
      fiber_per_serving: null,
      sugar_per_serving: null,
      sodium_per_serving: null,
    })
  })
})

describe('estimateRequest', () => {
  it('sends the name, ingredients, servings and serving size', () => {
    expect(
      estimateRequest({ name: 'Chili', ingredients: [{ name: '1 cup beans' }], servings: 4, servingSize: undefined }),
    ).toEqual({
      recipe_name: 'Chili',
      ingredients: [{ name: '1 cup beans' }],
      recipe_quantity: 4,
      recipe_serving_size: null,
    })
  })
})

describe('recipeFoodFields', () => {
  it("is the recipe's name and macros per serving", () => {
    expect(recipeFoodFields('Chili', { calories: 300, fiber: 8, serving_size: '1 bowl' })).toEqual({
      name: 'Chili',
      serving_size: '1 bowl',
      calories: 300,
      protein: null,
      carbs: null,
      fat: null,
      fiber: 8,
      sugar: null,
      sodium: null,
    })
  })
})
