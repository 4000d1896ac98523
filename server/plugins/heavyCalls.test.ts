import { startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'
import { HEAVY_CALLS_BUSY } from './heavyCalls'

jest.setTimeout(60_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const estimate = (user: TestUser, description = 'two eggs and toast with butter') =>
  t.app.inject({
    method: 'POST',
    url: '/api/estimateMacros',
    headers: user.headers,
    payload: { mealText: description },
  })

describe('CPU-heavy calls', () => {
  it('lets one person run two at once; a third answers 429 with Retry-After while others are served', async () => {
    const model = await startFakeOpenAi()
    const slow = await createTestApp(model.env())
    try {
      const items = { content: JSON.stringify({ items: [] }) }
      model.script(...Array.from({ length: 8 }, () => ({ delayMs: 300, reply: items })))
      const busy = await createTestUser(slow.app)
      const other = await createTestUser(slow.app)
      const send = (user: TestUser) =>
        slow.app.inject({
          method: 'POST',
          url: '/api/estimateMacros',
          headers: user.headers,
          payload: { mealText: 'x' },
        })
      const answers = await Promise.all([...Array.from({ length: 5 }, () => send(busy)), send(other)])
      const mine = answers.slice(0, 5)
      expect(mine.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
      const refused = mine.filter((answer) => answer.statusCode === 429)
      expect(refused).toHaveLength(3)
      for (const answer of refused) {
        expect(answer.json()).toEqual({ detail: HEAVY_CALLS_BUSY })
        expect(answer.headers['retry-after']).toBe('1')
      }
      expect(answers[5].statusCode).toBe(200)
      // Once they finish, the person may start again.
      expect((await send(busy)).statusCode).toBe(200)
    } finally {
      await slow.close()
      await model.close()
    }
  })

  it('allows 60 meal estimates a minute per person, then 429 with Retry-After', async () => {
    const user = await createTestUser(t.app)
    const statuses: number[] = []
    for (let call = 0; call < 61; call += 1) statuses.push((await estimate(user, 'an apple')).statusCode)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    const refused = await estimate(user, 'an apple')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await estimate(await createTestUser(t.app), 'an apple')).statusCode).toBe(200)
  })

  it('allows 30 recipe parses a minute per person', async () => {
    const user = await createTestUser(t.app)
    const parse = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/recipes/parse_recipe_text',
        headers: user.headers,
        payload: { text: 'Pancakes\n\nIngredients\n1 cup flour\n1 egg\n\nMethod\nMix and fry.' },
      })
    for (let call = 0; call < 30; call += 1) expect((await parse()).statusCode).toBe(200)
    expect((await parse()).statusCode).toBe(429)
  })
})
