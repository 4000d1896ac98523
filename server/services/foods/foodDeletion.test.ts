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

async function addFood(name: string, calories: number, who: TestUser = user): Promise<string> {
  return (await call('POST', '/foods', { name, calories, protein: 1, carbs: 2, fat: 3 }, who)).json().id
}

async function logMeal(foodIds: string[], date: string): Promise<string> {
  const response = await call('POST', `/user/${user.id}/meals`, {
    foods: foodIds.map((id) => ({ id, quantity: 2 })),
    date,
    meal_type: 'dinner',
  })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

const meals = async () => (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
/** The days with meals among the 31 calendar days of the summary that end at `end`. */
const days = async (end: string) =>
  (await call('GET', `/user/${user.id}/daily_summary?page_size=31&end=${end}`))
    .json()
    .items.filter((day: { meal_count: number }) => day.meal_count > 0)
const deleteFood = (foodId: string, who: TestUser = user, pathUser: TestUser = who) =>
  call('DELETE', `/user/${pathUser.id}/foods/${foodId}`, undefined, who)

describe('deleting a food and all its log records', () => {
  it('removes its items, recomputes the meals it was in, deletes meals left empty and updates the days', async () => {
    const pasta = await addFood('Pasta', 200)
    const sauce = await addFood('Sauce', 50)
    const mixed = await logMeal([pasta, sauce], '2026-08-01T19:00:00+02:00')
    const onlySauce = await logMeal([sauce], '2026-08-02T19:00:00+02:00')
    const onlyPasta = await logMeal([pasta], '2026-08-02T12:00:00+02:00')
    await call('POST', `/user/${user.id}/foods/${sauce}/favorite`)

    const response = await deleteFood(sauce)
    expect(response.statusCode).toBe(204)

    const left = await meals()
    const mixedMeal = left.find((m: { id: string }) => m.id === mixed)
    expect(mixedMeal.macros).toMatchObject({ calories: 400, protein: 2, carbs: 4, fat: 6 })
    expect(mixedMeal.macros.items.map((i: { name: string }) => i.name)).toEqual(['Pasta'])
    expect(left.find((m: { id: string }) => m.id === onlySauce)).toBeUndefined()
    expect(left.find((m: { id: string }) => m.id === onlyPasta)).toBeDefined()
    expect(await days('2026-08-31')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2026-08-01', calories: 400, meal_count: 1 }),
        expect.objectContaining({ date: '2026-08-02', calories: 400, meal_count: 1 }),
      ]),
    )
    expect((await call('GET', `/user/${user.id}/foods/favorites`)).json()).not.toContain(sauce)
    expect((await call('GET', `/user/${user.id}/foods?q=sauce`)).json()).toEqual([])
  })

  it('removes a day from the summary when its only meal goes', async () => {
    const cake = await addFood('Cake', 350)
    await logMeal([cake], '2026-09-09T15:00:00-07:00')
    expect((await days('2026-09-30')).map((d: { date: string }) => d.date)).toContain('2026-09-09')
    await deleteFood(cake)
    expect((await days('2026-09-30')).map((d: { date: string }) => d.date)).not.toContain('2026-09-09')
  })

  it('keeps a recipe the food stood for, without its food entry', async () => {
    const recipe = (await call('POST', '/recipes', { name: 'Stew' })).json()
    const food = (await call('POST', '/foods', { name: 'Stew', is_recipe: true })).json()
    expect((await call('GET', `/recipes/${recipe.id}`)).json().food_id).toBe(food.id)
    expect((await deleteFood(food.id)).statusCode).toBe(204)
    const kept = await call('GET', `/recipes/${recipe.id}`)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().food_id).toBeNull()
  })

  it('answers 404 for another user’s food or path and deletes nothing', async () => {
    const theirs = await addFood('Their bread', 80, other)
    expect((await deleteFood(theirs)).json()).toEqual({ detail: 'Food not found' })
    expect((await deleteFood(theirs, user, other)).statusCode).toBe(404)
    expect((await call('GET', `/user/${other.id}/foods`, undefined, other)).json()).toHaveLength(1)
    expect((await deleteFood('ffffffffffffffffffffffff')).statusCode).toBe(404)
  })
})
