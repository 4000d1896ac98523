import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
}, 60_000)
afterAll(() => t.close())

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/foods/reference?${query}`, headers: user.headers })

async function names(query: string): Promise<string[]> {
  const response = await search(query)
  expect(response.statusCode).toBe(200)
  return response.json().map((food: { name: string }) => food.name)
}

describe('searching the reference foods', () => {
  it('puts the plain banana first, with its usual portion, its macros for it and per 100 g', async () => {
    const response = await search('q=banana')
    expect(response.statusCode).toBe(200)
    const [banana, ...rest] = response.json()
    expect(banana).toEqual({
      id: 'ref-09040',
      name: 'Banana',
      serving_size: '1 medium (118 g)',
      grams: 118,
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      per_100g: { calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
      source: 'reference',
    })
    expect(rest.map((food: { name: string }) => food.name)).toContain('Banana bread')
    // Plurals, capitals and a word still being typed find it too.
    expect((await names('q=Bananas'))[0]).toBe('Banana')
    expect((await names('q=banan'))[0]).toBe('Banana')
  })

  it('puts a whole egg before the other egg foods and the dishes made with egg', async () => {
    const found = await names('q=egg&limit=50')
    expect(found[0]).toBe('Egg')
    expect(found).toEqual(expect.arrayContaining(['Egg white', 'Fried egg', 'Egg salad']))
    // Dishes (computed from components) come after every plain food.
    expect(found.indexOf('Egg salad')).toBeGreaterThan(found.indexOf('Fried egg'))
    expect(found.indexOf('Egg salad')).toBeGreaterThan(found.indexOf('Egg white'))
  })

  it('matches every word of the query, in any order', async () => {
    const found = await names('q=breast%20chicken')
    expect(found[0]).toBe('Chicken breast')
    expect(found.every((name) => /chicken/i.test(name))).toBe(true)
    expect(await names('q=banana%20zzzz')).toEqual([])
  })

  it('honours limit, 10 by default', async () => {
    expect(await names('q=egg')).toHaveLength(10)
    expect(await names('q=egg&limit=3')).toHaveLength(3)
    expect(await names('q=egg&limit=50')).toHaveLength(new Set(await names('q=egg&limit=50')).size)
  })

  it('finds nothing for a query of only spaces or signs, and answers 400 for a missing q or a bad limit', async () => {
    expect(await names('q=%20%20%20')).toEqual([])
    expect(await names('q=%2B%2B')).toEqual([])
    for (const query of ['', 'q=', 'q=egg&limit=0', 'q=egg&limit=51', `q=${'a'.repeat(101)}`]) {
      const response = await search(query)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: expect.any(String) })
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/foods/reference?q=egg' })
    expect(anonymous.statusCode).toBe(401)
  })
})
