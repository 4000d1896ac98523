import { type FakeOpenAi, type FakeOpenAiReply, startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { insertTestFood } from '../test/testFoods'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let fake: FakeOpenAi
let user: TestUser

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await createTestApp(fake.env())
  user = await createTestUser(t.app)
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload })

/** A food as the model proposes it; its own macros are for the whole amount. */
const proposed = (name: string, quantity: number, unit: string | null, grams: number | null, calories = 999) => ({
  name,
  quantity,
  unit,
  grams,
  calories,
  protein: 10,
  carbs: 10,
  fat: 10,
})

const answer = (items: object[]): FakeOpenAiReply => ({ content: JSON.stringify({ items }) })

/** Model failures the built-in engine must answer for. */
const FAILURES: Array<[string, FakeOpenAiReply]> = [
  ['an answer that is not JSON', { content: 'Sure! Two eggs and toast, about 250 kcal.' }],
  ['JSON of the wrong shape', { content: JSON.stringify({ items: [{ name: 'egg', quantity: -2 }] }) }],
  ['an error status', { status: 500, message: 'The model crashed' }],
  ['a dropped connection', { disconnect: true }],
]

describe('POST /estimateMacros with an AI model', () => {
  it("takes the model's foods and grams but the food tables' numbers; the model's own only for unknown foods", async () => {
    fake.script(
      answer([
        proposed('large egg', 2, null, 100),
        proposed('cooked white rice', 1, 'cup', 250),
        proposed('zorblax fruit', 1, 'piece', 150, 80),
      ]),
    )

    const response = await post('/estimateMacros', { mealText: 'two eggs, a big cup of rice and a zorblax fruit' })

    expect(response.statusCode).toBe(200)
    const [egg, rice, zorblax] = response.json().items
    // Same weight as the table's portion: the table's serving is kept.
    expect(egg).toMatchObject({
      name: 'Egg',
      quantity: 2,
      serving_size: '1 large (50 g)',
      grams: 50,
      source: 'reference',
    })
    expect(egg.calories).toBeCloseTo(71.5, 0)
    // Another weight: one serving of the model's grams, with the table's numbers per gram.
    expect(rice).toMatchObject({
      name: 'White rice',
      quantity: 1,
      serving_size: '250 g',
      grams: 250,
      source: 'reference',
    })
    expect(rice.calories).toBeCloseTo(325, -1)
    expect(zorblax).toMatchObject({
      name: 'Zorblax fruit',
      quantity: 1,
      serving_size: '1 piece (150 g)',
      calories: 80,
      grams: 150,
      source: 'model',
      food_id: null,
    })
    const request = fake.requests[0].body
    expect(request.response_format?.json_schema?.name).toBe('meal_items')
    expect(request.messages[1].content).toContain('two eggs, a big cup of rice and a zorblax fruit')
  })

  it("resolves a proposed food to the user's own food and tells the model the user's food names", async () => {
    const created = await insertTestFood(t.app, user.id, {
      name: 'Grandma chili',
      serving_size: '1 bowl',
      calories: 520,
      protein: 30,
    })
    fake.script(answer([proposed('Grandma chili', 2, 'bowl', 700)]))

    const response = await post('/estimateMacros', { mealText: "two bowls of grandma's chili" })

    expect(response.json().items).toEqual([
      expect.objectContaining({
        name: 'Grandma chili',
        quantity: 2,
        calories: 520,
        food_id: created.id,
        source: 'user_food',
      }),
    ])
    expect(fake.requests[0].body.messages[1].content).toContain('Grandma chili')
  })

  it.each(FAILURES)('falls back to the built-in engine on %s', async (_what, reply) => {
    fake.script(reply)

    const response = await post('/estimateMacros', { mealText: '2 large eggs and a slice of whole wheat toast' })

    expect(response.statusCode).toBe(200)
    expect(response.json().items).toEqual([
      expect.objectContaining({ name: 'Egg', quantity: 2, source: 'reference' }),
      expect.objectContaining({ name: 'Whole wheat bread', quantity: 1, source: 'reference' }),
    ])
    expect(fake.requests).toHaveLength(1)
  })

  it('falls back to the built-in engine when the model finds no food', async () => {
    fake.script(answer([]))

    const response = await post('/estimateMacros', { mealText: 'a medium banana' })

    expect(response.json().items).toEqual([expect.objectContaining({ name: 'Banana', source: 'reference' })])
  })
})

describe('POST /recipes/estimateRecipeMacros with an AI model', () => {
  const body = { recipe_name: 'Rice bowl', ingredients: ['2 cups rice', '4 eggs'], recipe_quantity: 2 }

  it("uses the model's grams per ingredient with the tables' numbers, per serving of the recipe", async () => {
    fake.script(answer([proposed('cooked white rice', 2, 'cup', 400), proposed('large egg', 4, null, 200)]))

    const response = await post('/recipes/estimateRecipeMacros', body)

    expect(response.statusCode).toBe(200)
    const estimate = response.json()
    expect(estimate.items.map((i: { name: string; source: string }) => [i.name, i.source])).toEqual([
      ['White rice', 'reference'],
      ['Egg', 'reference'],
    ])
    // 400 g rice at 130 kcal/100 g and 200 g egg at 143 kcal/100 g, over 2 servings.
    expect(estimate.total.calories).toBeCloseTo(520 + 286, -1)
    expect(estimate.macros.calories_per_serving).toBeCloseTo(estimate.total.calories / 2, 1)
    expect(estimate.recipe_macros).toEqual(estimate.macros)
    expect(fake.requests[0].body.messages[1].content).toContain('- 2 cups rice\n- 4 eggs')
  })

  it('falls back to the built-in engine when the model fails', async () => {
    fake.script({ status: 503, message: 'Overloaded' })

    const response = await post('/recipes/estimateRecipeMacros', body)

    expect(response.statusCode).toBe(200)
    expect(response.json().items.map((i: { name: string }) => i.name)).toEqual(['White rice', 'Egg'])
  })
})

const PASTED = 'Rice and eggs\nServes 2\nIngredients\n2 cups rice\n4 eggs\nMethod\n1. Cook the rice.\n2. Fry the eggs.'

describe('POST /recipes/parse_recipe_text with an AI model', () => {
  it("answers the model's recipe fields with macros from the food tables", async () => {
    fake.script({
      content: JSON.stringify({
        title: 'Rice & Eggs',
        description: null,
        servings: 2,
        serving_size: null,
        prep_time: 5,
        cook_time: 20,
        total_time: 25,
        ingredients: [
          { name: 'rice', quantity: 2, quantity_text: '2', unit: 'cup', notes: null },
          { name: 'eggs', quantity: 4, quantity_text: '4', unit: null, notes: 'large' },
        ],
        steps: ['Cook the rice.', 'Fry the eggs.'],
        notes: null,
      }),
    })

    const response = await post('/recipes/parse_recipe_text', { text: PASTED })

    expect(response.statusCode).toBe(200)
    const recipe = response.json()
    expect(recipe).toMatchObject({
      title: 'Rice & Eggs',
      total_time: 25,
      total_servings: 2,
      steps: [
        { text: 'Cook the rice.', order: 1 },
        { text: 'Fry the eggs.', order: 2 },
      ],
    })
    expect(recipe.ingredients[1]).toEqual({ name: 'eggs', quantity: 4, quantity_text: '4', unit: null, notes: 'large' })
    // 2 cups of rice (316 g) and 4 large eggs (200 g), over 2 servings.
    expect(recipe.calories_per_serving).toBeCloseTo((410.8 + 286) / 2, -1)
    expect(recipe.macros.calories_per_serving).toBe(recipe.calories_per_serving)
    expect(fake.requests[0].body.response_format?.json_schema?.name).toBe('recipe_fields')
  })

  it.each(FAILURES)('falls back to the built-in parser on %s', async (_what, reply) => {
    fake.script(reply)

    const response = await post('/recipes/parse_recipe_text', { text: PASTED })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ title: 'Rice and eggs', total_servings: 2 })
    expect(response.json().calories_per_serving).toBeGreaterThan(300)
  })
})
