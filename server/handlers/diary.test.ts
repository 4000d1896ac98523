import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

interface Item {
  name: string
  calories?: number
  protein?: number
  carbs?: number
  fat?: number
  quantity?: number
  serving_size?: string
  grams?: number
  add_to_library?: boolean
}

async function logMeal(who: TestUser, date: string, mealType: string, foods: object[], mealText = '') {
  const response = await call(who, 'POST', `/user/${who.id}/meals`, {
    foods,
    date,
    meal_type: mealType,
    meal_text: mealText,
  })
  expect(response.statusCode).toBe(201)
  return response.json()
}

const item = (name: string, calories: number, extra: Partial<Item> = {}): Item => ({
  name,
  calories,
  protein: calories / 10,
  carbs: calories / 20,
  fat: calories / 40,
  ...extra,
})

async function diary(who: TestUser, date: string) {
  const response = await call(who, 'GET', `/user/${who.id}/diary/${date}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

function expectClientError(response: { statusCode: number; json: () => unknown }, status = 400) {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toEqual({ detail: expect.any(String) })
}

describe('targets', () => {
  const profile = {
    age: 40,
    weight: 80,
    height: 180,
    gender: 'male',
    activity_level: 'moderate',
    fitness_goal: 'lose weight',
  }

  it('are computed from the profile until set by hand, and follow the profile again when reset', async () => {
    const user = await createTestUser(t.app)
    const empty = await call(user, 'GET', `/user/${user.id}/targets`)
    expect(empty.statusCode).toBe(200)
    // The advice's defaults for an empty profile: 70 kg, 170 cm, 30 years, the male/female average, sedentary.
    expect(empty.json()).toEqual({
      calories: 1840,
      protein: 84,
      carbs: 239,
      fat: 61,
      fiber: 26,
      source: 'auto',
      missing_profile: ['weight', 'height', 'age', 'gender', 'activity level', 'fitness goal'],
    })

    expect((await call(user, 'PUT', `/user/${user.id}`, profile)).statusCode).toBe(200)
    const auto = { calories: 2180, protein: 144, carbs: 237, fat: 73, fiber: 31, source: 'auto', missing_profile: [] }
    expect((await call(user, 'GET', `/user/${user.id}/targets`)).json()).toEqual(auto)

    const manual = { source: 'manual', calories: 2000, protein: 150, carbs: 200, fat: 70 }
    const set = await call(user, 'PUT', `/user/${user.id}/targets`, manual)
    expect(set.statusCode).toBe(200)
    const expected = { ...manual, fiber: 28, missing_profile: [] }
    expect(set.json()).toEqual(expected)
    expect((await call(user, 'GET', `/user/${user.id}/targets`)).json()).toEqual(expected)
    // A profile change does not move manual targets.
    await call(user, 'PUT', `/user/${user.id}`, { weight: 95 })
    expect((await call(user, 'GET', `/user/${user.id}/targets`)).json()).toEqual(expected)

    const withFiber = await call(user, 'PUT', `/user/${user.id}/targets`, { ...manual, calories: 2500, fiber: 40 })
    expect(withFiber.json()).toMatchObject({ calories: 2500, fiber: 40, source: 'manual' })

    await call(user, 'PUT', `/user/${user.id}`, { weight: 80 })
    const reset = await call(user, 'PUT', `/user/${user.id}/targets`, { source: 'auto' })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual(auto)
    expect((await call(user, 'GET', `/user/${user.id}/targets`)).json()).toEqual(auto)
  })

  it('refuses manual targets without all four numbers, or out of range, with a clear detail', async () => {
    const user = await createTestUser(t.app)
    const missing = await call(user, 'PUT', `/user/${user.id}/targets`, { source: 'manual', calories: 2000 })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ detail: 'Manual targets need calories, protein, carbs and fat.' })
    for (const payload of [
      { source: 'manual', calories: 100, protein: 100, carbs: 100, fat: 50 },
      { source: 'manual', calories: 2000, protein: -1, carbs: 100, fat: 50 },
      { source: 'sometimes' },
      {},
    ]) {
      expectClientError(await call(user, 'PUT', `/user/${user.id}/targets`, payload))
    }
    expect((await call(user, 'GET', `/user/${user.id}/targets`)).json()).toMatchObject({ source: 'auto' })
  })

  it("are nobody else's business", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    expectClientError(await call(user, 'GET', `/user/${other.id}/targets`), 404)
    expectClientError(await call(user, 'PUT', `/user/${other.id}/targets`, { source: 'auto' }), 404)
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/targets` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('the day diary', () => {
  it('lists the day in meal-type order, then by time, with totals and what is left to 1 decimal', async () => {
    const user = await createTestUser(t.app)
    await call(user, 'PUT', `/user/${user.id}/targets`, {
      source: 'manual',
      calories: 2000,
      protein: 150,
      carbs: 250,
      fat: 60,
    })
    await logMeal(user, '2026-06-01T18:00:00-05:00', 'dinner', [item('Pasta', 600.04)])
    await logMeal(user, '2026-06-01T21:00:00-05:00', 'dessert', [item('Ice cream', 250)])
    await logMeal(user, '2026-06-01T08:00:00-05:00', 'breakfast', [item('Oats', 300, { quantity: 1.5 })])
    await logMeal(user, '2026-06-01T10:30:00-05:00', 'snack', [item('Apple', 95)])
    await logMeal(user, '2026-06-01T12:30:00-05:00', 'lunch', [item('Salad', 400.02), item('Bread', 80)])
    await logMeal(user, '2026-06-01T07:00:00-05:00', 'breakfast', [item('Coffee', 5)])
    // 23:30 in New York on the 1st is the 2nd in UTC: still the 1st for its eater.
    await logMeal(user, '2026-06-01T23:30:00-05:00', 'dinner', [item('Late toast', 120)])
    // 00:30 in Tokyo on the 2nd is the 1st in UTC: the 2nd for its eater.
    await logMeal(user, '2026-06-02T00:30:00+09:00', 'snack', [item('Midnight snack', 77)])

    const day = await diary(user, '2026-06-01')
    expect(day.date).toBe('2026-06-01')
    expect(day.meals.map((meal: { date: string; meal_type: string }) => [meal.meal_type, meal.date])).toEqual([
      ['breakfast', '2026-06-01T07:00:00-05:00'],
      ['breakfast', '2026-06-01T08:00:00-05:00'],
      ['lunch', '2026-06-01T12:30:00-05:00'],
      ['dinner', '2026-06-01T18:00:00-05:00'],
      ['dinner', '2026-06-01T23:30:00-05:00'],
      ['snack', '2026-06-01T10:30:00-05:00'],
      ['dessert', '2026-06-01T21:00:00-05:00'],
    ])
    // Each meal in the meal log's shape.
    const meals = (await call(user, 'GET', `/user/${user.id}/meals?limit=50`)).json()
    const lunch = meals.find((meal: { meal_type: string }) => meal.meal_type === 'lunch')
    expect(day.meals[2]).toEqual(lunch)

    // 5 + 450 + 480.02 + 600.04 + 120 + 95 + 250 = 2000.06
    // No item says its fibre, sugar or sodium: unknown, not zero.
    expect(day.totals).toEqual({
      calories: 2000.1,
      protein: 200,
      carbs: 100,
      fat: 50,
      fiber: null,
      sugar: null,
      sodium: null,
    })
    expect(day.remaining).toEqual({ calories: -0.1, protein: -50, carbs: 150, fat: 10 })
    expect(day.targets).toMatchObject({ calories: 2000, protein: 150, carbs: 250, fat: 60, source: 'manual' })

    const next = await diary(user, '2026-06-02')
    expect(
      next.meals.map((meal: { meal_text: string | null; macros: { items: Item[] } }) => meal.macros.items[0].name),
    ).toEqual(['Midnight snack'])
    expect(next.totals).toEqual({
      calories: 77,
      protein: 7.7,
      carbs: 3.9,
      fat: 1.9,
      fiber: null,
      sugar: null,
      sodium: null,
    })
  })

  it('answers an empty day with zero totals, the whole targets left and no meals', async () => {
    const user = await createTestUser(t.app)
    const day = await diary(user, '2026-03-04')
    expect(day).toEqual({
      date: '2026-03-04',
      targets: expect.objectContaining({ calories: 1840, source: 'auto' }),
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null },
      remaining: { calories: 1840, protein: 84, carbs: 239, fat: 61 },
      meals: [],
      exercise_calories: 0,
      exercise_added: false,
    })
  })

  it('refuses a date that is not a calendar day with 400, and another user with 404', async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    for (const date of ['2026-02-30', '2026-13-01', 'yesterday', '2026-6-1', '0000-01-01', '2026-06-01T08:00:00Z']) {
      const response = await call(user, 'GET', `/user/${user.id}/diary/${encodeURIComponent(date)}`)
      expectClientError(response)
    }
    expect((await call(user, 'GET', `/user/${user.id}/diary/2024-02-29`)).statusCode).toBe(200)
    expectClientError(await call(user, 'GET', `/user/${other.id}/diary/2026-06-01`), 404)
  })
})

describe('copying a meal', () => {
  it('logs the same items on another day at the same time and offset, and the day totals grow', async () => {
    const user = await createTestUser(t.app)
    const source = await logMeal(
      user,
      '2026-06-01T23:30:00-05:00',
      'dinner',
      [item('Soup', 210.25, { quantity: 2, serving_size: '1 bowl', grams: 250 }), item('Roll', 90)],
      'soup and a roll',
    )
    await logMeal(user, '2026-06-05T08:00:00-05:00', 'breakfast', [item('Eggs', 140)])
    const foodsBefore = (await call(user, 'GET', `/user/${user.id}/foods?limit=200`)).json()
    const before = await diary(user, '2026-06-05')

    const response = await call(user, 'POST', `/user/${user.id}/meals/${source.id}/copy`, { date: '2026-06-05' })
    expect(response.statusCode).toBe(201)
    const copy = response.json()
    const withoutIds = (meal: { macros: { items: Array<{ id: string }> } }) =>
      meal.macros.items.map(({ id: _id, ...rest }) => rest)
    expect(copy).toMatchObject({
      date: '2026-06-05T23:30:00-05:00',
      local_date: '2026-06-05',
      meal_type: 'dinner',
      meal_text: 'soup and a roll',
      macros: { calories: source.macros.calories, protein: 51.1, carbs: 25.5, fat: 12.8 },
    })
    expect(copy.id).not.toBe(source.id)
    expect(withoutIds(copy)).toEqual(withoutIds(source))
    expect(copy.macros.items.map((i: { id: string }) => i.id)).not.toContain(source.macros.items[0].id)

    const after = await diary(user, '2026-06-05')
    expect(after.meals.map((meal: { id: string }) => meal.id)).toEqual([before.meals[0].id, copy.id])
    expect(after.totals.calories).toBeCloseTo(before.totals.calories + copy.macros.calories, 5)
    const summary = (await call(user, 'GET', `/user/${user.id}/daily_summary?end=2026-06-05&page_size=1`)).json()
    expect(summary.items).toEqual([
      {
        date: '2026-06-05',
        calories: 650.5,
        protein: 65.1,
        carbs: 32.5,
        fat: 16.3,
        fiber: null,
        sugar: null,
        sodium: null,
        meal_count: 2,
      },
    ])
    // The source stays, and nothing was added to the library.
    expect((await diary(user, '2026-06-01')).meals).toHaveLength(1)
    expect((await call(user, 'GET', `/user/${user.id}/foods?limit=200`)).json()).toEqual(foodsBefore)
  })

  it('takes a date-time with its offset and another meal type', async () => {
    const user = await createTestUser(t.app)
    const source = await logMeal(user, '2026-06-01T12:00:00+02:00', 'lunch', [item('Rice', 200)])
    const response = await call(user, 'POST', `/user/${user.id}/meals/${source.id}/copy`, {
      date: '2026-06-03T19:15:00+09:00',
      meal_type: 'dinner',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      date: '2026-06-03T19:15:00+09:00',
      local_date: '2026-06-03',
      meal_type: 'dinner',
      macros: { calories: 200 },
    })
    // Onto the same day: a second helping.
    const again = await call(user, 'POST', `/user/${user.id}/meals/${source.id}/copy`, { date: '2026-06-01' })
    expect(again.json()).toMatchObject({ date: '2026-06-01T12:00:00+02:00', meal_type: 'lunch' })
    expect((await diary(user, '2026-06-01')).totals.calories).toBe(400)
  })

  it("answers 404 for someone else's meal and 400 for a bad date", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    const theirs = await logMeal(other, '2026-06-01T12:00:00Z', 'lunch', [item('Secret', 100)])
    const notMine = await call(user, 'POST', `/user/${user.id}/meals/${theirs.id}/copy`, { date: '2026-06-02' })
    expect(notMine.statusCode).toBe(404)
    expect(notMine.json()).toEqual({ detail: 'Meal not found' })
    // An id with quotes finds nothing (the copy's values reach PGlite as SQL literals).
    const quoted = encodeURIComponent(`${theirs.id}' or ''='`)
    expect((await call(user, 'POST', `/user/${user.id}/meals/${quoted}/copy`, { date: '2026-06-02' })).statusCode).toBe(
      404,
    )
    expectClientError(
      await call(user, 'POST', `/user/${other.id}/meals/${theirs.id}/copy`, { date: '2026-06-02' }),
      404,
    )
    const mine = await logMeal(user, '2026-06-01T12:00:00Z', 'lunch', [item('Rice', 100)])
    for (const date of ['2026-02-30', 'tomorrow', '2026-06-02T25:00:00Z', '0000-01-01', '2026-06-02 lunch']) {
      expectClientError(await call(user, 'POST', `/user/${user.id}/meals/${mine.id}/copy`, { date }))
    }
    expectClientError(
      await call(user, 'POST', `/user/${user.id}/meals/${mine.id}/copy`, { date: '2026-06-02', meal_type: 'tea' }),
    )
    expect((await call(user, 'GET', `/user/${user.id}/meals`)).json()).toHaveLength(1)
  })
})

describe('copying a day', () => {
  it('copies every meal with its type, time and offset, in one go, and answers them in diary order', async () => {
    const user = await createTestUser(t.app)
    await logMeal(user, '2026-06-01T19:00:00+01:00', 'dinner', [item('Fish', 400)])
    await logMeal(user, '2026-06-01T07:30:00+01:00', 'breakfast', [item('Toast', 150), item('Jam', 50.05)])
    await logMeal(user, '2026-06-01T23:30:00-05:00', 'snack', [item('Cheese', 110)])
    await logMeal(user, '2026-06-09T12:00:00+01:00', 'lunch', [item('Wrap', 350)])
    const source = await diary(user, '2026-06-01')

    const response = await call(user, 'POST', `/user/${user.id}/diary/2026-06-01/copy`, { to_date: '2026-06-09' })
    expect(response.statusCode).toBe(201)
    const { meals } = response.json()
    expect(meals.map((meal: { meal_type: string; date: string }) => [meal.meal_type, meal.date])).toEqual([
      ['breakfast', '2026-06-09T07:30:00+01:00'],
      ['dinner', '2026-06-09T19:00:00+01:00'],
      ['snack', '2026-06-09T23:30:00-05:00'],
    ])
    const strip = (meal: { macros: { items: Array<{ id: string }> } }) => ({
      ...meal.macros,
      items: meal.macros.items.map(({ id: _id, ...rest }) => rest),
    })
    expect(meals.map(strip)).toEqual(source.meals.map(strip))

    const target = await diary(user, '2026-06-09')
    expect(target.meals.map((meal: { meal_type: string }) => meal.meal_type)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ])
    expect(target.totals.calories).toBe(1060.1)
    const summary = (await call(user, 'GET', `/user/${user.id}/daily_summary?end=2026-06-09&page_size=1`)).json()
    expect(summary.items[0]).toMatchObject({ date: '2026-06-09', calories: 1060.1, meal_count: 4 })
    expect((await diary(user, '2026-06-01')).meals).toHaveLength(3)
  })

  it('may copy a day onto itself, and answers 404 for a day without meals and 400 for bad dates', async () => {
    const user = await createTestUser(t.app)
    await logMeal(user, '2026-06-01T12:00:00Z', 'lunch', [item('Rice', 100)])
    const same = await call(user, 'POST', `/user/${user.id}/diary/2026-06-01/copy`, { to_date: '2026-06-01' })
    expect(same.statusCode).toBe(201)
    expect((await diary(user, '2026-06-01')).totals.calories).toBe(200)

    const empty = await call(user, 'POST', `/user/${user.id}/diary/2026-06-02/copy`, { to_date: '2026-06-03' })
    expect(empty.statusCode).toBe(404)
    expect(empty.json()).toEqual({ detail: 'There are no meals on 2026-06-02 to copy.' })
    for (const [from, to] of [
      ['2026-02-30', '2026-06-03'],
      ['2026-06-01', '2026-02-30'],
      ['2026-06-01', 'tomorrow'],
      ['2026-06-01', '0000-01-01'],
    ]) {
      expectClientError(await call(user, 'POST', `/user/${user.id}/diary/${from}/copy`, { to_date: to }))
    }
    expectClientError(await call(user, 'POST', `/user/${user.id}/diary/2026-06-01/copy`, {}))
    const other = await createTestUser(t.app)
    expectClientError(
      await call(other, 'POST', `/user/${user.id}/diary/2026-06-01/copy`, { to_date: '2026-06-05' }),
      404,
    )
    expect((await call(user, 'GET', `/user/${user.id}/meals`)).json()).toHaveLength(2)
  })
})

describe('recent foods', () => {
  async function addFood(who: TestUser, name: string, calories: number): Promise<string> {
    const response = await call(who, 'POST', '/foods', { name, serving_size: '1 cup', calories, protein: 1 })
    expect(response.statusCode).toBe(201)
    return response.json().id
  }

  it('lists library foods by their last log, with its quantity and date', async () => {
    const user = await createTestUser(t.app)
    const oats = await addFood(user, 'Oats', 150)
    const milk = await addFood(user, 'Milk', 100)
    const tea = await addFood(user, 'Tea', 2)
    const unused = await addFood(user, 'Unused', 10)
    await call(user, 'POST', `/user/${user.id}/foods/${milk}/favorite`)
    await logMeal(user, '2026-06-01T08:00:00+01:00', 'breakfast', [
      { id: oats, quantity: 2 },
      { id: milk, quantity: 1 },
    ])
    await logMeal(user, '2026-06-02T08:00:00+01:00', 'breakfast', [{ id: tea, quantity: 1 }])
    // Logged later in time although earlier in the day text: its instant counts.
    await logMeal(user, '2026-06-02T07:00:00-05:00', 'breakfast', [{ id: oats, quantity: 3 }])
    // An item kept with its meal only, and a text item linked to a library food by name.
    await logMeal(user, '2026-06-01T12:00:00+01:00', 'lunch', [
      item('Sandwich', 300, { add_to_library: false, quantity: 1 }),
      item('tea', 2, { quantity: 2 }),
    ])

    const response = await call(user, 'GET', `/user/${user.id}/foods/recent`)
    expect(response.statusCode).toBe(200)
    const recent = response.json()
    expect(recent.map((food: { name: string }) => food.name)).toEqual(['Oats', 'Tea', 'Milk'])
    expect(recent[0]).toEqual({
      id: oats,
      name: 'Oats',
      serving_size: '1 cup',
      calories: 150,
      protein: 1,
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
      last_quantity: 3,
      last_logged: '2026-06-02T07:00:00-05:00',
    })
    expect(recent[1]).toMatchObject({ id: tea, last_quantity: 1, last_logged: '2026-06-02T08:00:00+01:00' })
    expect(recent[2]).toMatchObject({ id: milk, last_quantity: 1, date_favorited: expect.any(String) })
    expect(recent.map((food: { id: string }) => food.id)).not.toContain(unused)

    const two = (await call(user, 'GET', `/user/${user.id}/foods/recent?limit=2`)).json()
    expect(two.map((food: { name: string }) => food.name)).toEqual(['Oats', 'Tea'])
    // A deleted food (and its log records) is gone from the list.
    await call(user, 'DELETE', `/user/${user.id}/foods/${oats}`)
    const left = (await call(user, 'GET', `/user/${user.id}/foods/recent`)).json()
    expect(left.map((food: { name: string }) => food.name)).toEqual(['Tea', 'Milk'])
  })

  it('reaches back past many meals of the same food to find the older ones', async () => {
    const user = await createTestUser(t.app)
    const bread = await addFood(user, 'Bread', 80)
    const butter = await addFood(user, 'Butter', 100)
    await logMeal(user, '2026-05-01T08:00:00Z', 'breakfast', [{ id: butter, quantity: 2 }])
    for (let day = 10; day < 20; day += 1) {
      await logMeal(user, `2026-05-${day}T08:00:00Z`, 'breakfast', [{ id: bread, quantity: 1 }])
    }
    const recent = (await call(user, 'GET', `/user/${user.id}/foods/recent?limit=2`)).json()
    expect(recent.map((food: { name: string; last_quantity: number }) => [food.name, food.last_quantity])).toEqual([
      ['Bread', 1],
      ['Butter', 2],
    ])
    expect(recent[1].last_logged).toBe('2026-05-01T08:00:00Z')
  })

  it('is empty before any meal, and answers 400 for a limit out of range', async () => {
    const user = await createTestUser(t.app)
    expect((await call(user, 'GET', `/user/${user.id}/foods/recent`)).json()).toEqual([])
    for (const limit of ['0', '51', 'abc', '-1']) {
      expectClientError(await call(user, 'GET', `/user/${user.id}/foods/recent?limit=${limit}`))
    }
    expect((await call(user, 'GET', `/user/${user.id}/foods/recent?limit=50`)).statusCode).toBe(200)
    const other = await createTestUser(t.app)
    expectClientError(await call(other, 'GET', `/user/${user.id}/foods/recent`), 404)
  })
})
