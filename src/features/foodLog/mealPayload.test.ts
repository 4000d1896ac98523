import dayjs from 'dayjs'
import { makeFood, makeMealItem, makeProfile } from '../../testing/fixtures'
import {
  buildEstimateRequest,
  buildMealCreate,
  canLogMeal,
  estimatedItemToInput,
  foodsToSend,
  isValidFoodId,
} from './mealPayload'

const date = dayjs('2026-11-22T08:30:00')

describe('canLogMeal', () => {
  it('needs a selected food or some text', () => {
    expect(canLogMeal(0, '')).toBe(false)
    expect(canLogMeal(0, '   ')).toBe(false)
    expect(canLogMeal(1, '')).toBe(true)
    expect(canLogMeal(0, '2 eggs')).toBe(true)
  })
})

describe('isValidFoodId', () => {
  it('accepts strings of at least 12 characters only', () => {
    expect(isValidFoodId('abcdefghijkl')).toBe(true)
    expect(isValidFoodId('abcdefghijk')).toBe(false)
    expect(isValidFoodId(123456789012)).toBe(false)
    expect(isValidFoodId(undefined)).toBe(false)
  })
})

describe('foodsToSend', () => {
  it('sends {id, name, quantity} of the saved foods with a valid id only, fractions kept', () => {
    const good = makeFood({ id: 'food00000001', name: 'Oats' })
    const bad = makeFood({ id: 'short', name: 'Ghost' })
    expect(
      foodsToSend([
        { food: good, quantity: 1.5, unit: 'serving' },
        { food: bad, quantity: 1, unit: 'serving' },
      ]),
    ).toEqual([{ id: 'food00000001', name: 'Oats', quantity: 1.5 }])
  })

  it('is empty when no selected food qualifies', () => {
    expect(foodsToSend([{ food: makeFood({ id: 'x' }), quantity: 1, unit: 'serving' }])).toEqual([])
  })

  it('sends grams of a saved food as that food in servings, linked to it and not added again', () => {
    const oats = makeFood({
      id: 'food00000001',
      name: 'Oats',
      serving_size: '1/2 cup (40 g)',
      calories: 150,
      fiber: 4,
      sugar: null,
      sodium: 2,
    })
    expect(foodsToSend([{ food: oats, quantity: 60, unit: 'g' }])).toEqual([
      expect.objectContaining({
        name: 'Oats',
        quantity: 1.5,
        serving_size: '1/2 cup (40 g)',
        calories: 150,
        // Per serving like the macros; the unknown sugar stays unknown.
        fiber: 4,
        sugar: null,
        sodium: 2,
        grams: 40,
        food_id: 'food00000001',
        source: 'user_food',
        add_to_library: false,
      }),
    ])
  })

  it('sends a reference food as a full item added to the library', () => {
    const banana = makeFood({ id: 'ref-09040', name: 'banana', serving_size: '1 medium (118 g)', calories: 105 })
    expect(foodsToSend([{ food: banana, quantity: 2, unit: 'serving', fromReference: true }])).toEqual([
      expect.objectContaining({ name: 'banana', quantity: 2, grams: 118, source: 'reference', add_to_library: true }),
    ])
  })
})

describe('buildEstimateRequest', () => {
  it('sends the profile fields the estimate uses, the trimmed text and the date', () => {
    const profile = makeProfile({ age: 34, gender: 'female', weight: 61.5, fitness_goal: 'Run a marathon' })
    expect(buildEstimateRequest(profile, ' 2 eggs ', date)).toEqual({
      profile: { age: 34, gender: 'female', weight: 61.5, fitness_goal: 'Run a marathon' },
      mealText: '2 eggs',
      date: date.format(),
    })
  })

  it('sends empty profile fields when the profile is not known', () => {
    expect(buildEstimateRequest(undefined, 'toast', date).profile).toEqual({
      age: null,
      gender: null,
      weight: null,
      fitness_goal: null,
    })
  })
})

describe('estimatedItemToInput', () => {
  it('keeps the macros and leaves out the throwaway id', () => {
    const input = estimatedItemToInput(makeMealItem({ id: 'tmp', name: 'Egg', quantity: 2, calories: 72 }))
    expect(input).not.toHaveProperty('id')
    expect(input).toMatchObject({ name: 'Egg', quantity: 2, calories: 72, serving_size: '1 cup' })
  })
})

describe('buildMealCreate', () => {
  it("dates the meal in ISO 8601 with the browser's UTC offset", () => {
    const meal = buildMealCreate([], 'x', date, 'lunch')
    expect(meal.date).toMatch(/^2026-11-22T08:30:00[+-]\d\d:\d\d$/)
    expect(dayjs(meal.date).valueOf()).toBe(date.valueOf())
  })

  it('sends the trimmed text, or null when there is none', () => {
    expect(buildMealCreate([], '  Sunday brunch ', date, 'breakfast')).toMatchObject({
      meal_text: 'Sunday brunch',
      meal_type: 'breakfast',
    })
    expect(buildMealCreate([], '  ', date, 'snack').meal_text).toBeNull()
  })
})
