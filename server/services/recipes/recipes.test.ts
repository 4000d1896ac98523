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

async function createRecipe(body: object, who: TestUser = user) {
  const response = await call('POST', '/recipes', body, who)
  expect(response.statusCode).toBe(201)
  return response.json()
}

describe('saving a recipe', () => {
  it('takes strings as ingredient names and step texts, drops blank ones and numbers steps 1..n', async () => {
    const recipe = await createRecipe({
      name: 'Pancakes',
      ingredients: ['2 eggs', '  ', { name: 'Flour', quantity: 1.5, unit: 'cup', notes: 'sifted' }, { name: ' ' }],
      steps: ['Mix', { text: 'Rest', order: 7 }, '', { text: '   ', order: 2 }, 'Fry'],
    })
    expect(recipe.ingredients).toEqual([
      { name: '2 eggs', quantity: null, quantity_text: null, unit: null, notes: null },
      { name: 'Flour', quantity: 1.5, quantity_text: null, unit: 'cup', notes: 'sifted' },
    ])
    expect(recipe.steps).toEqual([
      { text: 'Mix', order: 1 },
      { text: 'Rest', order: 2 },
      { text: 'Fry', order: 3 },
    ])
  })

  it('answers every field of the contract, servings defaulting to 1 and no macros as null', async () => {
    const recipe = await createRecipe({ name: 'Toast' })
    expect(recipe).toEqual({
      id: expect.any(String),
      name: 'Toast',
      description: null,
      servings: 1,
      total_servings: null,
      calories: null,
      prep_time: null,
      cook_time: null,
      total_time: null,
      notes: null,
      created_at: expect.any(String),
      food_id: null,
      ingredients: [],
      steps: [],
      macros: null,
      is_favorite: false,
    })
    expect((await createRecipe({ name: 'Jam', servings: null })).servings).toBe(1)
    expect((await createRecipe({ name: 'Tea', servings: 0 })).servings).toBe(1)
  })

  it('reads legacy macro names as per serving and writes both names back', async () => {
    const recipe = await createRecipe({
      name: 'Chili',
      servings: 4,
      macros: { calories: 350, protein: 25, carbs: 30, fat: 12 },
    })
    expect(recipe.macros).toEqual({
      calories_per_serving: 350,
      protein_per_serving: 25,
      carbs_per_serving: 30,
      fat_per_serving: 12,
      fiber_per_serving: null,
      sugar_per_serving: null,
      sodium_per_serving: null,
      serving_size: null,
      calories: 350,
      protein: 25,
      carbs: 30,
      fat: 12,
    })
    expect(recipe.calories).toBe(1400)
  })

  it('prefers the *_per_serving value when both names are sent', async () => {
    const recipe = await createRecipe({
      name: 'Soup',
      macros: { calories_per_serving: 200, calories: 999, serving_size: '1 bowl' },
    })
    expect(recipe.macros).toMatchObject({ calories_per_serving: 200, calories: 200, serving_size: '1 bowl' })
  })

  it('accepts a PUT of only macros, merging them over the stored ones', async () => {
    const recipe = await createRecipe({ name: 'Curry', ingredients: ['Rice'], macros: { protein_per_serving: 10 } })
    const response = await call('PUT', `/recipes/${recipe.id}`, { macros: { calories_per_serving: 480, fat: 9 } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Curry',
      ingredients: [{ name: 'Rice' }],
      macros: { calories_per_serving: 480, protein_per_serving: 10, fat_per_serving: 9, carbs_per_serving: null },
    })
  })

  it('replaces ingredients and steps only when sent, and rounds times to whole minutes', async () => {
    const recipe = await createRecipe({ name: 'Salad', ingredients: ['Lettuce'], steps: ['Toss'] })
    const response = await call('PUT', `/recipes/${recipe.id}`, { steps: ['Wash', 'Toss'], prep_time: 7.6 })
    expect(response.json()).toMatchObject({
      ingredients: [{ name: 'Lettuce' }],
      steps: [
        { text: 'Wash', order: 1 },
        { text: 'Toss', order: 2 },
      ],
      prep_time: 8,
    })
  })

  it.each([
    ['no name', { servings: 2 }],
    ['a blank name', { name: '   ' }],
    ['negative servings', { name: 'X', servings: -1 }],
    ['an ingredient object without a name', { name: 'X', ingredients: [{ quantity: 2 }] }],
    ['a time beyond a year', { name: 'X', cook_time: 1e12 }],
    ['a food that is not the user’s', { name: 'X', food_id: 'ffffffffffffffffffffffff' }],
  ])('refuses a recipe with %s (400)', async (_case, body) => {
    const response = await call('POST', '/recipes', body)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['detail'])
  })
})

describe('a recipe is also a food', () => {
  it('links the recipe food the client upserts by name, both ways, and renames it with the recipe', async () => {
    const recipe = await createRecipe({ name: 'Lasagna' })
    const food = (await call('POST', '/foods', { name: 'lasagna', is_recipe: true, calories: 600 })).json()
    expect(food.recipe_id).toBe(recipe.id)
    expect((await call('GET', `/recipes/${recipe.id}`)).json().food_id).toBe(food.id)
    await call('PUT', `/recipes/${recipe.id}`, { name: 'Veggie Lasagna' })
    const found = (await call('GET', '/foods?name=veggie%20lasagna&is_recipe=true')).json()
    expect(found.map((f: { id: string }) => f.id)).toEqual([food.id])
  })

  it('links an existing recipe food when the recipe is created, and mirrors its favourite', async () => {
    const food = (await call('POST', '/foods', { name: 'Pho', is_recipe: true })).json()
    const recipe = await createRecipe({ name: 'PHO' })
    expect(recipe.food_id).toBe(food.id)
    await call('POST', `/user/${user.id}/foods/${food.id}/favorite`)
    expect((await call('GET', `/recipes/${recipe.id}`)).json().is_favorite).toBe(true)
    const explicit = await createRecipe({ name: 'Other', food_id: food.id })
    expect(explicit.food_id).toBe(food.id)
  })
})

describe('relinking a recipe food', () => {
  it('relinks with food_id, and recipe_id: null on the food unlinks it for good', async () => {
    const recipe = await createRecipe({ name: 'Gumbo' })
    const first = (await call('POST', '/foods', { name: 'Gumbo', is_recipe: true })).json()
    const second = (await call('POST', '/foods', { name: 'Gumbo (big pot)' })).json()
    const relinked = await call('PUT', `/recipes/${recipe.id}`, { food_id: second.id })
    expect(relinked.json().food_id).toBe(second.id)
    const foods = (await call('GET', '/foods?is_recipe=true')).json()
    expect(foods.find((f: { id: string }) => f.id === second.id)).toMatchObject({ recipe_id: recipe.id })
    expect(foods.find((f: { id: string }) => f.id === first.id)).toMatchObject({ recipe_id: null })
    const unlinked = await call('PUT', `/foods/${second.id}`, { recipe_id: null })
    expect(unlinked.json()).toMatchObject({ recipe_id: null, is_recipe: true })
    expect((await call('GET', `/recipes/${recipe.id}`)).json().food_id).toBeNull()
  })
})

describe('reading recipes', () => {
  let cook: TestUser
  beforeAll(async () => {
    cook = await createTestUser(t.app)
    for (const name of ['banana bread', 'Apple pie', 'Carrot cake']) await createRecipe({ name }, cook)
  })
  const list = async (query = '') =>
    (await call('GET', `/recipes${query}`, undefined, cook)).json().map((r: { name: string }) => r.name)

  it.each([
    ['', ['Carrot cake', 'Apple pie', 'banana bread']],
    ['?sort=date_desc', ['Carrot cake', 'Apple pie', 'banana bread']],
    ['?sort=date_asc', ['banana bread', 'Apple pie', 'Carrot cake']],
    ['?sort=az', ['Apple pie', 'banana bread', 'Carrot cake']],
    ['?sort=za', ['Carrot cake', 'banana bread', 'Apple pie']],
  ])('sorts %s', async (query, expected) => {
    expect(await list(query)).toEqual(expected)
  })

  it('pages with limit and offset and filters by exact name in any case', async () => {
    expect(await list('?sort=az&limit=1&offset=1')).toEqual(['banana bread'])
    expect(await list('?name=%20APPLE%20PIE')).toEqual(['Apple pie'])
    expect(await list('?name=apple')).toEqual([])
    expect((await call('GET', '/recipes?sort=newest', undefined, cook)).statusCode).toBe(400)
  })

  it('pages 20 recipes at a time by default', async () => {
    const prolific = await createTestUser(t.app)
    for (let i = 0; i < 21; i += 1) await createRecipe({ name: `Recipe ${i}` }, prolific)
    expect((await call('GET', '/recipes', undefined, prolific)).json()).toHaveLength(20)
  })

  it('never shows another user’s recipes: 404 with "Recipe not found"', async () => {
    const theirs = await createRecipe({ name: 'Secret sauce' }, other)
    expect(await list()).not.toContain('Secret sauce')
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `/recipes/${theirs.id}`, undefined, cook)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Recipe not found' })
    }
    expect((await call('PUT', `/recipes/${theirs.id}`, { name: 'Mine' }, cook)).statusCode).toBe(404)
    expect((await call('GET', `/recipes/${theirs.id}`, undefined, other)).json().name).toBe('Secret sauce')
  })
})
