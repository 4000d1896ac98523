import type { ChatRecipe } from '../../api/api'
import { cardServingMacros, cardTimes, isTitleOnly, savedRecipeId } from './chatRecipes'

const card: ChatRecipe = {
  name: ' Salmon bowl ',
  description: 'Rice, salmon and greens',
  servings: 2,
  calories: 1040,
  prep_time: 10,
  cook_time: 15,
  total_time: 25,
  notes: 'Serve warm.',
  ingredients: [
    { name: 'salmon', quantity: 300, unit: 'g', notes: 'skinless' },
    { name: 'chili flakes', quantity: null, quantity_text: 'a pinch', unit: null, notes: null },
    'rice',
    '  ',
  ],
  steps: [
    { text: 'Serve.', order: 2 },
    { text: 'Cook the salmon.', order: 1 },
    { text: ' ', order: 3 },
  ],
  macros: {
    calories_per_serving: 520,
    protein_per_serving: 38.25,
    carbs_per_serving: 55,
    fat_per_serving: 14,
    serving_size: '1 bowl',
  },
}

describe('cardServingMacros', () => {
  it('reads the per-serving names, else the legacy names', () => {
    expect(cardServingMacros(card)).toEqual({
      calories: 520,
      protein: 38.25,
      carbs: 55,
      fat: 14,
      fiber: null,
      sugar: null,
      sodium: null,
      servingSize: '1 bowl',
    })
    expect(cardServingMacros({ name: 'Soup', macros: { calories: 200, protein: 9 } })).toMatchObject({
      calories: 200,
      protein: 9,
      carbs: null,
    })
  })

  it('shares the whole-recipe calories by the servings when no macros are given, and is null with none at all', () => {
    expect(cardServingMacros({ name: 'Stew', servings: 4, calories: 1000 })?.calories).toBe(250)
    expect(cardServingMacros({ name: 'Stew' })).toBeNull()
  })
})

describe('isTitleOnly', () => {
  it('is true for a card with only a name (servings alone add nothing to show)', () => {
    expect(isTitleOnly({ name: 'Pancakes' })).toBe(true)
    expect(isTitleOnly({ name: 'Pancakes', _id: 'recipe000001', servings: 1, ingredients: [], steps: [] })).toBe(true)
  })

  it('is false as soon as the card has something to show', () => {
    expect(isTitleOnly({ name: 'Pancakes', description: 'Fluffy' })).toBe(false)
    expect(isTitleOnly({ name: 'Pancakes', steps: ['Mix'] })).toBe(false)
    expect(isTitleOnly({ name: 'Pancakes', macros: { calories_per_serving: 250 } })).toBe(false)
    expect(isTitleOnly({ name: 'Pancakes', cook_time: 5 })).toBe(false)
  })
})

describe('card fields', () => {
  it('gives the saved recipe id from _id or id', () => {
    expect(savedRecipeId({ name: 'A', _id: 'abc' })).toBe('abc')
    expect(savedRecipeId({ name: 'A', id: 'def' })).toBe('def')
    expect(savedRecipeId({ name: 'A', id: '' })).toBeNull()
  })

  it('lists the times it gives', () => {
    expect(cardTimes(card)).toEqual(['Prep 10 min', 'Cook 15 min', 'Total 25 min'])
    expect(cardTimes({ name: 'A', cook_time: 0 })).toEqual(['Cook 0 min'])
  })
})
