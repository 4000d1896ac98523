import { createTestApp, type TestApp } from '../../test/testApp'
import { createTestUser, type TestUser } from '../../test/testUsers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function logMeal(who: TestUser, date: string, calories: number, quantity = 1): Promise<void> {
  const response = await call('POST', `/user/${who.id}/meals`, who, {
    foods: [{ name: 'Meal', calories, protein: calories / 10, carbs: calories / 20, fat: 0.05, quantity }],
    date,
    meal_type: 'dinner',
  })
  expect(response.statusCode).toBe(201)
}

describe('the daily summary', () => {
  it('sums each local day, newest first, with the day each eater saw whatever their offset', async () => {
    const user = await createTestUser(t.app)
    // 23:30 in New York on the 1st is the 2nd in UTC; 00:30 in Tokyo on the 2nd is still the 1st in UTC.
    await logMeal(user, '2026-06-01T23:30:00-05:00', 500)
    await logMeal(user, '2026-06-02T00:30:00+09:00', 300)
    await logMeal(user, '2026-06-01T12:00:00+02:00', 100.04, 2)
    await logMeal(user, '2026-06-03T08:00:00Z', 50)
    const response = await call('GET', `/user/${user.id}/daily_summary`, user)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      items: [
        { date: '2026-06-03', calories: 50, protein: 5, carbs: 2.5, fat: 0.1, meal_count: 1 },
        { date: '2026-06-02', calories: 300, protein: 30, carbs: 15, fat: 0.1, meal_count: 1 },
        { date: '2026-06-01', calories: 700.1, protein: 70, carbs: 35, fat: 0.2, meal_count: 2 },
      ],
      page: 1,
      page_size: 7,
      total_days: 3,
      total_pages: 1,
    })
  })

  it('pages 7 days at a time by default, counting only days with meals', async () => {
    const user = await createTestUser(t.app)
    for (let day = 1; day <= 16; day += 1) {
      if (day % 4 === 0) continue
      await logMeal(user, `2026-07-${String(day).padStart(2, '0')}T09:00:00+01:00`, day)
    }
    const first = (await call('GET', `/user/${user.id}/daily_summary`, user)).json()
    expect(first).toMatchObject({ page: 1, page_size: 7, total_days: 12, total_pages: 2 })
    expect(first.items.map((d: { date: string }) => d.date)).toEqual([
      '2026-07-15',
      '2026-07-14',
      '2026-07-13',
      '2026-07-11',
      '2026-07-10',
      '2026-07-09',
      '2026-07-07',
    ])
    const second = (await call('GET', `/user/${user.id}/daily_summary?page=2`, user)).json()
    expect(second.items.map((d: { date: string }) => d.date)).toEqual([
      '2026-07-06',
      '2026-07-05',
      '2026-07-03',
      '2026-07-02',
      '2026-07-01',
    ])
    const past = (await call('GET', `/user/${user.id}/daily_summary?page=99999999999`, user)).json()
    expect(past).toMatchObject({ items: [], total_days: 12, total_pages: 2 })
    const wide = (await call('GET', `/user/${user.id}/daily_summary?page_size=31`, user)).json()
    expect(wide).toMatchObject({ page_size: 31, total_pages: 1 })
    expect(wide.items).toHaveLength(12)
  })

  it('keeps each day right when meals are logged, edited, moved and deleted at the same time', async () => {
    const user = await createTestUser(t.app)
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: user.headers, ...(payload ? { payload } : {}) })
    const butter = (await inject('POST', '/foods', { name: 'Butter', calories: 100 })).json().id
    const day = (i: number) => `2026-08-0${(i % 3) + 1}T12:00:00+02:00`
    const ref = (i: number) => ({
      foods: [
        { id: butter, quantity: 1 },
        { name: 'Toast', calories: 7 },
      ],
      date: day(i),
      meal_type: 'lunch',
    })
    await Promise.all(Array.from({ length: 12 }, (_, i) => inject('POST', `/user/${user.id}/meals`, ref(i))))
    const meals = (await call('GET', `/user/${user.id}/meals?limit=200`, user)).json()
    await Promise.all([
      ...meals.slice(0, 2).map((meal: { id: string }) => inject('DELETE', `/user/${user.id}/meals/${meal.id}`)),
      inject('PUT', `/user/${user.id}/meals/${meals[2].id}`, { date: '2026-08-05T12:00:00+02:00' }),
      inject('PUT', `/user/${user.id}/meals/${meals[3].id}`, { macros: { foods: [{ name: 'Jam', calories: 50 }] } }),
      inject('DELETE', `/user/${user.id}/foods/${butter}`),
      ...Array.from({ length: 4 }, (_, i) => inject('POST', `/user/${user.id}/meals`, ref(i))),
    ])
    const left = (await call('GET', `/user/${user.id}/meals?limit=200`, user)).json()
    const summary = (await call('GET', `/user/${user.id}/daily_summary`, user)).json()
    const expected = new Map<string, { calories: number; meal_count: number }>()
    for (const meal of left) {
      const entry = expected.get(meal.local_date) ?? { calories: 0, meal_count: 0 }
      expected.set(meal.local_date, {
        calories: entry.calories + meal.macros.calories,
        meal_count: entry.meal_count + 1,
      })
    }
    expect(summary.total_days).toBe(expected.size)
    for (const entry of summary.items) expect(entry).toMatchObject(expected.get(entry.date) ?? {})
  })

  it('is empty for a user without meals', async () => {
    const user = await createTestUser(t.app)
    const response = await call('GET', `/user/${user.id}/daily_summary`, user)
    expect(response.json()).toEqual({ items: [], page: 1, page_size: 7, total_days: 0, total_pages: 0 })
  })

  it('answers 400 for bad page parameters and 404 for another user', async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    for (const query of ['page=0', 'page_size=0', 'page_size=32', 'page=abc']) {
      const response = await call('GET', `/user/${user.id}/daily_summary?${query}`, user)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['detail'])
    }
    expect((await call('GET', `/user/${other.id}/daily_summary`, user)).statusCode).toBe(404)
  })
})
