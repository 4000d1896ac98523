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

/** Fibre, sugar and sodium of a day whose items do not say them: unknown, not zero. */
const UNKNOWN = { fiber: null, sugar: null, sodium: null }

describe('the daily summary', () => {
  it('sums each local day, newest first, with the day each eater saw whatever their offset', async () => {
    const user = await createTestUser(t.app)
    // 23:30 in New York on the 1st is the 2nd in UTC; 00:30 in Tokyo on the 2nd is still the 1st in UTC.
    await logMeal(user, '2026-06-01T23:30:00-05:00', 500)
    await logMeal(user, '2026-06-02T00:30:00+09:00', 300)
    await logMeal(user, '2026-06-01T12:00:00+02:00', 100.04, 2)
    await logMeal(user, '2026-06-03T08:00:00Z', 50)
    const response = await call('GET', `/user/${user.id}/daily_summary?end=2026-06-03`, user)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      items: [
        { date: '2026-06-03', calories: 50, protein: 5, carbs: 2.5, fat: 0.1, ...UNKNOWN, meal_count: 1 },
        { date: '2026-06-02', calories: 300, protein: 30, carbs: 15, fat: 0.1, ...UNKNOWN, meal_count: 1 },
        { date: '2026-06-01', calories: 700.1, protein: 70, carbs: 35, fat: 0.2, ...UNKNOWN, meal_count: 2 },
      ],
      page: 1,
      page_size: 7,
      total_days: 3,
      total_pages: 1,
    })
  })

  it('pages 7 calendar days at a time from `end` back to the first logged day, days without meals as zeros', async () => {
    const user = await createTestUser(t.app)
    for (let day = 1; day <= 16; day += 1) {
      if (day % 4 === 0) continue
      await logMeal(user, `2026-07-${String(day).padStart(2, '0')}T09:00:00+01:00`, day)
    }
    const summary = async (query: string) => (await call('GET', `/user/${user.id}/daily_summary?${query}`, user)).json()
    const days = (page: { items: Array<{ date: string; meal_count: number }> }) =>
      page.items.map((d) => `${d.date.slice(8)}${d.meal_count === 0 ? ' empty' : ''}`)
    const first = await summary('end=2026-07-16')
    expect(first).toMatchObject({ page: 1, page_size: 7, total_days: 16, total_pages: 3 })
    expect(days(first)).toEqual(['16 empty', '15', '14', '13', '12 empty', '11', '10'])
    expect(first.items[0]).toEqual({
      date: '2026-07-16',
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      ...UNKNOWN,
      meal_count: 0,
    })
    expect(first.items[1]).toEqual({
      date: '2026-07-15',
      calories: 15,
      protein: 1.5,
      carbs: 0.8,
      fat: 0.1,
      ...UNKNOWN,
      meal_count: 1,
    })
    expect(days(await summary('end=2026-07-16&page=2'))).toEqual(['09', '08 empty', '07', '06', '05', '04 empty', '03'])
    expect(days(await summary('end=2026-07-16&page=3'))).toEqual(['02', '01'])
    const past = await summary('end=2026-07-16&page=99999999999')
    expect(past).toMatchObject({ items: [], total_days: 16, total_pages: 3 })
    const wide = await summary('end=2026-07-16&page_size=31')
    expect(wide).toMatchObject({ page_size: 31, total_pages: 1 })
    expect(wide.items).toHaveLength(16)
    // An end within the history shows no later day; an end before the first logged day shows none.
    const middle = await summary('end=2026-07-05')
    expect(middle).toMatchObject({ total_days: 5, total_pages: 1 })
    expect(days(middle)).toEqual(['05', '04 empty', '03', '02', '01'])
    expect(await summary('end=2026-06-30')).toEqual({ items: [], page: 1, page_size: 7, total_days: 0, total_pages: 0 })
  })

  it('ends by default at the later of UTC today and the newest logged day', async () => {
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const user = await createTestUser(t.app)
    await logMeal(user, `${dayOf(Date.now() - 9 * 86_400_000)}T12:00:00Z`, 10)
    const today = (await call('GET', `/user/${user.id}/daily_summary`, user)).json()
    expect(today.total_days).toBe(10)
    expect(today.items[0]).toMatchObject({ date: dayOf(Date.now()), meal_count: 0 })
    expect(today.items.map((d: { date: string }) => d.date)).toHaveLength(7)
    // A meal logged ahead (a planned day) moves the default end to it.
    await logMeal(user, `${dayOf(Date.now() + 3 * 86_400_000)}T12:00:00Z`, 30)
    const ahead = (await call('GET', `/user/${user.id}/daily_summary`, user)).json()
    expect(ahead.total_days).toBe(13)
    expect(ahead.items[0]).toMatchObject({ date: dayOf(Date.now() + 3 * 86_400_000), calories: 30, meal_count: 1 })
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
    const summary = (await call('GET', `/user/${user.id}/daily_summary?end=2026-08-05&page_size=31`, user)).json()
    const expected = new Map<string, { calories: number; meal_count: number }>()
    for (const meal of left) {
      const entry = expected.get(meal.local_date) ?? { calories: 0, meal_count: 0 }
      expected.set(meal.local_date, {
        calories: entry.calories + meal.macros.calories,
        meal_count: entry.meal_count + 1,
      })
    }
    const logged = summary.items.filter((entry: { meal_count: number }) => entry.meal_count > 0)
    expect(logged.map((entry: { date: string }) => entry.date).sort()).toEqual([...expected.keys()].sort())
    for (const entry of summary.items) {
      expect(entry).toMatchObject(expected.get(entry.date) ?? { calories: 0, meal_count: 0 })
    }
  })

  it('is empty for a user without meals', async () => {
    const user = await createTestUser(t.app)
    for (const query of ['', '?end=2026-06-01']) {
      const response = await call('GET', `/user/${user.id}/daily_summary${query}`, user)
      expect(response.json()).toEqual({ items: [], page: 1, page_size: 7, total_days: 0, total_pages: 0 })
    }
  })

  it('answers 400 for bad page parameters and 404 for another user', async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    for (const query of [
      'page=0',
      'page_size=0',
      'page_size=32',
      'page=abc',
      'end=2026-02-30',
      'end=today',
      'end=0000-01-01',
    ]) {
      const response = await call('GET', `/user/${user.id}/daily_summary?${query}`, user)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['detail'])
    }
    expect((await call('GET', `/user/${other.id}/daily_summary`, user)).statusCode).toBe(404)
  })
})
