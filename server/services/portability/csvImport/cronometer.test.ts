import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCronometer } from './cronometer'

const fixture = readFileSync(join(__dirname, 'fixtures', 'cronometer.csv'), 'utf8')
const options = { utcOffset: '-08:00' }

describe('reading a Cronometer "servings" export', () => {
  const batch = parseCronometer(fixture, options)
  const names = (line: number) => batch.meals.find((meal) => meal.line === line)?.items.map((item) => item.name)

  it('makes each row one serving of its Amount, with its nutrients (total carbs, not net)', () => {
    expect(batch.format).toBe('cronometer')
    expect(batch.meals[0].items[0]).toEqual({
      name: 'Egg, whole, cooked, hard-boiled',
      quantity: 1,
      servingSize: '2.00 large',
      grams: null,
      calories: 155,
      protein: 12.58,
      carbs: 1.12,
      fat: 10.61,
      fiber: 0,
      sugar: 1.12,
      sodium: 124,
      foodRef: null,
      recipeRef: null,
      isRecipe: false,
      source: 'manual',
    })
    expect(batch.meals.find((meal) => meal.line === 5)?.items[1]).toMatchObject({
      name: 'Rice, White, Long-Grain, Cooked',
      carbs: 56.34,
    })
  })

  it('takes the weight of an Amount in grams, and keeps any other Amount as the serving text', () => {
    expect(batch.meals.find((meal) => meal.line === 5)?.items[0]).toMatchObject({
      servingSize: '150.00 g',
      grams: 150,
    })
    expect(batch.meals.find((meal) => meal.line === 7)?.items[0]).toMatchObject({
      servingSize: '2.00 medium (2-2/3" dia)',
      grams: null,
    })
  })

  it('makes one meal of the rows of a Day and Group, placed at its first Time or the usual time of its type', () => {
    expect(batch.meals.map((meal) => [meal.line, meal.mealType, meal.eatenAt])).toEqual([
      [2, 'breakfast', '2024-03-01T08:14:00-08:00'],
      [5, 'lunch', '2024-03-01T12:41:00-08:00'],
      [7, 'snack', '2024-03-01T15:30:00-08:00'],
      [8, 'breakfast', '2024-03-02T08:00:00-08:00'],
      [10, 'dinner', '2024-03-02T19:05:00-08:00'],
      [12, 'snack', '2024-03-02T22:30:00-08:00'],
      [18, 'snack', '2024-03-03T15:30:00-08:00'],
    ])
    expect(names(2)).toEqual([
      'Egg, whole, cooked, hard-boiled',
      'Bread, whole-wheat, commercially prepared',
      'Coffee, brewed',
    ])
    expect(names(8)).toEqual(['Greek Yogurt, Plain, Nonfat', 'Banana'])
    expect(names(12)).toEqual(['Almonds'])
  })

  it('keeps an empty nutrient cell as unknown', () => {
    expect(batch.meals.find((meal) => meal.line === 10)?.items[1]).toMatchObject({
      name: 'Broccoli, Boiled',
      sodium: null,
    })
  })

  it('lists each malformed row with its line and why, and reads the rest', () => {
    expect(batch.skipped).toEqual([
      { line: 13, reason: 'Food Name is empty' },
      { line: 14, reason: 'Day "2024-03-32" is not a day (write it YYYY-MM-DD or M/D/YYYY)' },
      { line: 15, reason: 'Energy (kcal) "abc" is not a number' },
      { line: 16, reason: 'Carbs (g) is negative (-4.00)' },
      { line: 17, reason: 'Time "13:75" is not a time of day' },
    ])
    expect([batch.foods, batch.workouts, batch.weights]).toEqual([[], [], []])
  })

  it('reads an old export without Time or Group as one snack a day', () => {
    const text = [
      'Day,Food Name,Amount,Energy (kcal),Protein (g),Carbs (g),Fiber (g),Sugars (g),Fat (g),Sodium (mg)',
      '2012-9-10,"Peaches yellow raw","2.00 medium (2-2/3"" dia)",117,2.73,28.62,4.50,25.17,0.75,',
      '2012-9-10,"Oats","40.00 g",151.6,5.27,27.1,4.04,0.39,2.61,0.8',
    ].join('\n')
    const { meals, skipped } = parseCronometer(text, { utcOffset: '+00:00' })
    expect(skipped).toEqual([])
    expect(meals).toHaveLength(1)
    expect(meals[0]).toMatchObject({ eatenAt: '2012-09-10T15:30:00+00:00', mealType: 'snack' })
    expect(meals[0].items.map((item) => [item.name, item.grams])).toEqual([
      ['Peaches yellow raw', null],
      ['Oats', 40],
    ])
  })
})
