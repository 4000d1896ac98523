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
