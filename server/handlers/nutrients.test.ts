import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// Fibre, sugar and sodium through the API (issue 18): stored with foods and meal items, summed into meals, the diary
// and the daily summary over the values that are known, and null (unknown, not zero) where nothing knows them.

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function logMeal(who: TestUser, date: string, foods: object[], mealType = 'lunch') {
  const response = await call(who, 'POST', `/user/${who.id}/meals`, { foods, date, meal_type: mealType })
  expect(response.statusCode).toBe(201)
  return response.json()
}

async function dayTotals(who: TestUser, date: string) {
  const response = await call(who, 'GET', `/user/${who.id}/diary/${date}`)
  expect(response.statusCode).toBe(200)
  return response.json().totals
}

async function summaryDay(who: TestUser, date: string) {
  const response = await call(who, 'GET', `/user/${who.id}/daily_summary?end=${date}&page_size=1`)
  expect(response.statusCode).toBe(200)
  return response.json().items[0]
}

const nutrientsOf = (x: { fiber: unknown; sugar: unknown; sodium: unknown }) => ({
  fiber: x.fiber,
  sugar: x.sugar,
  sodium: x.sodium,
})

const oats = { name: 'Oats', calories: 150, protein: 5, carbs: 27, fat: 3, fiber: 4, sugar: 1, sodium: 2 }
const soup = { name: 'Lentil soup', calories: 180, protein: 9, carbs: 20, fat: 4, fiber: 8, sugar: 3, sodium: 480 }
const coffee = { name: 'Coffee', calories: 2, protein: 0.3, carbs: 0, fat: 0 }

describe('foods', () => {
  it('keep fibre, sugar and sodium per serving, read back as sent; left out they are null', async () => {
    const user = await createTestUser(t.app)
    const created = await call(user, 'POST', '/foods', { ...soup, serving_size: '1 bowl' })
    expect(created.statusCode).toBe(201)
    expect(nutrientsOf(created.json())).toEqual({ fiber: 8, sugar: 3, sodium: 480 })

    const plain = (await call(user, 'POST', '/foods', { name: 'Mystery bar', calories: 200 })).json()
    expect(nutrientsOf(plain)).toEqual({ fiber: null, sugar: null, sodium: null })

    const updated = await call(user, 'PUT', `/foods/${created.json().id}`, { sugar: null, sodium: 450 })
    expect(updated.statusCode).toBe(200)
    expect(nutrientsOf(updated.json())).toEqual({ fiber: 8, sugar: null, sodium: 450 })

    const read = (await call(user, 'GET', `/foods?name=${encodeURIComponent('lentil soup')}`)).json()
    expect(read.map(nutrientsOf)).toEqual([{ fiber: 8, sugar: null, sodium: 450 }])
  })

  it('refuse a negative amount with 400', async () => {
    const user = await createTestUser(t.app)
    expect((await call(user, 'POST', '/foods', { name: 'Salt', sodium: -1 })).statusCode).toBe(400)
  })
})

describe('meals and day totals', () => {
  it('carry each item as sent and sum what is known: an unknown value adds nothing, and is not a zero', async () => {
    const user = await createTestUser(t.app)
    const meal = await logMeal(user, '2026-03-02T12:30:00+01:00', [{ ...soup, quantity: 2 }, coffee])
    expect(meal.macros.items.map(nutrientsOf)).toEqual([
      { fiber: 8, sugar: 3, sodium: 480 },
      { fiber: null, sugar: null, sodium: null },
    ])
    expect(nutrientsOf(meal.macros)).toEqual({ fiber: 16, sugar: 6, sodium: 960 })

    // Read back as stored, in the diary's meals and the meal log.
    const day = (await call(user, 'GET', `/user/${user.id}/diary/2026-03-02`)).json()
    expect(day.meals[0].macros.items.map(nutrientsOf)).toEqual(meal.macros.items.map(nutrientsOf))
    expect(nutrientsOf(day.meals[0].macros)).toEqual({ fiber: 16, sugar: 6, sodium: 960 })
    const logged = (await call(user, 'GET', `/user/${user.id}/meals`)).json()
    expect(logged[0].macros.items.map(nutrientsOf)).toEqual(meal.macros.items.map(nutrientsOf))

    await logMeal(user, '2026-03-02T08:00:00+01:00', [oats], 'breakfast')
    expect(nutrientsOf(await dayTotals(user, '2026-03-02'))).toEqual({ fiber: 20, sugar: 7, sodium: 962 })
    expect(await summaryDay(user, '2026-03-02')).toMatchObject({ fiber: 20, sugar: 7, sodium: 962, meal_count: 2 })
  })

  it('are null on a day where nothing knows them, and on a day without meals', async () => {
    const user = await createTestUser(t.app)
    await logMeal(user, '2026-03-03T09:00:00Z', [coffee])
    const unknown = { fiber: null, sugar: null, sodium: null }
    expect(nutrientsOf(await dayTotals(user, '2026-03-03'))).toEqual(unknown)
    expect(nutrientsOf(await summaryDay(user, '2026-03-03'))).toEqual(unknown)
    expect(nutrientsOf(await dayTotals(user, '2026-03-04'))).toEqual(unknown)
    expect(nutrientsOf(await summaryDay(user, '2026-03-04'))).toEqual(unknown)
  })

  it('are recounted when a meal loses its known items, moves to another day or is deleted', async () => {
    const user = await createTestUser(t.app)
    const known = await logMeal(user, '2026-03-05T12:00:00Z', [soup])
    await logMeal(user, '2026-03-05T18:00:00Z', [coffee], 'dinner')

    // The edit leaves only unknown values on the day: null again, not 0.
    const edited = await call(user, 'PUT', `/user/${user.id}/meals/${known.id}`, { macros: { foods: [coffee] } })
    expect(edited.statusCode).toBe(200)
    expect(nutrientsOf(edited.json().macros)).toEqual({ fiber: null, sugar: null, sodium: null })
    expect(nutrientsOf(await summaryDay(user, '2026-03-05'))).toEqual({ fiber: null, sugar: null, sodium: null })

    await call(user, 'PUT', `/user/${user.id}/meals/${known.id}`, { macros: { foods: [oats] } })
    expect(nutrientsOf(await summaryDay(user, '2026-03-05'))).toEqual({ fiber: 4, sugar: 1, sodium: 2 })

    const moved = await call(user, 'PUT', `/user/${user.id}/meals/${known.id}`, { date: '2026-03-06T12:00:00Z' })
    expect(moved.statusCode).toBe(200)
    expect(nutrientsOf(await summaryDay(user, '2026-03-05'))).toEqual({ fiber: null, sugar: null, sodium: null })
    expect(nutrientsOf(await summaryDay(user, '2026-03-06'))).toEqual({ fiber: 4, sugar: 1, sodium: 2 })

    await logMeal(user, '2026-03-06T19:00:00Z', [soup], 'dinner')
    expect(nutrientsOf(await summaryDay(user, '2026-03-06'))).toEqual({ fiber: 12, sugar: 4, sodium: 482 })
    expect((await call(user, 'DELETE', `/user/${user.id}/meals/${known.id}`)).statusCode).toBe(204)
    expect(nutrientsOf(await dayTotals(user, '2026-03-06'))).toEqual({ fiber: 8, sugar: 3, sodium: 480 })
    expect(nutrientsOf(await summaryDay(user, '2026-03-06'))).toEqual({ fiber: 8, sugar: 3, sodium: 480 })
  })

  it('come from the saved food when a meal names it by id', async () => {
    const user = await createTestUser(t.app)
    const food = (await call(user, 'POST', '/foods', soup)).json()
    const meal = await logMeal(user, '2026-03-07T12:00:00Z', [{ id: food.id, quantity: 3 }])
    expect(nutrientsOf(meal.macros.items[0])).toEqual({ fiber: 8, sugar: 3, sodium: 480 })
    expect(nutrientsOf(meal.macros)).toEqual({ fiber: 24, sugar: 9, sodium: 1440 })
  })

  it('are summed again from the items left when a food and its log records are deleted', async () => {
    const user = await createTestUser(t.app)
    const meal = await logMeal(user, '2026-03-11T12:00:00Z', [soup, oats, coffee])
    expect(nutrientsOf(meal.macros)).toEqual({ fiber: 12, sugar: 4, sodium: 482 })
    const soupFood = meal.macros.items[0].food_id
    expect((await call(user, 'DELETE', `/user/${user.id}/foods/${soupFood}`)).statusCode).toBe(204)
    expect(nutrientsOf(await summaryDay(user, '2026-03-11'))).toEqual({ fiber: 4, sugar: 1, sodium: 2 })

    const oatsFood = meal.macros.items[1].food_id
    expect((await call(user, 'DELETE', `/user/${user.id}/foods/${oatsFood}`)).statusCode).toBe(204)
    const unknown = { fiber: null, sugar: null, sodium: null }
    expect(nutrientsOf(await summaryDay(user, '2026-03-11'))).toEqual(unknown)
    expect(nutrientsOf(await dayTotals(user, '2026-03-11'))).toEqual(unknown)
  })

  it('go with a copied meal and a copied day, and the target day adds them', async () => {
    const user = await createTestUser(t.app)
    const source = await logMeal(user, '2026-03-08T12:00:00Z', [soup, coffee])
    await logMeal(user, '2026-03-09T08:00:00Z', [oats], 'breakfast')

    const response = await call(user, 'POST', `/user/${user.id}/meals/${source.id}/copy`, { date: '2026-03-09' })
    expect(response.statusCode).toBe(201)
    const copy = response.json()
    expect(copy.macros.items.map(nutrientsOf)).toEqual(source.macros.items.map(nutrientsOf))
    expect(nutrientsOf(copy.macros)).toEqual({ fiber: 8, sugar: 3, sodium: 480 })
    expect(nutrientsOf(await dayTotals(user, '2026-03-09'))).toEqual({ fiber: 12, sugar: 4, sodium: 482 })
    expect(nutrientsOf(await summaryDay(user, '2026-03-09'))).toEqual({ fiber: 12, sugar: 4, sodium: 482 })

    const day = await call(user, 'POST', `/user/${user.id}/diary/2026-03-09/copy`, { to_date: '2026-03-10' })
    expect(day.statusCode).toBe(201)
    expect(nutrientsOf(await summaryDay(user, '2026-03-10'))).toEqual({ fiber: 12, sugar: 4, sodium: 482 })
  })
})

describe('recipes', () => {
  it('keep fibre, sugar and sodium per serving; a macros update without them keeps them', async () => {
    const user = await createTestUser(t.app)
    const created = await call(user, 'POST', '/recipes', {
      name: 'Bean chili',
      servings: 4,
      macros: { calories_per_serving: 420, fiber_per_serving: 14.5, sugar_per_serving: 6, sodium_per_serving: 710 },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().macros).toMatchObject({
      fiber_per_serving: 14.5,
      sugar_per_serving: 6,
      sodium_per_serving: 710,
    })

    const id = created.json().id
    const updated = await call(user, 'PUT', `/recipes/${id}`, {
      macros: { calories_per_serving: 400, sugar_per_serving: null },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().macros).toMatchObject({
      calories_per_serving: 400,
      fiber_per_serving: 14.5,
      sugar_per_serving: null,
      sodium_per_serving: 710,
    })

    const plain = (await call(user, 'POST', '/recipes', { name: 'Toast', macros: { calories_per_serving: 90 } })).json()
    expect(plain.macros).toMatchObject({ fiber_per_serving: null, sugar_per_serving: null, sodium_per_serving: null })
  })
})

describe('POST /estimateMacros', () => {
  it("gives a table food's fibre, sugar and sodium for the serving, and a saved food's own values", async () => {
    const user = await createTestUser(t.app)
    const banana = await call(user, 'POST', '/estimateMacros', { mealText: '1 medium banana' })
    expect(banana.statusCode).toBe(200)
    const [item] = banana.json().items
    expect(item.grams).toBeCloseTo(118, 0)
    expect(item.fiber).toBeCloseTo(3.1, 1)
    expect(item.sugar).toBeCloseTo(14.4, 1)
    expect(item.sodium).toBeGreaterThanOrEqual(1)
    expect(item.sodium).toBeLessThan(1.5)

    await call(user, 'POST', '/foods', { ...soup, serving_size: '1 bowl' })
    const own = (await call(user, 'POST', '/estimateMacros', { mealText: 'lentil soup' })).json().items
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({ source: 'user_food', fiber: 8, sugar: 3, sodium: 480 })
  })
})
