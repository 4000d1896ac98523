import type { ParsedRecipe } from '../../api/api'
import { parsedRecipeFields } from './pastedRecipe'

const parsed = (overrides: Partial<ParsedRecipe> = {}): ParsedRecipe => ({
  title: null,
  description: null,
  ingredients: [],
  steps: [],
  notes: null,
  calories_per_serving: null,
  protein_per_serving: null,
  carbs_per_serving: null,
  fat_per_serving: null,
  fiber_per_serving: null,
  sugar_per_serving: null,
  sodium_per_serving: null,
  serving_size: null,
  prep_time: null,
  cook_time: null,
  total_time: null,
  total_servings: null,
  macros: {},
  ...overrides,
})

describe('parsedRecipeFields', () => {
  it('fills the fields the text gave', () => {
    const fields = parsedRecipeFields(
      parsed({
        title: 'Banana bread',
        ingredients: [{ name: 'bananas', quantity: 3 }],
        steps: [
          { text: 'Bake 60 minutes.', order: 2 },
          { text: 'Mash the bananas.', order: 1 },
        ],
        total_servings: 8,
        prep_time: 15,
        calories_per_serving: 210,
        macros: { protein: 4 },
      }),
    )
    expect(fields).toEqual({
      name: 'Banana bread',
      servings: 8,
      prep_time: 15,
      ingredients: ['3 bananas'],
      steps: ['Mash the bananas.', 'Bake 60 minutes.'],
      calories_per_serving: 210,
      protein_per_serving: 4,
    })
  })

  it('is null when the text gave no title, ingredients or steps', () => {
    expect(parsedRecipeFields(parsed({ notes: 'hello' }))).toBeNull()
  })
})
