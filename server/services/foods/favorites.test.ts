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

async function addFood(name: string, who: TestUser = user): Promise<string> {
  const response = await call('POST', '/foods', { name }, who)
  return response.json().id
}

const favorite = (foodId: string, who: TestUser = user) =>
  call('POST', `/user/${who.id}/foods/${foodId}/favorite`, undefined, who)
const unfavorite = (foodId: string, who: TestUser = user) =>
  call('DELETE', `/user/${who.id}/foods/${foodId}/favorite`, undefined, who)
const favoriteIds = async () => (await call('GET', `/user/${user.id}/foods/favorites`)).json()

describe('favourite foods', () => {
  it('marks a food with date_favorited, keeps the first date when marked again, and lists it', async () => {
    const oats = await addFood('Oats')
    const first = await favorite(oats)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ id: oats, name: 'Oats', date_favorited: expect.any(String) })
    const again = await favorite(oats)
    expect(again.json().date_favorited).toBe(first.json().date_favorited)
    expect(await favoriteIds()).toContain(oats)
  })

  it('lists ids most recently favourited first and filters the library to favourites', async () => {
    const a = await addFood('Kiwi')
    const b = await addFood('Plum')
    await addFood('Fig')
    await favorite(a)
    await favorite(b)
    const ids = await favoriteIds()
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a))
    const library = (await call('GET', `/user/${user.id}/foods?favorites=true&sort=name`)).json()
    expect(library.map((f: { name: string }) => f.name)).toEqual(['Kiwi', 'Oats', 'Plum'])
    expect(library.every((f: { date_favorited: string | null }) => f.date_favorited !== null)).toBe(true)
  })

  it('unmarks a favourite with 204, twice without error', async () => {
    const pear = await addFood('Pear')
    await favorite(pear)
    expect((await unfavorite(pear)).statusCode).toBe(204)
    expect((await unfavorite(pear)).statusCode).toBe(204)
    expect(await favoriteIds()).not.toContain(pear)
    const library = (await call('GET', `/user/${user.id}/foods?q=pear`)).json()
    expect(library[0].date_favorited).toBeNull()
  })

  it('answers 404 for another user’s food or path, and never touches their favourites', async () => {
    const theirs = await addFood('Mango', other)
    await favorite(theirs, other)
    expect((await favorite(theirs)).json()).toEqual({ detail: 'Food not found' })
    expect((await unfavorite(theirs)).statusCode).toBe(404)
    expect((await call('GET', `/user/${other.id}/foods/favorites`)).statusCode).toBe(404)
    expect((await call('POST', `/user/${other.id}/foods/${theirs}/favorite`)).statusCode).toBe(404)
    expect((await call('GET', `/user/${other.id}/foods/favorites`, undefined, other)).json()).toEqual([theirs])
  })

  it('answers 400 for a food id shorter than 12 characters', async () => {
    expect((await favorite('abc')).statusCode).toBe(400)
  })
})
