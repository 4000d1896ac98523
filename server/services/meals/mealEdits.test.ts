import { createTestApp, type TestApp } from '../../test/testApp'
import { createTestUser, type TestUser } from '../../test/testUsers'

let t: TestApp
let user: TestUser
let other: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
  other = await createTestUser(t.app)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestUser = user) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function logMeal(date = '2026-03-10T12:00:00+02:00'): Promise<{ id: string; macros: { items: object[] } }> {
  const response = await call('POST', `/user/${user.id}/meals`, {
    foods: [
      { name: 'Rice', quantity: 2, calories: 200, protein: 4, carbs: 45, fat: 0.5 },
      { name: 'Chicken', calories: 165, protein: 31, carbs: 0, fat: 3.6 },
    ],
    meal_text: 'rice and chicken',
    date,
    meal_type: 'lunch',
  })
  expect(response.statusCode).toBe(201)
  return response.json()
}

/** The 31 calendar days of the summary that end at `end`. */
const summary = async (end: string) =>
  (await call('GET', `/user/${user.id}/daily_summary?page_size=31&end=${end}`)).json()

describe('editing a meal', () => {
  it('replaces the items with new ids and recomputes the sums', async () => {
    const meal = await logMeal()
    const response = await call('PUT', `/user/${user.id}/meals/${meal.id}`, {
      meal_text: 'just rice',
      macros: { foods: [{ ...meal.macros.items[0], quantity: 3 }] },
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated).toMatchObject({
      id: meal.id,
      meal_text: 'just rice',
      meal_type: 'lunch',
      date: '2026-03-10T12:00:00+02:00',
      macros: { calories: 600, protein: 12, carbs: 135, fat: 1.5 },
    })
    expect(updated.macros.items).toHaveLength(1)
    expect(updated.macros.items[0]).toMatchObject({ name: 'Rice', quantity: 3 })
    expect(updated.macros.items[0].id).not.toBe((meal.macros.items[0] as { id: string }).id)
    const listed = (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
    expect(listed.find((m: { id: string }) => m.id === meal.id)).toEqual(updated)
  })

  it('keeps the items and sums when only the text or type changes', async () => {
    const meal = await logMeal()
    const response = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { meal_type: 'dinner' })
    expect(response.json()).toMatchObject({
      meal_type: 'dinner',
      meal_text: 'rice and chicken',
      macros: { calories: 565 },
    })
    expect(response.json().macros.items).toHaveLength(2)
  })

  it('moves the meal to the day of its new date, in its new offset, and both days follow', async () => {
    const meal = await logMeal('2026-04-01T20:00:00+02:00')
    const before = await summary('2026-04-30')
    expect(before.items.find((d: { date: string }) => d.date === '2026-04-01')).toMatchObject({ calories: 565 })
    const response = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { date: '2026-04-01T20:00:00-08:00' })
    expect(response.json()).toMatchObject({ date: '2026-04-01T20:00:00-08:00', local_date: '2026-04-01' })
    const moved = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { date: '2026-04-02T05:00:00+09:00' })
    expect(moved.json().local_date).toBe('2026-04-02')
    const after = await summary('2026-04-30')
    expect(after.items.find((d: { date: string }) => d.date === '2026-04-01')).toMatchObject({
      calories: 0,
      meal_count: 0,
    })
    expect(after.items.find((d: { date: string }) => d.date === '2026-04-02')).toMatchObject({
      calories: 565,
      meal_count: 1,
    })
  })

  it('keeps an emptied meal with zero totals until it is deleted', async () => {
    const meal = await logMeal()
    const response = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { macros: { foods: [] } })
    expect(response.json().macros).toEqual({
      items: [],
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: null,
      sugar: null,
      sodium: null,
    })
  })

  it('answers 404 for another user’s meal, an unknown meal and another user’s path', async () => {
    const meal = await logMeal()
    expect((await call('PUT', `/user/${other.id}/meals/${meal.id}`, { meal_text: 'x' }, other)).statusCode).toBe(404)
    expect((await call('PUT', `/user/${user.id}/meals/nope`, { meal_text: 'x' })).json()).toEqual({
      detail: 'Meal not found',
    })
    expect((await call('PUT', `/user/${other.id}/meals/${meal.id}`, { meal_text: 'x' })).statusCode).toBe(404)
  })

  it('answers 400 for a bad date or item, and changes nothing', async () => {
    const meal = await logMeal()
    const badDate = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { date: 'yesterday' })
    expect(badDate.statusCode).toBe(400)
    const badItem = await call('PUT', `/user/${user.id}/meals/${meal.id}`, { macros: { foods: [{ calories: 5 }] } })
    expect(badItem.statusCode).toBe(400)
    const listed = (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
    expect(listed.find((m: { id: string }) => m.id === meal.id).macros.calories).toBe(565)
  })
})

describe('deleting a meal', () => {
  it('deletes it with its items and takes it out of its day', async () => {
    const meal = await logMeal('2026-05-05T08:00:00+00:00')
    const response = await call('DELETE', `/user/${user.id}/meals/${meal.id}`)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const listed = (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
    expect(listed.find((m: { id: string }) => m.id === meal.id)).toBeUndefined()
    expect((await summary('2026-05-31')).items.find((d: { date: string }) => d.date === '2026-05-05')).toMatchObject({
      calories: 0,
      meal_count: 0,
    })
    expect((await call('DELETE', `/user/${user.id}/meals/${meal.id}`)).statusCode).toBe(404)
  })

  it('answers 404 for another user’s meal and leaves it', async () => {
    const meal = await logMeal()
    expect((await call('DELETE', `/user/${other.id}/meals/${meal.id}`, undefined, other)).statusCode).toBe(404)
    expect((await call('DELETE', `/user/${other.id}/meals/${meal.id}`)).statusCode).toBe(404)
    const listed = (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
    expect(listed.find((m: { id: string }) => m.id === meal.id)).toBeDefined()
  })
})
