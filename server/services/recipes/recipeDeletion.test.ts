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

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who: TestUser = user) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

/** A recipe with its food entry, logged in one meal with another food and alone in another. */
async function loggedRecipe(name: string) {
  const recipe = (await call('POST', '/recipes', { name })).json()
  const food = (await call('POST', '/foods', { name, is_recipe: true, calories: 300 })).json()
  const side = (await call('POST', '/foods', { name: `${name} side`, calories: 100 })).json()
  const together = (
    await call('POST', `/user/${user.id}/meals`, {
      foods: [
        { id: food.id, quantity: 1 },
        { id: side.id, quantity: 1 },
      ],
      date: '2026-10-10T19:00:00+02:00',
      meal_type: 'dinner',
    })
  ).json()
  const alone = (
    await call('POST', `/user/${user.id}/meals`, {
      foods: [{ id: food.id, quantity: 2 }],
      date: '2026-10-11T19:00:00+02:00',
      meal_type: 'dinner',
    })
  ).json()
  return { recipe, food, together, alone }
}

async function expectGone(logged: Awaited<ReturnType<typeof loggedRecipe>>) {
  expect((await call('GET', `/recipes/${logged.recipe.id}`)).statusCode).toBe(404)
  expect((await call('GET', `/foods?name=${encodeURIComponent(logged.recipe.name)}`)).json()).toEqual([])
  const meals = (await call('GET', `/user/${user.id}/meals?limit=200`)).json()
  expect(meals.find((m: { id: string }) => m.id === logged.alone.id)).toBeUndefined()
  const together = meals.find((m: { id: string }) => m.id === logged.together.id)
  expect(together.macros.items.map((i: { name: string }) => i.name)).toEqual([`${logged.recipe.name} side`])
  expect(together.macros.calories).toBe(100)
}

describe('deleting a recipe and all its log records', () => {
  it('DELETE /recipes/{id} deletes the recipe, its food entry and the meals items that logged it', async () => {
    const logged = await loggedRecipe('Ragu')
    const response = await call('DELETE', `/recipes/${logged.recipe.id}`)
    expect(response.statusCode).toBe(204)
    await expectGone(logged)
  })

  it('DELETE /user/{id}/recipes/{recipeId} does the same', async () => {
    const logged = await loggedRecipe('Dal')
    expect((await call('DELETE', `/user/${user.id}/recipes/${logged.recipe.id}`)).statusCode).toBe(204)
    await expectGone(logged)
    const days = (await call('GET', `/user/${user.id}/daily_summary`)).json().items
    expect(days.find((d: { date: string }) => d.date === '2026-10-11')).toBeUndefined()
  })

  it('answers 404 for another user’s recipe or path, and deletes nothing', async () => {
    const theirs = (await call('POST', '/recipes', { name: 'Theirs' }, other)).json()
    expect((await call('DELETE', `/user/${user.id}/recipes/${theirs.id}`)).json()).toEqual({
      detail: 'Recipe not found',
    })
    expect((await call('DELETE', `/user/${other.id}/recipes/${theirs.id}`)).statusCode).toBe(404)
    expect((await call('GET', `/recipes/${theirs.id}`, undefined, other)).statusCode).toBe(200)
  })
})
