import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ImportedMealItem } from '../importTypes'
import { parseTrackerCsv } from './trackerCsv'

const fixture = readFileSync(join(__dirname, 'fixtures', 'macroTracker.csv'), 'utf8')
const options = { utcOffset: '+05:30' }

const item = (values: Partial<ImportedMealItem>): ImportedMealItem => ({
  name: '',
  quantity: 1,
  servingSize: null,
  grams: null,
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: null,
  sugar: null,
  sodium: null,
  foodRef: null,
  recipeRef: null,
  isRecipe: false,
  source: 'manual',
  ...values,
})

describe('reading this project’s CSV export', () => {
  const batch = parseTrackerCsv(fixture, options)

  it('turns each item’s totals back into per-serving values, and keeps the quantity', () => {
    expect(batch.format).toBe('macro-tracker-csv')
    expect(batch.meals[0]).toEqual({
      line: 2,
      eatenAt: '2024-03-01T08:30:00+02:00',
      mealType: 'breakfast',
      mealText: '',
      items: [
        item({
          name: 'Oats, rolled',
          quantity: 2,
          servingSize: '1/2 cup (40 g)',
          grams: 40,
          calories: 150,
          protein: 5.3,
          carbs: 27,
          fat: 2.6,
          fiber: 4,
          sugar: 0.8,
          sodium: 2,
        }),
        item({
          name: 'Whole milk',
          servingSize: '1 cup',
          grams: 244,
          calories: 149,
          protein: 7.69,
          carbs: 11.7,
          fat: 7.93,
          fiber: 0,
          sugar: 12.3,
          sodium: 105,
        }),
      ],
    })
    const soup = batch.meals[1].items[1]
    expect(soup).toMatchObject({ name: 'Lentil soup "homemade"', quantity: 1.5, grams: 250, calories: 180 })
    expect(soup.calories * soup.quantity).toBe(270)
  })

  it('makes one meal of consecutive rows with the same eaten_at and meal type', () => {
    expect(batch.meals.map((meal) => [meal.line, meal.mealType, meal.items.map((i) => i.name)])).toEqual([
      [2, 'breakfast', ['Oats, rolled', 'Whole milk']],
      [4, 'lunch', ['@Home granola bar', 'Lentil soup "homemade"']],
      [6, 'dinner', ['Salmon fillet']],
      [7, 'snack', ['Apple', 'Almonds']],
      [9, 'dessert', ['Dark chocolate']],
      [17, 'dinner', ['Meatballs']],
    ])
  })

  it('places a meal without eaten_at at the usual time of its type on its date, in the importer’s offset', () => {
    expect(batch.meals[3].eatenAt).toBe('2024-03-02T15:30:00+05:30')
  })

  it('takes off the quote the export puts before a name a spreadsheet would run as a formula', () => {
    expect(batch.meals[1].items[0].name).toBe('@Home granola bar')
  })

  it('keeps empty fiber, sugar and sodium as unknown, and empty macros as 0', () => {
    expect(batch.meals[2].items[0]).toMatchObject({ fiber: null, sugar: null, sodium: 92 })
    expect(batch.meals[5].items[0]).toEqual(
      item({ name: 'Meatballs', quantity: 3, servingSize: '1 meatball (28 g)', grams: 28 }),
    )
  })

  it('lists each malformed row with its line and why, and reads the rest', () => {
    expect(batch.skipped).toEqual([
      { line: 10, reason: 'date "2024-02-30" is not a day (write it YYYY-MM-DD or M/D/YYYY)' },
      { line: 11, reason: 'calories "abc" is not a number' },
      { line: 12, reason: 'protein is negative (-5)' },
      { line: 13, reason: 'food is empty' },
      { line: 14, reason: 'meal_type "brunch" is not one of breakfast, lunch, dinner, snack, dessert' },
      {
        line: 15,
        reason: 'eaten_at "yesterday noon" is not a date-time with its offset, e.g. 2024-03-01T08:30:00+02:00',
      },
      { line: 16, reason: 'quantity must be more than 0' },
    ])
    expect(batch.foods).toEqual([])
    expect(batch.workouts).toEqual([])
    expect(batch.weights).toEqual([])
  })

  it('reads an export written before eaten_at existed, placing meals by date and type', () => {
    const text = [
      'date,meal_type,food,quantity,serving,grams,calories,protein,carbs,fat,fiber,sugar,sodium',
      '2023-12-31,dinner,Roast turkey,2,100 g,200,380,58,0,15,0,0,130',
      '2023-12-31,dinner,Gravy,1,1/4 cup,60,30,1,3,1.5,,,340',
    ].join('\n')
    const [meal] = parseTrackerCsv(text, { utcOffset: '-05:00' }).meals
    expect(meal.eatenAt).toBe('2023-12-31T19:00:00-05:00')
    expect(meal.items.map((i) => [i.name, i.calories, i.grams])).toEqual([
      ['Roast turkey', 190, 100],
      ['Gravy', 30, 60],
    ])
  })

  it('starts a new meal when a meal’s rows are not consecutive', () => {
    const text = [
      'date,meal_type,food,quantity,serving,grams,calories,protein,carbs,fat,fiber,sugar,sodium,eaten_at',
      '2024-03-01,snack,Apple,1,,,95,0,25,0,,,,2024-03-01T10:00:00Z',
      '2024-03-01,lunch,Soup,1,,,150,6,18,5,,,,2024-03-01T12:00:00Z',
      '2024-03-01,snack,Pear,1,,,57,0,15,0,,,,2024-03-01T10:00:00Z',
    ].join('\n')
    expect(parseTrackerCsv(text, options).meals.map((meal) => meal.items.map((i) => i.name))).toEqual([
      ['Apple'],
      ['Soup'],
      ['Pear'],
    ])
  })
})
