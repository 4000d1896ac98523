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

async function addFood(fields: object, who: TestUser = user): Promise<{ id: string }> {
  const response = await call('POST', '/foods', fields, who)
  expect(response.statusCode).toBe(201)
  return response.json()
}

const logMeal = (payload: object, who: TestUser = user) => call('POST', `/user/${who.id}/meals`, payload, who)

describe('logging a meal from selected foods', () => {
  it('copies each food with its quantity and sums macros × quantity, rounded to 1 decimal', async () => {
    const egg = await addFood({
      name: 'Egg',
      serving_size: '1 large',
      calories: 71.5,
      protein: 6.3,
      carbs: 0.36,
      fat: 4.75,
    })
    const toast = await addFood({ name: 'Toast', calories: 80, protein: 3, carbs: 15.04, fat: 1 })
    const response = await logMeal({
      foods: [
        { id: egg.id, name: 'Egg', quantity: 2 },
        { id: toast.id, name: 'ignored name', quantity: 1.5 },
      ],
      meal_text: 'eggs on toast',
      date: '2026-11-22T08:30:00+01:00',
      meal_type: 'breakfast',
    })
    expect(response.statusCode).toBe(201)
    const meal = response.json()
    expect(meal).toMatchObject({
      date: '2026-11-22T08:30:00+01:00',
      local_date: '2026-11-22',
      meal_type: 'breakfast',
      meal_text: 'eggs on toast',
      macros: { calories: 263, protein: 17.1, carbs: 23.3, fat: 11 },
    })
    expect(meal.id).toMatch(/^[0-9a-f]{24}$/)
    expect(meal.macros.items).toEqual([
      {
        id: expect.any(String),
        name: 'Egg',
        quantity: 2,
        serving_size: '1 large',
        calories: 71.5,
        protein: 6.3,
        carbs: 0.36,
        fat: 4.75,
        fiber: null,
        sugar: null,
        sodium: null,
        recipe_id: null,
        is_recipe: false,
        food_id: egg.id,
        grams: null,
        source: 'user_food',
      },
      expect.objectContaining({ name: 'Toast', quantity: 1.5, food_id: toast.id }),
    ])
  })

  it('takes a missing quantity as one serving and unknown macros as 0', async () => {
    const tea = await addFood({ name: 'Tea', calories: null })
    const response = await logMeal({ foods: [{ id: tea.id }], date: '2026-11-22T10:00:00Z', meal_type: 'snack' })
    expect(response.statusCode).toBe(201)
    expect(response.json().macros).toMatchObject({ calories: 0, protein: 0, carbs: 0, fat: 0 })
    expect(response.json().macros.items[0]).toMatchObject({ quantity: 1, calories: 0 })
    expect(response.json().meal_text).toBeNull()
  })

  it('refuses a food id that is not one of the user’s foods with the food-log message', async () => {
    const mine = await addFood({ name: 'Apple', calories: 52 })
    const theirs = await addFood({ name: 'Pear', calories: 57 }, other)
    for (const id of [theirs.id, 'ffffffffffffffffffffffff', 'short']) {
      const response = await logMeal({
        foods: [
          { id: mine.id, quantity: 1 },
          { id, name: 'Pear', quantity: 1 },
        ],
        date: '2026-11-22T12:00:00+01:00',
        meal_type: 'lunch',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        detail: 'One or more selected foods are invalid. Please re-select from the dropdown.',
      })
    }
  })
})

describe('logging a text meal from full macro items', () => {
  it('keeps the items as sent and adds one library food per distinct lower-cased name', async () => {
    const response = await logMeal({
      foods: [
        {
          name: 'Banana',
          quantity: 2,
          serving_size: '1 medium',
          calories: 105,
          protein: 1.3,
          carbs: 27,
          fat: 0.4,
          grams: 118,
          source: 'reference',
        },
        { name: 'banana ', quantity: 1, calories: 105 },
        { name: 'Peanut butter', calories: 94, protein: 4, carbs: 3, fat: 8 },
      ],
      meal_text: '3 bananas and peanut butter',
      date: '2026-11-23T16:00:00-05:00',
      meal_type: 'snack',
    })
    expect(response.statusCode).toBe(201)
    const items = response.json().macros.items
    expect(items[0]).toMatchObject({ name: 'Banana', quantity: 2, grams: 118, source: 'reference', calories: 105 })
    expect(items[1]).toMatchObject({ name: 'banana', quantity: 1, protein: 0, source: null })
    expect(items[0].food_id).toBe(items[1].food_id)
    expect(response.json().macros.calories).toBe(409)

    const library = await call('GET', `/user/${user.id}/foods?q=banana`)
    expect(library.json()).toEqual([
      expect.objectContaining({ id: items[0].food_id, name: 'Banana', serving_size: '1 medium', calories: 105 }),
    ])
  })

  it('reuses the user’s food of the same name instead of adding another', async () => {
    const oats = await addFood({ name: 'Rolled Oats', calories: 150 })
    const response = await logMeal({
      foods: [{ name: 'rolled oats', calories: 140 }],
      date: '2026-11-24T07:00:00+01:00',
      meal_type: 'breakfast',
    })
    expect(response.json().macros.items[0]).toMatchObject({ food_id: oats.id, calories: 140 })
    const library = await call('GET', `/user/${user.id}/foods?q=rolled`)
    expect(library.json()).toHaveLength(1)
  })

  it('links a recipe item to the recipe food of that name, and never to another user’s food', async () => {
    const plain = await addFood({ name: 'Granola' })
    const recipeFood = await addFood({ name: 'granola', is_recipe: true })
    const theirs = await addFood({ name: 'Muesli' }, other)
    const response = await logMeal({
      foods: [
        { name: 'Granola', is_recipe: true, calories: 200 },
        { name: 'GRANOLA', calories: 190 },
        { name: 'Muesli', food_id: theirs.id, calories: 150 },
      ],
      date: '2026-11-25T07:00:00+01:00',
      meal_type: 'breakfast',
    })
    const [recipeItem, plainItem, muesli] = response.json().macros.items
    expect(recipeItem).toMatchObject({ food_id: recipeFood.id, is_recipe: true })
    expect(plainItem).toMatchObject({ food_id: plain.id, is_recipe: false })
    expect(muesli.food_id).not.toBe(theirs.id)
    const mine = (await call('GET', `/user/${user.id}/foods?q=muesli`)).json()
    expect(mine.map((f: { id: string }) => f.id)).toEqual([muesli.food_id])
  })

  it('logs the items of POST /estimateMacros as they come back, ids and all', async () => {
    const estimate = await call('POST', '/estimateMacros', { mealText: 'a medium banana and half a cup of oats' })
    const items = estimate.json().items as { id: string; quantity: number }[]
    expect(items.length).toBe(2)
    expect(items.every((item) => item.id.length >= 12)).toBe(true)
    const response = await logMeal({ foods: items, date: '2026-11-26T08:00:00+01:00', meal_type: 'breakfast' })
    expect(response.statusCode).toBe(201)
    const logged = response.json().macros
    expect(logged.items.map((item: { name: string }) => item.name)).toEqual(
      items.map((item) => (item as unknown as { name: string }).name),
    )
    expect(logged.items[1].quantity).toBe(items[1].quantity)
  })

  it('keeps an item sent with add_to_library false with its meal only, out of the library', async () => {
    const cook = await createTestUser(t.app)
    const response = await logMeal(
      {
        foods: [
          { name: 'Grandma’s stew', calories: 320, protein: 20, add_to_library: false },
          { name: 'Sourdough', calories: 120, add_to_library: true },
        ],
        date: '2026-11-27T19:00:00+01:00',
        meal_type: 'dinner',
      },
      cook,
    )
    expect(response.statusCode).toBe(201)
    const [stew, bread] = response.json().macros.items
    expect(stew).toMatchObject({ name: 'Grandma’s stew', calories: 320, food_id: null })
    expect(bread.food_id).toEqual(expect.any(String))
    const library = (await call('GET', `/user/${cook.id}/foods`, undefined, cook)).json()
    expect(library.map((food: { id: string; name: string }) => [food.id, food.name])).toEqual([
      [bread.food_id, 'Sourdough'],
    ])

    // Deleting the other food takes its log record away; the meal stays with the unticked item.
    expect((await call('DELETE', `/user/${cook.id}/foods/${bread.food_id}`, undefined, cook)).statusCode).toBe(204)
    const meals = (await call('GET', `/user/${cook.id}/meals`, undefined, cook)).json()
    expect(meals).toHaveLength(1)
    expect(meals[0].macros).toMatchObject({ calories: 320, protein: 20 })
    expect(meals[0].macros.items.map((item: { name: string }) => item.name)).toEqual(['Grandma’s stew'])

    // Unticked, an item still links to a library food of the same name.
    const again = await logMeal(
      {
        foods: [{ name: 'sourdough', calories: 110, add_to_library: false }],
        date: '2026-11-28T08:00:00+01:00',
        meal_type: 'breakfast',
      },
      cook,
    )
    expect(again.json().macros.items[0].food_id).toBeNull()
    const toast = await addFood({ name: 'Toast', calories: 80 }, cook)
    const linked = await logMeal(
      {
        foods: [{ name: 'TOAST', calories: 85, add_to_library: false }],
        date: '2026-11-28T08:30:00+01:00',
        meal_type: 'breakfast',
      },
      cook,
    )
    expect(linked.json().macros.items[0].food_id).toBe(toast.id)
    expect((await call('GET', `/user/${cook.id}/foods`, undefined, cook)).json()).toHaveLength(1)
  })

  it('refuses an item whose name is blank', async () => {
    const response = await logMeal({ foods: [{ name: '   ' }], date: '2026-11-24T07:00:00Z', meal_type: 'snack' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Every food of a meal needs a name.' })
  })
})

describe('meal validation', () => {
  const valid = { foods: [{ name: 'Water' }], date: '2026-11-22T08:30:00+01:00', meal_type: 'snack' }

  it.each([
    ['no foods', { ...valid, foods: [] }],
    ['an unknown meal type', { ...valid, meal_type: 'brunch' }],
    ['no date', { foods: valid.foods, meal_type: 'snack' }],
    ['a date that is not a date', { ...valid, date: 'yesterday at 8' }],
    ['a date that does not exist', { ...valid, date: '2026-02-30T08:30:00+01:00' }],
    ['a year out of range', { ...valid, date: '0001-01-01T08:30:00Z' }],
    ['a negative macro', { ...valid, foods: [{ name: 'Water', calories: -1 }] }],
    ['a quantity below 1 on a saved food', { ...valid, foods: [{ id: 'ffffffffffffffffffffffff', quantity: 0 }] }],
    ['macros too large to add up', { ...valid, foods: [{ name: 'Lots', calories: 1e308, quantity: 1e10 }] }],
  ])('answers 400 {detail} for %s', async (_case, payload) => {
    const response = await logMeal(payload)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['detail'])
  })

  it('stores odd text (a NUL character) instead of failing', async () => {
    const response = await logMeal({ ...valid, meal_text: 'tea\u0000 time', foods: [{ name: 'Te\u0000a' }] })
    expect(response.statusCode).toBe(201)
    expect(response.json().meal_text).toBe('tea time')
  })
})

describe('listing meals', () => {
  let fresh: TestUser
  beforeAll(async () => {
    fresh = await createTestUser(t.app)
    // Same instant written in two offsets, and one earlier meal on a later local date.
    for (const date of [
      '2026-01-01T09:00:00+01:00',
      '2026-01-01T08:00:00Z',
      '2026-01-01T23:30:00-05:00',
      '2025-12-31T10:00:00Z',
    ]) {
      const response = await logMeal({ foods: [{ name: 'Soup', calories: 100 }], date, meal_type: 'lunch' }, fresh)
      expect(response.statusCode).toBe(201)
    }
  })

  it('lists newest first by the instant eaten, keeping each date as sent', async () => {
    const response = await call('GET', `/user/${fresh.id}/meals`, undefined, fresh)
    expect(response.statusCode).toBe(200)
    const dates = response.json().map((meal: { date: string }) => meal.date)
    expect(dates[0]).toBe('2026-01-01T23:30:00-05:00')
    expect(dates.slice(1, 3).sort()).toEqual(['2026-01-01T08:00:00Z', '2026-01-01T09:00:00+01:00'])
    expect(dates[3]).toBe('2025-12-31T10:00:00Z')
  })

  it('pages with limit and offset without overlap', async () => {
    const all = (await call('GET', `/user/${fresh.id}/meals?limit=10`, undefined, fresh)).json()
    const first = (await call('GET', `/user/${fresh.id}/meals?limit=2`, undefined, fresh)).json()
    const second = (await call('GET', `/user/${fresh.id}/meals?limit=2&offset=2`, undefined, fresh)).json()
    const past = (await call('GET', `/user/${fresh.id}/meals?offset=100000000000`, undefined, fresh)).json()
    expect([...first, ...second].map((m: { id: string }) => m.id)).toEqual(all.map((m: { id: string }) => m.id))
    expect(past).toEqual([])
  })

  it('defaults to pages of 10 meals', async () => {
    const busy = await createTestUser(t.app)
    for (let i = 0; i < 12; i += 1) {
      await logMeal(
        { foods: [{ name: 'Nuts' }], date: `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00Z`, meal_type: 'snack' },
        busy,
      )
    }
    const response = await call('GET', `/user/${busy.id}/meals`, undefined, busy)
    expect(response.json()).toHaveLength(10)
    expect(response.json()[0].local_date).toBe('2026-02-12')
  })

  it('answers 404 for another user’s meal list and 401 without a token', async () => {
    expect((await call('GET', `/user/${fresh.id}/meals`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${fresh.id}/meals` })).statusCode).toBe(401)
  })
})
