import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseMyFitnessPal } from './myFitnessPal'

const fixture = readFileSync(join(__dirname, 'fixtures', 'myFitnessPal.csv'), 'utf8')
const options = { utcOffset: '+01:00' }

describe('reading a MyFitnessPal "Nutrition" export', () => {
  const batch = parseMyFitnessPal(fixture, options)

  it('makes one meal per row with one item holding the meal’s totals as one serving', () => {
    expect(batch.format).toBe('myfitnesspal')
    expect(batch.meals[0]).toEqual({
      line: 2,
      eatenAt: '2024-03-01T07:45:00+01:00',
      mealType: 'breakfast',
      mealText: '',
      items: [
        {
          name: 'MyFitnessPal breakfast',
          quantity: 1,
          servingSize: null,
          grams: null,
          calories: 412,
          protein: 28.6,
          carbs: 41.5,
          fat: 14.2,
          fiber: 5.2,
          sugar: 9.8,
          sodium: 486,
          foodRef: null,
          recipeRef: null,
          isRecipe: false,
          source: 'manual',
        },
      ],
    })
  })

  it('places each meal at its Time, or at the usual time of its type when Time is empty', () => {
    expect(batch.meals.map((meal) => [meal.line, meal.mealType, meal.eatenAt])).toEqual([
      [2, 'breakfast', '2024-03-01T07:45:00+01:00'],
      [3, 'lunch', '2024-03-01T12:20:00+01:00'],
      [4, 'snack', '2024-03-01T15:10:00+01:00'],
      [5, 'dinner', '2024-03-01T19:00:00+01:00'],
      [6, 'breakfast', '2024-03-02T08:05:00+01:00'],
      [7, 'lunch', '2024-03-02T13:00:00+01:00'],
      [8, 'snack', '2024-03-02T18:30:00+01:00'],
      [9, 'dinner', '2024-03-02T19:40:00+01:00'],
      [10, 'breakfast', '2024-03-03T08:00:00+01:00'],
      [16, 'breakfast', '2024-03-04T09:00:00+01:00'],
    ])
  })

  it('counts Snacks and meals of the person’s own names as snacks, and names the item after the meal', () => {
    const postWorkout = batch.meals.find((meal) => meal.line === 8)
    expect(postWorkout?.items[0].name).toBe('MyFitnessPal post-workout')
    expect(batch.meals.find((meal) => meal.line === 4)?.items[0].name).toBe('MyFitnessPal snacks')
  })

  it('keeps the Note as the meal’s description', () => {
    expect(batch.meals.find((meal) => meal.line === 3)?.mealText).toBe('Leftover chili, extra cheese')
    expect(batch.meals.find((meal) => meal.line === 8)?.mealText).toBe('Protein shake')
  })

  it('lists each malformed row with its line and why, and reads the rest', () => {
    expect(batch.skipped).toEqual([
      { line: 11, reason: 'Date "2024-02-30" is not a day (write it YYYY-MM-DD or M/D/YYYY)' },
      { line: 12, reason: 'Calories "n/a" is not a number' },
      { line: 13, reason: 'Fat is negative (-3.0)' },
      { line: 14, reason: 'Meal is empty' },
      { line: 15, reason: 'Time "25:10 PM" is not a time of day' },
    ])
    expect([batch.foods, batch.workouts, batch.weights]).toEqual([[], [], []])
  })

  it('reads an older export without Time, its columns found by name in any case and order', () => {
    const text = [
      'date,MEAL,Protein (g),Calories,Fat (g),Carbohydrates (g),Sodium (mg),Fiber,Sugar,Note',
      '2019-07-02,Dinner,27.6,"1,018.0",29.0,36.7,574.5,,,',
      '2019-07-02,Meal 5,2,40,0.6,5.8,0,0,0,',
    ].join('\r\n')
    const { meals, skipped } = parseMyFitnessPal(text, { utcOffset: '+00:00' })
    expect(skipped).toEqual([])
    expect(meals.map((meal) => [meal.eatenAt, meal.mealType, meal.items[0].name])).toEqual([
      ['2019-07-02T19:00:00+00:00', 'dinner', 'MyFitnessPal dinner'],
      ['2019-07-02T15:30:00+00:00', 'snack', 'MyFitnessPal meal 5'],
    ])
    expect(meals[0].items[0]).toMatchObject({
      calories: 1018,
      protein: 27.6,
      carbs: 36.7,
      fat: 29,
      fiber: null,
      sugar: null,
      sodium: 574.5,
    })
  })
})
