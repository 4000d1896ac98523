import { makeRecipe } from '../../testing/fixtures'
import {
  buildRecipeBody,
  ingredientsToSend,
  NEW_RECIPE_FORM,
  recipeFormValues,
  servingsOf,
  stepsToSend,
} from './recipeForm'

describe('ingredientsToSend', () => {
  it('drops blank rows and sends each ingredient as an object with a name', () => {
    expect(ingredientsToSend(['2 eggs', '  ', '', ' 1 cup milk '])).toEqual([
      { name: '2 eggs' },
      { name: '1 cup milk' },
    ])
  })
})

describe('stepsToSend', () => {
  it('drops blank steps and numbers the rest from 1 in their order', () => {
    expect(stepsToSend(['Mix.', ' ', 'Bake.', undefined, 'Serve.'])).toEqual([
      { text: 'Mix.', order: 1 },
      { text: 'Bake.', order: 2 },
      { text: 'Serve.', order: 3 },
    ])
  })
})

describe('servingsOf', () => {
  it('is the number typed, else 1', () => {
    expect(servingsOf({ ...NEW_RECIPE_FORM, servings: '6' })).toBe(6)
    expect(servingsOf({ ...NEW_RECIPE_FORM, servings: '' })).toBe(1)
    expect(NEW_RECIPE_FORM.servings).toBe(1)
  })
})

describe('buildRecipeBody', () => {
  it('sends the whole recipe with blank text as null and numbers parsed', () => {
    expect(
      buildRecipeBody({
        name: ' Chili ',
        description: '',
        servings: '4',
        prep_time: '10',
        cook_time: '',
        notes: ' Spicy ',
        ingredients: ['1 can beans', ''],
        steps: ['', 'Simmer.'],
        calories_per_serving: '320.5',
        serving_size: '1 bowl',
      }),
    ).toEqual({
      name: 'Chili',
      description: null,
      servings: 4,
      prep_time: 10,
      cook_time: null,
      total_time: null,
      notes: 'Spicy',
      ingredients: [{ name: '1 can beans' }],
      steps: [{ text: 'Simmer.', order: 1 }],
      macros: {
        serving_size: '1 bowl',
        calories_per_serving: 320.5,
        calories: 320.5,
        protein_per_serving: null,
        protein: null,
        carbs_per_serving: null,
        carbs: null,
        fat_per_serving: null,
        fat: null,
        fiber_per_serving: null,
        sugar_per_serving: null,
        sodium_per_serving: null,
      },
    })
  })
})

describe('recipeFormValues', () => {
  it('shows ingredients as lines, steps in order and macros per serving', () => {
    const recipe = makeRecipe({
      ingredients: [{ name: 'flour', quantity: 200, unit: 'g' }],
      steps: [
        { text: 'Bake.', order: 2 },
        { text: 'Mix.', order: 1 },
      ],
      macros: { calories: 250, protein_per_serving: 7 },
    })
    expect(recipeFormValues(recipe)).toMatchObject({
      name: 'Pancakes',
      servings: 4,
      ingredients: ['200 g flour'],
      steps: ['Mix.', 'Bake.'],
      calories_per_serving: 250,
      protein_per_serving: 7,
    })
  })

  it('keeps one empty row to type into when there are no ingredients or steps', () => {
    expect(recipeFormValues(makeRecipe({ ingredients: [], steps: [] }))).toMatchObject({
      ingredients: [''],
      steps: [''],
    })
  })
})
