import dayjs from 'dayjs'
import { makeFood, makeMealItem, makeProfile } from '../../testing/fixtures'
import {
  buildEstimateRequest,
  buildMealCreate,
  canLogMeal,
  estimatedItemToInput,
  foodRefsToSend,
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

describe('foodRefsToSend', () => {
  it('sends {id, name, quantity} of the foods with a valid id only', () => {
    const good = makeFood({ id: 'food00000001', name: 'Oats' })
    const bad = makeFood({ id: 'short', name: 'Ghost' })
    expect(
      foodRefsToSend([
        { food: good, quantity: 2 },
        { food: bad, quantity: 1 },
      ]),
    ).toEqual([{ id: 'food00000001', name: 'Oats', quantity: 2 }])
  })

  it('is empty when no selected food qualifies', () => {
    expect(foodRefsToSend([{ food: makeFood({ id: 'x' }), quantity: 1 }])).toEqual([])
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
