import { loadOpenApiDocument } from '../openapiDocument'
import { appWithFreshUserEachTest } from './testUsers'

/**
 * Every operation of openapi.yaml, sent malformed input of every kind: none answers 5xx, and every error is
 * `{detail}` with a readable message. (Operations that reach an outside service answer 502/503 when it is not
 * configured, which is not bad input, so those statuses are allowed only when the service is missing.)
 *
 * Registers those cases for every operation whose index in openapi.yaml is `part` modulo `of`: the suite is split
 * over two test files (`server/badInput*.test.ts`) so that Jest's two workers share it.
 */
export function describeBadInput(part: number, of: number): void {
  // A new user for each case: a bad body may still log out or delete the account it was sent with.
  const s = appWithFreshUserEachTest()

  const LONG = 'x'.repeat(20_000)

  /** Bodies no operation takes as is. */
  const BAD_BODIES: Array<[string, unknown]> = [
    ['an array', [1, 2]],
    ['a string', 'hello'],
    ['a number', 42],
    ['wrong types everywhere', { name: 42, email: false, quantity: 'lots', foods: 'egg', date: 7, servings: {} }],
    ['huge strings', { name: LONG, email: `${LONG}@example.com`, message: LONG, text: LONG, meal_text: LONG }],
    ['absurd numbers', { calories: -1e308, servings: 1e308, quantity: Number.MAX_SAFE_INTEGER, age: -5 }],
    ['NUL and odd characters', { name: 'a\u0000b', email: 'x\u0000@example.com', text: '\ud83c', message: '\u0000' }],
    ['nested junk', { foods: [{ id: null, quantity: -1 }, null, 'x'], ingredients: [null], steps: [{}] }],
    ['no body at all', undefined],
    [
      'half surrogate pairs in stored lists',
      {
        name: 'Soup',
        servings: 2,
        ingredients: [{ name: '\ud800', quantity: 1, unit: '\udc00' }],
        steps: [{ text: '\ud800', order: 1 }],
        dietary_restrictions: ['\ud800'],
      },
    ],
    ['whole numbers too large, as text', { age: '1e400', resting_heart_rate: '1e400', servings: '1e400' }],
    ['a year that does not exist', { workout_text: 'Run', meal_type: 'lunch', date: '0000-01-01T00:00:00Z' }],
  ]

  const allOperations = Object.entries(loadOpenApiDocument().paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operationId: operation.operationId ?? '' })),
  )

  function concretePath(path: string, id: string): string {
    return `/api${path.replace(/\{id\}|\{user_id\}|\{userId\}/g, s.user.id).replace(/\{[^}]+\}/g, id)}`
  }

  const operations = allOperations.filter((_, index) => index % of === part)

  describe.each(operations)('$method $path ($operationId)', ({ path, method }) => {
    it.each(BAD_BODIES)('answers %s with a readable client error, never 5xx', async (_kind, body) => {
      for (const id of ['not-an-id', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'a'.repeat(300), '%E0%A4%A']) {
        const sendsBody = body !== undefined && method !== 'GET' && method !== 'DELETE'
        const response = await s.t.app.inject({
          method: method as 'GET',
          url: concretePath(path, id),
          headers: sendsBody ? { ...s.user.headers, 'content-type': 'application/json' } : s.user.headers,
          ...(sendsBody ? { payload: JSON.stringify(body) } : {}),
        })
        if (response.statusCode === 502 || response.statusCode === 503) continue
        expect(`${response.statusCode} ${response.body.slice(0, 300)}`).not.toMatch(/^5/)
        if (response.statusCode >= 400) {
          expect(response.json()).toEqual({ detail: expect.any(String) })
          expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/)
        }
      }
    })
  })
}
