import type { ChatRecipe } from '../../api/api'
import { cardAsRecipe, cardFoodFields, cardRecipeBody, cardSteps } from './chatRecipeBodies'

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
    fiber_per_serving: 4.5,
    sugar_per_serving: null,
    sodium_per_serving: 610,
    serving_size: '1 bowl',
  },
}

describe('cardSteps', () => {
  it('orders the steps, drops blank ones and numbers them from 1', () => {
    expect(cardSteps(card)).toEqual([
      { text: 'Cook the salmon.', order: 1 },
      { text: 'Serve.', order: 2 },
    ])
    expect(cardSteps({ name: 'A', steps: ['Mix', '', 'Bake'] })).toEqual([
      { text: 'Mix', order: 1 },
      { text: 'Bake', order: 2 },
    ])
  })
})

describe('cardRecipeBody', () => {
  it("sends the card's fields, ingredients as {name, quantity, unit, notes}, steps as {text, order} and macros", () => {
    expect(cardRecipeBody(card)).toEqual({
      name: 'Salmon bowl',
      description: 'Rice, salmon and greens',
      servings: 2,
      total_servings: null,
      calories: 1040,
      prep_time: 10,
      cook_time: 15,
      total_time: 25,
      notes: 'Serve warm.',
      ingredients: [
        { name: 'salmon', quantity: 300, unit: 'g', notes: 'skinless' },
        { name: 'chili flakes', quantity: null, quantity_text: 'a pinch', unit: null, notes: null },
        { name: 'rice', quantity: null, unit: null, notes: null },
      ],
      steps: [
        { text: 'Cook the salmon.', order: 1 },
        { text: 'Serve.', order: 2 },
      ],
      macros: {
        calories_per_serving: 520,
        protein_per_serving: 38.25,
        carbs_per_serving: 55,
        fat_per_serving: 14,
        fiber_per_serving: 4.5,
        sugar_per_serving: null,
        sodium_per_serving: 610,
        serving_size: '1 bowl',
        calories: 520,
        protein: 38.25,
        carbs: 55,
        fat: 14,
      },
    })
  })

  it('works out the whole-recipe calories from the per-serving ones, with 1 serving by default', () => {
    expect(cardRecipeBody({ name: 'Toast', macros: { calories_per_serving: 180 } })).toMatchObject({
      servings: 1,
      calories: 180,
    })
    expect(cardRecipeBody({ name: 'Stew', servings: 3, macros: { calories_per_serving: 300 } }).calories).toBe(900)
  })
})

describe('cardFoodFields', () => {
  it('makes a recipe food with the per-serving macros, linked to the recipe', () => {
    expect(cardFoodFields(card, 'recipe000009')).toEqual({
      name: 'Salmon bowl',
      serving_size: '1 bowl',
      calories: 520,
      protein: 38.25,
      carbs: 55,
      fat: 14,
      fiber: 4.5,
      sugar: null,
      sodium: 610,
      is_recipe: true,
      recipe_id: 'recipe000009',
    })
  })
})

describe('cardAsRecipe', () => {
  it('shows the card as a recipe, with its id when it is a saved one', () => {
    const recipe = cardAsRecipe({ ...card, _id: 'recipe000001' })
    expect(recipe).toMatchObject({ id: 'recipe000001', name: 'Salmon bowl', servings: 2, macros: card.macros })
    expect(recipe.steps).toHaveLength(2)
    expect(cardAsRecipe({ name: 'Toast' })).toMatchObject({ id: '', servings: 1, macros: null, ingredients: [] })
  })
})
