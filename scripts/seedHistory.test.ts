import { createTestApp, type TestApp } from '../server/test/testApp'
import { seedHistory, type SeededHistory } from './seedHistory'

let t: TestApp
let seeded: SeededHistory
let headers: { authorization: string }

beforeAll(async () => {
  t = await createTestApp()
  seeded = await seedHistory(t.database.db, { years: 0.05, meals: 100, foods: 40, recipes: 6, favorites: 5 })
  headers = { authorization: `Bearer ${await t.app.tokens.issueSession(seeded.userId)}` }
})
afterAll(() => t.close())

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers })
  expect(response.statusCode).toBe(200)
  return response.json()
}

interface Meal {
  date: string
  local_date: string
  macros: { calories: number; items: Array<{ calories: number; quantity: number }> }
}

describe('the history seed', () => {
  it('seeds the asked numbers of meals, foods and recipes for a new user', async () => {
    expect(seeded).toMatchObject({ meals: 100, email: expect.stringContaining('@example.com') })
    expect(seeded.foodIds).toHaveLength(34)
    expect(seeded.recipeIds).toHaveLength(6)
    expect(await get(`/user/${seeded.userId}/foods?limit=200`)).toHaveLength(40)
    const recipes = await get('/recipes')
    expect(recipes).toHaveLength(6)
    expect(recipes.every((r: { food_id: string | null; steps: unknown[] }) => r.food_id && r.steps.length > 0)).toBe(
      true,
    )
  })

  it('writes meals the API reads back whole: offsets kept, days from the offset, sums of the items', async () => {
    const meals: Meal[] = await get(`/user/${seeded.userId}/meals?limit=200`)
    expect(meals).toHaveLength(100)
    for (const meal of meals) {
      expect(meal.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
      expect(meal.local_date).toBe(meal.date.slice(0, 10))
      const sum = meal.macros.items.reduce((total, item) => total + item.calories * item.quantity, 0)
      expect(meal.macros.calories).toBeCloseTo(sum, 0)
    }
  })

  it('fills the daily summary with every day of meals', async () => {
    const meals: Meal[] = await get(`/user/${seeded.userId}/meals?limit=200`)
    const days = new Set(meals.map((meal) => meal.local_date))
    // Ending at the newest logged day (by default the summary ends at today, which the seed may not reach).
    const end = [...days].sort().at(-1)
    const summary = await get(`/user/${seeded.userId}/daily_summary?page_size=31&end=${end}`)
    expect(summary.total_days).toBe(days.size)
    expect(summary.items.every((day: { meal_count: number }) => day.meal_count > 0)).toBe(true)
    const newest = summary.items[0]
    const sameDay = meals.filter((meal) => meal.local_date === newest.date)
    expect(newest.meal_count).toBe(sameDay.length)
    expect(newest.calories).toBeCloseTo(
      sameDay.reduce((total, meal) => total + meal.macros.calories, 0),
      0,
    )
  })
})
