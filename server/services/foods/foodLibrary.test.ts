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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: TestUser = user) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

interface Food {
  id: string
  name: string
  calories: number | null
}

async function addFood(fields: object, who: TestUser = user): Promise<Food> {
  const response = await call('POST', '/foods', fields, who)
  expect(response.statusCode).toBe(201)
  return response.json()
}

const names = (foods: Food[]) => foods.map((food) => food.name)

describe('adding and editing foods', () => {
  it('adds a food with every field of the contract, unknown macros null', async () => {
    const response = await call('POST', '/foods', { name: '  Skyr ', serving_size: '1 cup', protein: 17 })
    expect(response.statusCode).toBe(201)
    const food = response.json()
    expect(food).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Skyr',
      serving_size: '1 cup',
      calories: null,
      protein: 17,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
      recipe_id: null,
      is_recipe: false,
      barcode: null,
      date_added: expect.any(String),
      date_favorited: null,
    })
    expect(new Date(food.date_added).toISOString()).toBe(food.date_added)
  })

  it.each([
    ['no name', { calories: 5 }],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a negative number', { name: 'Salt', fat: -1 }],
    ['a number as text that is not one', { name: 'Salt', calories: 'lots' }],
  ])('refuses a food with %s (400)', async (_case, body) => {
    const response = await call('POST', '/foods', body)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['detail'])
  })

  it('updates only the fields sent', async () => {
    const food = await addFood({ name: 'Milk', serving_size: '1 cup', calories: 100, protein: 8 })
    const response = await call('PUT', `/foods/${food.id}`, { calories: 90, serving_size: null })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Milk', serving_size: null, calories: 90, protein: 8 })
  })

  it('answers 404 for another user’s food or an unknown recipe, and 400 for a short id', async () => {
    const theirs = await addFood({ name: 'Theirs' }, other)
    expect((await call('PUT', `/foods/${theirs.id}`, { name: 'Mine now' })).json()).toEqual({
      detail: 'Food not found',
    })
    const mine = await addFood({ name: 'Mine' })
    const recipe = await call('PUT', `/foods/${mine.id}`, { recipe_id: 'ffffffffffffffffffffffff' })
    expect(recipe.statusCode).toBe(404)
    expect(recipe.json()).toEqual({ detail: 'Recipe not found' })
    expect((await call('POST', '/foods', { name: 'X', recipe_id: 'nope' })).statusCode).toBe(404)
    expect((await call('PUT', '/foods/short', { name: 'X' })).statusCode).toBe(400)
  })
})

describe('finding foods by name', () => {
  it('matches the whole name in any case and filters recipe foods', async () => {
    const finder = await createTestUser(t.app)
    const plain = await addFood({ name: 'Chili' }, finder)
    const recipeFood = await addFood({ name: 'chili', is_recipe: true }, finder)
    await addFood({ name: 'Chili sauce' }, finder)
    await addFood({ name: 'Chili' }, other)
    const byName = (await call('GET', '/foods?name=%20CHILI%20', undefined, finder)).json()
    expect(byName.map((f: Food) => f.id).sort()).toEqual([plain.id, recipeFood.id].sort())
    const recipes = (await call('GET', '/foods?name=chili&is_recipe=true', undefined, finder)).json()
    expect(recipes.map((f: Food) => f.id)).toEqual([recipeFood.id])
    const allRecipes = (await call('GET', '/foods?is_recipe=true', undefined, finder)).json()
    expect(allRecipes.map((f: Food) => f.id)).toEqual([recipeFood.id])
  })
})

describe('the food library (Unique Foods)', () => {
  let owner: TestUser
  beforeAll(async () => {
    owner = await createTestUser(t.app)
    for (const food of [
      { name: 'banana', calories: 105, protein: 1.3, carbs: 27, fat: 0.4 },
      { name: 'Almonds', calories: 164, protein: 6, carbs: 6, fat: 14 },
      { name: 'Chicken breast', calories: 165, protein: 31, carbs: 0, fat: 3.6 },
      { name: 'Water', calories: null, protein: null, carbs: null, fat: null },
      { name: '100% Juice', calories: 110, protein: 0.5, carbs: 26, fat: 0 },
    ]) {
      await addFood(food, owner)
    }
  })
  const library = async (query = '') => (await call('GET', `/user/${owner.id}/foods${query}`, undefined, owner)).json()

  it('lists newest first by default', async () => {
    expect(names(await library())).toEqual(['100% Juice', 'Water', 'Chicken breast', 'Almonds', 'banana'])
  })

  it.each([
    ['name', ['100% Juice', 'Almonds', 'banana', 'Chicken breast', 'Water']],
    ['date', ['100% Juice', 'Water', 'Chicken breast', 'Almonds', 'banana']],
    ['date_asc', ['banana', 'Almonds', 'Chicken breast', 'Water', '100% Juice']],
    ['calories', ['Chicken breast', 'Almonds', '100% Juice', 'banana', 'Water']],
    ['protein', ['Chicken breast', 'Almonds', 'banana', '100% Juice', 'Water']],
    ['carbs', ['banana', '100% Juice', 'Almonds', 'Chicken breast', 'Water']],
    ['fat', ['Almonds', 'Chicken breast', 'banana', '100% Juice', 'Water']],
  ])('sorts by %s', async (sort, expected) => {
    expect(names(await library(`?sort=${sort}`))).toEqual(expected)
  })

  it('breaks ties by id so pages never repeat a food', async () => {
    const tied = await createTestUser(t.app)
    const ids: string[] = []
    for (let i = 0; i < 6; i += 1) ids.push((await addFood({ name: 'Same', calories: 10 }, tied)).id)
    for (const sort of ['name', 'calories']) {
      const pages = []
      for (let offset = 0; offset < 6; offset += 2) {
        pages.push(
          ...(
            await call('GET', `/user/${tied.id}/foods?sort=${sort}&limit=2&offset=${offset}`, undefined, tied)
          ).json(),
        )
      }
      expect(pages.map((f: Food) => f.id)).toEqual([...ids].sort())
    }
  })

  it('searches a case-insensitive substring, taking % literally', async () => {
    expect(names(await library('?q=AN'))).toEqual(['banana'])
    expect(names(await library('?q=%25'))).toEqual(['100% Juice'])
    expect(names(await library('?q=%20'))).toHaveLength(5)
  })

  it('pages with limit and offset', async () => {
    expect(names(await library('?sort=name&limit=2&offset=1'))).toEqual(['Almonds', 'banana'])
    expect(await library('?offset=99999999999999')).toEqual([])
    expect((await call('GET', `/user/${owner.id}/foods?limit=201`, undefined, owner)).statusCode).toBe(400)
  })

  it('pages 20 foods at a time by default', async () => {
    const big = await createTestUser(t.app)
    await call(
      'POST',
      `/user/${big.id}/meals`,
      {
        foods: Array.from({ length: 25 }, (_, i) => ({ name: `Food ${i}` })),
        date: '2026-01-01T10:00:00Z',
        meal_type: 'lunch',
      },
      big,
    )
    expect((await call('GET', `/user/${big.id}/foods`, undefined, big)).json()).toHaveLength(20)
  })

  it('shows only the signed-in user’s foods, and 404 for another user’s library', async () => {
    expect(names(await library())).not.toContain('Theirs')
    expect((await call('GET', `/user/${owner.id}/foods`, undefined, other)).statusCode).toBe(404)
  })
})
