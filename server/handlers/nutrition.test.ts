import { createTestApp, type TestApp } from '../test/testApp'
import { insertTestFood } from '../test/testFoods'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
})
afterAll(() => t.close())

const post = (url: string, payload: object, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload })

type Item = { name: string; quantity: number; calories: number; protein: number; carbs: number; fat: number } & {
  [key in 'fiber' | 'sugar' | 'sodium']?: number | null
}
const kcal = (items: Item[]) => items.reduce((sum, item) => sum + item.calories * item.quantity, 0)

describe('POST /estimateMacros on the built-in engine', () => {
  it('estimates "2 large eggs and a slice of whole wheat toast" as two reference items', async () => {
    const response = await post('/estimateMacros', { mealText: '2 large eggs and a slice of whole wheat toast' })

    expect(response.statusCode).toBe(200)
    const { items } = response.json()
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Egg',
        quantity: 2,
        serving_size: '1 large (50 g)',
        calories: expect.any(Number),
        protein: expect.any(Number),
        carbs: expect.any(Number),
        fat: expect.any(Number),
        // USDA 01123 per 100 g: 0 g fibre, 0.37 g sugars, 142 mg sodium; one large egg is 50 g.
        fiber: 0,
        sugar: 0.2,
        sodium: 71,
        recipe_id: null,
        is_recipe: false,
        food_id: null,
        grams: 50,
        source: 'reference',
        assumed: '100 g · raw · USDA 01123 Egg, whole, raw, fresh',
      },
      expect.objectContaining({
        name: 'Whole wheat bread',
        quantity: 1,
        grams: 32,
        source: 'reference',
        assumed: expect.stringMatching(/^32 g · USDA 18075 Bread, whole-wheat/),
      }),
    ])
    expect(kcal(items)).toBeGreaterThan(180)
    expect(kcal(items)).toBeLessThan(280)
    expect(items[0].id).not.toBe(items[1].id)
  })

  it("matches the user's own food first, with its id and servings", async () => {
    const created = await insertTestFood(t.app, user.id, {
      name: 'Overnight oats jar',
      serving_size: '1 jar',
      calories: 410,
      protein: 22,
      carbs: 50,
      fat: 12,
      is_recipe: false,
    })
    const response = await post('/estimateMacros', { mealText: '2 overnight oats jars and a banana' })

    const [oats, banana] = response.json().items
    expect(oats).toMatchObject({
      name: 'Overnight oats jar',
      quantity: 2,
      serving_size: '1 jar',
      calories: 410,
      food_id: created.id,
      source: 'user_food',
      assumed: 'Your food "Overnight oats jar", 1 jar a serving',
    })
    expect(banana).toMatchObject({ name: 'Banana', source: 'reference' })
  })

  it('answers no items for text without food', async () => {
    const response = await post('/estimateMacros', { mealText: 'hello' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ items: [] })
  })

  it('answers 400 for blank text and 401 without a token', async () => {
    expect((await post('/estimateMacros', { mealText: '   ' })).statusCode).toBe(400)
    expect((await post('/estimateMacros', { mealText: 'an apple' }, {})).statusCode).toBe(401)
  })
})

describe("POST /estimateMacros with a saved food: the typed amount in the food's own servings", () => {
  /** A new user with one saved food, and the estimate of `mealText` for them (the API's grams: one serving). */
  async function estimateWith(food: { name: string; serving_size: string }, mealText: string) {
    const owner = await createTestUser(t.app)
    const saved = await insertTestFood(t.app, owner.id, { ...food, calories: 150, protein: 5, carbs: 27, fat: 3 })
    const response = await post('/estimateMacros', { mealText }, owner.headers)
    expect(response.statusCode).toBe(200)
    const [item] = response.json().items
    expect(item).toMatchObject({ name: food.name, food_id: saved.id, source: 'user_food', calories: 150 })
    return item as { quantity: number; grams: number | null; serving_size: string }
  }

  it('counts cups of a food served by the cup (cup ↔ cup)', async () => {
    const item = await estimateWith({ name: 'Rolled oats', serving_size: '1 cup' }, '1.5 cups rolled oats')
    expect(item).toMatchObject({ quantity: 1.5, serving_size: '1 cup', grams: null })
  })

  it('makes "1 cup" of a "1/2 cup (40 g)" serving 2 servings of 40 g (cup ↔ "1/2 cup (40 g)")', async () => {
    const item = await estimateWith({ name: 'Rolled oats', serving_size: '1/2 cup (40 g)' }, '1 cup rolled oats')
    expect(item).toMatchObject({ quantity: 2, serving_size: '1/2 cup (40 g)', grams: 40 })
  })

  it('weighs grams against the grams in parentheses (g ↔ "(40 g)")', async () => {
    const item = await estimateWith({ name: 'Rolled oats', serving_size: '1/2 cup (40 g)' }, '60 g rolled oats')
    expect(item).toMatchObject({ quantity: 1.5, grams: 40 })
    const bare = await estimateWith({ name: 'Granola', serving_size: '(40 g)' }, '100g granola')
    expect(bare).toMatchObject({ quantity: 2.5, grams: 40 })
  })

  it("converts cups to a serving in grams through the reference food's cup (81 g of oats)", async () => {
    const item = await estimateWith({ name: 'Rolled oats', serving_size: '40 g' }, '1 cup rolled oats')
    expect(item).toMatchObject({ quantity: 2.03, serving_size: '40 g', grams: 40 })
  })

  it('converts ounces to a serving in grams (oz ↔ g)', async () => {
    const item = await estimateWith({ name: 'Smoked salmon', serving_size: '100 g' }, '4 oz smoked salmon')
    expect(item).toMatchObject({ quantity: 1.13, serving_size: '100 g', grams: 100 })
  })

  it('converts tablespoons to a serving in cups (tbsp ↔ cup)', async () => {
    const item = await estimateWith({ name: 'Peanut butter', serving_size: '1/4 cup (64 g)' }, '4 tbsp peanut butter')
    expect(item).toMatchObject({ quantity: 1, grams: 64 })
    const half = await estimateWith({ name: 'Olive oil', serving_size: '1/4 cup' }, '2 tablespoons of olive oil')
    expect(half).toMatchObject({ quantity: 0.5, grams: null })
  })

  it('counts servings, pieces of a piece serving, and one serving for the name alone', async () => {
    expect(
      await estimateWith({ name: 'Rolled oats', serving_size: '1/2 cup (40 g)' }, '2 servings of rolled oats'),
    ).toMatchObject({ quantity: 2, grams: 40 })
    expect(await estimateWith({ name: 'Farm eggs', serving_size: '1 large egg (50 g)' }, '3 farm eggs')).toMatchObject({
      quantity: 3,
      grams: 50,
    })
    expect(await estimateWith({ name: 'Rolled oats', serving_size: '1/2 cup (40 g)' }, 'rolled oats')).toMatchObject({
      quantity: 1,
      grams: 40,
    })
  })

  it('counts what it cannot convert as servings, without a weight, and says so in the serving size', async () => {
    const item = await estimateWith(
      { name: "Nana's zucchini loaf", serving_size: '100 g' },
      "2 slices of nana's zucchini loaf",
    )
    expect(item).toMatchObject({ quantity: 2, grams: null, serving_size: '100 g (2 slices counted as 2 servings)' })
  })
})

describe('POST /recipes/estimateRecipeMacros on the built-in engine', () => {
  it('divides the whole recipe by its servings and reports the given serving size', async () => {
    const response = await post('/recipes/estimateRecipeMacros', {
      recipe_name: 'Oat pancakes',
      ingredients: ['1 cup oats', { name: 'milk', quantity: 1, unit: 'cup' }, { name: 'egg', quantity: 2 }, 'salt'],
      recipe_quantity: 4,
      recipe_serving_size: '2 pancakes',
    })

    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.items.map((item: Item) => item.name)).toEqual(['Oats', 'Whole milk', 'Egg', 'Salt'])
    expect(body.total.calories).toBeCloseTo(kcal(body.items), 0)
    expect(body.recipe_macros).toEqual(body.macros)
    expect(body.macros).toMatchObject({ serving_size: '2 pancakes' })
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
      expect(body.macros[`${key}_per_serving`]).toBeCloseTo(body.total[key] / 4, 1)
      expect(body.macros[key]).toBe(body.macros[`${key}_per_serving`])
    }
    // Fibre, sugar and sodium per serving come from the same items (USDA knows them for all four).
    for (const key of ['fiber', 'sugar', 'sodium'] as const) {
      const total = body.items.reduce((sum: number, item: Item) => sum + (item[key] ?? 0) * item.quantity, 0)
      expect(body.macros[`${key}_per_serving`]).toBeCloseTo(total / 4, 0)
    }
    expect(body.macros.fiber_per_serving).toBeGreaterThan(1)
  })

  it('counts one serving by default and leaves the macros unknown when no ingredient is a food', async () => {
    const one = await post('/recipes/estimateRecipeMacros', { ingredients: ['1 cup white rice'] })
    expect(one.json().macros.calories_per_serving).toBe(one.json().total.calories)

    const none = await post('/recipes/estimateRecipeMacros', { ingredients: ['hello', ''], recipe_quantity: 2 })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toMatchObject({
      items: [],
      total: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      macros: { calories_per_serving: null, calories: null, serving_size: null },
    })
  })
})

const PASTED = `Chickpea Curry
A quick weeknight curry.

Serves 4
Prep time: 10 minutes
Cook time: 25 minutes

INGREDIENTS
- 2 (15 oz) cans chickpeas, drained
- 1 tbsp olive oil
- 1 large onion, chopped
- 1 cup coconut milk
- salt to taste

Method:
1. Heat the oil and soften the onion.
2. Add the chickpeas and coconut milk and simmer for 20 minutes.

Notes
Keeps 3 days in the fridge.`

describe('POST /recipes/parse_recipe_text on the built-in parser', () => {
  it('reads the title, ingredients, steps, times and macros per serving of a pasted recipe', async () => {
    const response = await post('/recipes/parse_recipe_text', { text: PASTED })

    expect(response.statusCode).toBe(200)
    const recipe = response.json()
    expect(recipe).toMatchObject({
      title: 'Chickpea Curry',
      description: 'A quick weeknight curry.',
      prep_time: 10,
      cook_time: 25,
      total_time: 35,
      total_servings: 4,
      notes: 'Keeps 3 days in the fridge.',
    })
    expect(recipe.ingredients[0]).toEqual({
      name: 'chickpeas',
      quantity: 2,
      quantity_text: '2',
      unit: 'can',
      notes: '15 oz, drained',
    })
    expect(recipe.ingredients.map((i: { name: string }) => i.name)).toEqual([
      'chickpeas',
      'olive oil',
      'onion',
      'coconut milk',
      'salt',
    ])
    expect(recipe.steps).toEqual([
      { text: 'Heat the oil and soften the onion.', order: 1 },
      { text: 'Add the chickpeas and coconut milk and simmer for 20 minutes.', order: 2 },
    ])
    // 2 × 425 g chickpeas, 1 tbsp oil, a large onion, a cup of coconut milk: about 2,100 kcal in all.
    expect(recipe.calories_per_serving).toBeGreaterThan(450)
    expect(recipe.calories_per_serving).toBeLessThan(600)
    expect(recipe.macros).toMatchObject({
      calories_per_serving: recipe.calories_per_serving,
      protein_per_serving: recipe.protein_per_serving,
      carbs_per_serving: recipe.carbs_per_serving,
      fat_per_serving: recipe.fat_per_serving,
      calories: recipe.calories_per_serving,
      serving_size: recipe.serving_size,
    })
    expect(recipe.serving_size).toMatch(/^1 serving \(\d+ g\)$/)
    // Two cans of chickpeas hold about 45 g of fibre: over 10 g a serving, repeated in `macros`.
    expect(recipe.fiber_per_serving).toBeGreaterThan(10)
    expect(recipe.sodium_per_serving).toBeGreaterThan(0)
    expect(recipe.macros).toMatchObject({
      fiber_per_serving: recipe.fiber_per_serving,
      sugar_per_serving: recipe.sugar_per_serving,
      sodium_per_serving: recipe.sodium_per_serving,
    })
  })

  it('answers null fields for text that is no recipe, and 400 for blank text', async () => {
    const response = await post('/recipes/parse_recipe_text', { text: 'just some words' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      ingredients: [],
      calories_per_serving: null,
      fiber_per_serving: null,
      total_servings: null,
    })

    expect((await post('/recipes/parse_recipe_text', { text: ' \n ' })).statusCode).toBe(400)
  })
})
