import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
})
afterAll(() => t.close())

describe('NUL characters in requests', () => {
  it('are taken out of JSON bodies before they are saved', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: user.headers,
      payload: { name: 'Ann\u0000 Lee', dietary_restrictions: ['vegan\u0000'] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Ann Lee' })
  })

  it('are taken out of query strings', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: user.headers,
      payload: { name: 'Egg', calories: 72 },
    })
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/foods?name=${encodeURIComponent('Egg\u0000')}`,
      headers: user.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject([{ name: 'Egg' }])
  })
})

describe('text and numbers the database cannot store', () => {
  it('stores half of a surrogate pair as the replacement character instead of failing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload:
        '{"name":"Soup \\ud800","servings":2,"ingredients":[{"name":"leek \\udc00","quantity":1,"unit":"piece"}],' +
        '"steps":[{"text":"Boil \\ud83d\\ude00","order":1}]}',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Soup \ufffd',
      ingredients: [{ name: 'leek \ufffd' }],
      steps: [{ text: 'Boil 😀' }],
    })
  })

  it('answers 400 {detail} for a whole number too large to be one, sent as text', async () => {
    for (const payload of ['{"age": "1e400"}', '{"resting_heart_rate": "-1e999"}']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${user.id}`,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'Invalid request: a number is too large' })
    }
  })
})

describe('deeply nested bodies', () => {
  it('answers 400 {detail} to a body nested 10,000 deep, fast, and the server keeps answering', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    for (const url of ['/api/estimateMacros', `/api/user/${user.id}`]) {
      const started = performance.now()
      const response = await t.app.inject({
        method: url.includes('/user/') ? 'PUT' : 'POST',
        url,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: deep,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'Invalid request: the body is nested too deeply' })
      expect(performance.now() - started).toBeLessThan(1000)
    }
    const array = `{"mealText":"egg","x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/estimateMacros',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: array,
    })
    expect(response.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: user.headers })).statusCode).toBe(
      200,
    )
  })
})
