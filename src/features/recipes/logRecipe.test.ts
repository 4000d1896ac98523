import dayjs from 'dayjs'
import { makeRecipe } from '../../testing/fixtures'
import { hasCaloriesPerServing, loggedMessage, mealTypeAt, recipeMealItem } from './logRecipe'

const at = (time: string) => dayjs(`2026-11-22T${time}`)

describe('logging a recipe', () => {
  it('picks the meal by the time of day, as the Food Log does', () => {
    expect([at('04:00'), at('10:59')].map(mealTypeAt)).toEqual(['breakfast', 'breakfast'])
    expect([at('11:00'), at('15:59')].map(mealTypeAt)).toEqual(['lunch', 'lunch'])
    expect([at('16:00'), at('21:59')].map(mealTypeAt)).toEqual(['dinner', 'dinner'])
    expect([at('22:00'), at('02:00')].map(mealTypeAt)).toEqual(['snack', 'snack'])
  })

  it('sends the recipe as one full item with its per-serving macros, read from the legacy names too', () => {
    const recipe = makeRecipe({
      id: 'recipe000009',
      name: 'Chili',
      food_id: 'rfood0000009',
      macros: {
        calories: 400,
        protein_per_serving: 30,
        carbs_per_serving: 35,
        fat: 12,
        fiber_per_serving: 11,
        sodium_per_serving: 900,
        serving_size: '1 bowl',
      },
    })
    expect(recipeMealItem(recipe, 2)).toEqual({
      name: 'Chili',
      quantity: 2,
      serving_size: '1 bowl',
      calories: 400,
      protein: 30,
      carbs: 35,
      fat: 12,
      fiber: 11,
      sugar: null,
      sodium: 900,
      food_id: 'rfood0000009',
      recipe_id: 'recipe000009',
      is_recipe: true,
      source: 'user_food',
      add_to_library: false,
    })
  })

  it('sends unknown macros as null, and knows when the calories are unknown', () => {
    const recipe = makeRecipe({ macros: { protein_per_serving: 5 } })
    expect(hasCaloriesPerServing(recipe)).toBe(false)
    expect(recipeMealItem(recipe, 1)).toMatchObject({ calories: null, protein: 5, carbs: null, fat: null })
    expect(hasCaloriesPerServing(makeRecipe({ macros: null }))).toBe(false)
    expect(hasCaloriesPerServing(makeRecipe())).toBe(true)
  })

  it('says how many servings were logged', () => {
    expect(loggedMessage(1, 'Pancakes')).toBe('Logged 1 serving of Pancakes')
    expect(loggedMessage(1.5, 'Pancakes')).toBe('Logged 1.5 servings of Pancakes')
    expect(loggedMessage(0.25, 'Pancakes')).toBe('Logged 0.25 servings of Pancakes')
  })
})
