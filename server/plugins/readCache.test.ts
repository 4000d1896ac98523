import { insertTestFood } from '../test/testFoods'
import { appWithFreshUserEachTest, createTestUser, type TestUser } from '../test/testUsers'

// One app for the file: every test works as a user of its own, and the kept answers are per user.
const s = appWithFreshUserEachTest()

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestUser = s.user) =>
  s.t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

const foodNames = async (who: TestUser = s.user) =>
  ((await call('GET', `/user/${who.id}/foods`, undefined, who)).json() as Array<{ name: string }>).map((f) => f.name)

const meal = (foodId: string) => ({
  foods: [{ id: foodId, name: 'Egg', quantity: 2 }],
  meal_text: '',
  date: '2026-11-22T08:30:00+01:00',
  meal_type: 'breakfast',
})

// On PostgreSQL (TEST_DATABASE_URL) other processes may write too, so nothing is kept there.
const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe

describeOnPglite('the list reads kept in memory (embedded database only)', () => {
  it('answers a repeated read from memory, as JSON, until the user writes', async () => {
    await call('POST', '/foods', { name: 'Egg', calories: 72, protein: 6, carbs: 0.4, fat: 5 })
    const first = await call('GET', `/user/${s.user.id}/foods`)
    expect(first.json()).toHaveLength(1)
    // A row written behind the server's back is not seen: the answer comes from memory.
    await insertTestFood(s.t.app, s.user.id, { name: 'Toast', calories: 80, protein: 3, carbs: 15, fat: 1 })
    const second = await call('GET', `/user/${s.user.id}/foods`)
    expect(second.body).toBe(first.body)
    expect(second.headers['content-type']).toMatch(/^application\/json/)
    // Any write of the user's drops the kept answers.
    await call('POST', '/foods', { name: 'Rice', calories: 130, protein: 2.7, carbs: 28, fat: 0.3 })
    expect((await foodNames()).sort()).toEqual(['Egg', 'Rice', 'Toast'])
  })

  it('shows a logged, edited and deleted meal at once in the meal log and the daily summary', async () => {
    const egg = (await call('POST', '/foods', { name: 'Egg', calories: 72, protein: 6, carbs: 0.4, fat: 5 })).json()
    expect((await call('GET', `/user/${s.user.id}/meals`)).json()).toEqual([])
    expect((await call('GET', `/user/${s.user.id}/daily_summary?end=2026-11-22`)).json().items).toEqual([])

    const logged = (await call('POST', `/user/${s.user.id}/meals`, meal(egg.id))).json()
    expect((await call('GET', `/user/${s.user.id}/meals`)).json()).toHaveLength(1)
    expect((await call('GET', `/user/${s.user.id}/daily_summary?end=2026-11-22`)).json().items[0]).toMatchObject({
      calories: 144,
    })

    await call('PUT', `/user/${s.user.id}/meals/${logged.id}`, { meal_type: 'lunch' })
    expect((await call('GET', `/user/${s.user.id}/meals`)).json()[0].meal_type).toBe('lunch')

    await call('DELETE', `/user/${s.user.id}/meals/${logged.id}`)
    expect((await call('GET', `/user/${s.user.id}/meals`)).json()).toEqual([])
    expect((await call('GET', `/user/${s.user.id}/daily_summary?end=2026-11-22`)).json().items).toEqual([])
  })

  it("keeps each user's answers apart", async () => {
    const other = await createTestUser(s.t.app)
    await call('POST', '/foods', { name: 'Egg', calories: 72, protein: 6, carbs: 0.4, fat: 5 })
    expect(await foodNames()).toEqual(['Egg'])
    expect(await foodNames(other)).toEqual([])
    await call('POST', '/foods', { name: 'Oats', calories: 150, protein: 5, carbs: 27, fat: 3 }, other)
    expect(await foodNames(other)).toEqual(['Oats'])
    expect(await foodNames()).toEqual(['Egg'])
  })

  it('shows a new recipe in the recipe list at once', async () => {
    expect((await call('GET', '/recipes')).json()).toEqual([])
    const created = await call('POST', '/recipes', {
      name: 'Porridge',
      servings: 2,
      ingredients: [{ name: 'oats', quantity: 1, unit: 'cup' }],
      steps: [{ text: 'Cook the oats.', order: 1 }],
    })
    expect(created.statusCode).toBe(201)
    expect((await call('GET', '/recipes')).json().map((r: { name: string }) => r.name)).toEqual(['Porridge'])
  })
})
