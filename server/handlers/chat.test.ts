import { addDays, localDate } from '../services/advice/personClock'
import {
  seedFood,
  seedMeal,
  MUSCLE_GAIN_PROFILE,
  seedProfile,
  seedRecipe,
  seedWorkout,
} from '../services/advice/seedPersonData'
import type { ChatMessage, RecipeCard } from '../services/chat/chatTypes'
import { RECIPE_COLLECTION } from '../services/chat/recipeCollection'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let person: TestUser
let chiliId: string
/** The person logs from a device 14 hours ahead of UTC: their "today" follows their meals' offset. */
const OFFSET = '+14:00'
const today = localDate(new Date(), 14 * 60)

beforeAll(async () => {
  t = await createTestApp()
  person = await createTestUser(t.app)
  const { db } = t.app
  await seedProfile(db, person.id, { name: 'Alex Doe', ...MUSCLE_GAIN_PROFILE })
  for (let day = -6; day <= -1; day += 1) {
    await seedMeal(db, person.id, {
      date: addDays(today, day),
      offset: OFFSET,
      calories: 2400,
      protein: 120,
      carbs: 280,
      fat: 80,
    })
  }
  await seedMeal(db, person.id, {
    date: today,
    time: '08:00',
    offset: OFFSET,
    mealType: 'breakfast',
    mealText: 'Oats with banana <script>alert(1)</script>',
    calories: 520,
    protein: 22,
    carbs: 85,
    fat: 11,
  })
  await seedMeal(db, person.id, {
    date: today,
    time: '13:00',
    offset: OFFSET,
    mealType: 'lunch',
    mealText: 'Chicken wrap',
    calories: 680,
    protein: 45,
    carbs: 60,
    fat: 25,
  })
  await seedFood(db, person.id, { name: 'Skyr', servingSize: '1 cup', calories: 130, protein: 22, carbs: 8, fat: 0 })
  chiliId = await seedRecipe(db, person.id, {
    name: 'Grandma Chili',
    servings: 4,
    prepTime: 15,
    cookTime: 60,
    ingredients: [
      { name: 'ground beef', quantity: 500, unit: 'g' },
      { name: 'kidney beans', quantity: 400, unit: 'g' },
    ],
    steps: ['Brown the beef.', 'Simmer with the beans for an hour.'],
    perServing: { calories: 520, protein: 38, carbs: 30, fat: 24 },
  })
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
  await seedWorkout(db, person.id, {
    date: hoursAgo(26),
    workoutText: 'Morning run',
    type: 'Run',
    duration: 32,
    caloriesBurned: 350,
    distanceMeters: 5200,
  })
  await seedWorkout(db, person.id, {
    date: hoursAgo(74),
    workoutText: 'Push day',
    type: 'Weightlifting',
    duration: 60,
    caloriesBurned: 280,
  })
})
afterAll(() => t.close())

async function send(user: TestUser, messages: ChatMessage[]) {
  return t.app.inject({ method: 'POST', url: '/api/api/agent-chat', headers: user.headers, payload: { messages } })
}

/** Sends one more user message and returns the agent's reply (checking the whole list comes back). */
async function ask(text: string, history: ChatMessage[] = [], user = person): Promise<ChatMessage> {
  const messages: ChatMessage[] = [...history, { sender: 'user', text }]
  const response = await send(user, messages)
  expect(response.statusCode).toBe(200)
  const body = response.json() as { messages: ChatMessage[] }
  expect(body.messages.slice(0, -1)).toEqual(messages)
  const reply = body.messages[body.messages.length - 1]
  expect(reply.sender).toBe('agent')
  expect(reply.text.length).toBeLessThanOrEqual(8000)
  expect(reply.text).not.toMatch(/<\/?[a-z][^>]*>/i)
  return reply
}

/** One message from `user` alone, and the agent's reply. */
const askAs = (user: TestUser, text: string) => ask(text, [], user)

/** The recipes embedded in the text as docs/product.md §5's fenced json block. */
function embeddedRecipes(text: string): RecipeCard[] {
  const block = /```json\n([\s\S]*?)\n```/.exec(text)
  expect(block).not.toBeNull()
  return (JSON.parse(block![1]) as { recipes: RecipeCard[] }).recipes
}

const collectionRecipe = (name: string) => RECIPE_COLLECTION.find((recipe) => recipe.name === name)!

describe('the built-in agent', () => {
  it('greets with the person name and today so far in their own time zone', async () => {
    const reply = await ask('Hi!')
    expect(reply.text).toContain('Hi Alex! I can help you with meal planning, recipes, workouts, and nutrition advice.')
    expect(reply.text).toContain('Today so far: 1,200 of your 3,060 kcal and 67 of your 128 g protein.')
  })

  it("proposes what to eat with the rest of today's macros, as cards in both forms", async () => {
    const reply = await ask('What should I eat for dinner to hit my macros?')
    expect(reply.text).toContain("So far today you've had 1,200 kcal, 67 g protein, 145 g carbs and 36 g fat")
    expect(reply.text).toContain('That leaves 1,860 kcal, 61 g protein, 263 g carbs and 66 g fat.')
    expect(reply.text).toContain('Dinner options that fit what is left:')
    expect(reply.text).toContain('- Skyr (1 cup): 130 kcal, 22 g protein')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) expect(card.macros.calories_per_serving).toBeLessThanOrEqual(1860)
    expect(embeddedRecipes(reply.text)).toEqual(reply.recipes)
  })

  it('gives high-protein vegetarian dinner ideas with their real per-serving macros', async () => {
    const reply = await ask('Give me a high-protein vegetarian dinner idea')
    const cards = reply.recipes ?? []
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      const recipe = collectionRecipe(card.name)
      expect(recipe.flags.vegetarian).toBe(true)
      expect(recipe.meals).toContain('dinner')
      expect(card.macros.protein_per_serving).toBeGreaterThanOrEqual(25)
      expect(card.macros.calories_per_serving).toBe(recipe.perServing.calories)
      expect(reply.text).toContain(`${card.name}: ${recipe.perServing.calories} kcal`)
      expect(card.ingredients.length).toBeGreaterThan(2)
      expect(card.steps[0]).toEqual({ text: recipe.steps[0], order: 1 })
    }
    expect(reply.text).toContain('You have 1,860 kcal and 61 g protein left today')
    expect(embeddedRecipes(reply.text)).toEqual(cards)
  })

  it('brings new recipes for "another one"', async () => {
    const first = await ask('A quick high-protein lunch please')
    const second = await ask('another one', [{ sender: 'user', text: 'A quick high-protein lunch please' }, first])
    const firstNames = (first.recipes ?? []).map((card) => card.name)
    expect(second.recipes?.length).toBeGreaterThan(0)
    for (const card of second.recipes ?? []) expect(firstNames).not.toContain(card.name)
  })

  it("finds the person's own recipe by name, with its ids", async () => {
    const reply = await ask('Show me my chili recipe')
    expect(reply.text).toContain(
      'Here is Grandma Chili from your recipes: 4 servings, 75 minutes, 520 kcal, 38 g protein',
    )
    const [card] = reply.recipes ?? []
    expect(card).toMatchObject({ _id: chiliId, id: chiliId, name: 'Grandma Chili', servings: 4 })
    expect(card.ingredients.map((ingredient) => ingredient.name)).toEqual(['ground beef', 'kidney beans'])
    expect(card.steps).toEqual([
      { text: 'Brown the beef.', order: 1 },
      { text: 'Simmer with the beans for an hour.', order: 2 },
    ])
  })

  it('finds collection recipes by ingredient', async () => {
    const reply = await ask('Do you have a recipe with salmon?')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect(card.ingredients.some((ingredient) => ingredient.name.includes('salmon'))).toBe(true)
    }
    expect(embeddedRecipes(reply.text)).toEqual(reply.recipes)
  })

  it('reads "I\'m hungry, what can I make with eggs?" as a request for egg recipes', async () => {
    const reply = await ask("I'm hungry, what can I make with eggs?")
    expect(reply.text).not.toContain('I have no')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect(card.ingredients.some((ingredient) => ingredient.name.includes('egg'))).toBe(true)
    }
  })

  it("answers today's totals meal by meal, with the person's text made safe", async () => {
    const reply = await ask('How many calories did I eat today?')
    expect(reply.text).toContain(
      '- Breakfast at 08:00: Oats with banana (520 kcal, 22 g protein, 85 g carbs, 11 g fat)',
    )
    expect(reply.text).toContain(
      'Total: 1,200 kcal, 67 g protein, 145 g carbs and 36 g fat. That is 39 % of your 3,060 kcal target and 52 % of your 128 g protein target.',
    )
    expect(reply.text).toContain('Left for today: 1,860 kcal and 61 g protein.')
  })

  it("answers the last 7 days' totals and average against the target", async () => {
    const reply = await ask('What are my totals for the last 7 days?')
    expect(reply.text).toContain('7 of 7 days logged')
    expect(reply.text).toContain('Total: 15,600 kcal, 787 g protein')
    expect(reply.text).toContain(
      'Average per logged day: 2,229 kcal, 112 g protein, 261 g carbs and 74 g fat; that is 27 % under your 3,060 kcal target',
    )
  })

  it('summarises workouts of the last 7 days and the latest one', async () => {
    const week = await ask('How much did I work out in the last 7 days?')
    expect(week.text).toContain(
      'The last 7 days you logged 2 workouts: 92 minutes and 630 kcal burned in total, 5.2 km covered.',
    )
    expect(week.text).toContain('By type: 1 Weightlifting (60 min) and 1 Run (32 min).')
    expect(week.text).toContain('58 more minutes would get you there')
    const latest = await ask('What was my last workout?')
    expect(latest.text).toMatch(/Run, "Morning run", 32 min, 5\.2 km \(3\.2 mi\), 350 kcal/)
  })

  it('states the targets and how they were computed', async () => {
    const reply = await ask('How much protein should I eat?')
    expect(reply.text).toContain('Your daily targets are 3,060 kcal, 128 g protein, 408 g carbs and 102 g fat.')
    expect(reply.text).toContain('Protein 1.6 g/kg × 80 kg = 128 g')
  })

  it('explains how to log a meal and how to import from Strava', async () => {
    expect((await ask('How do I log a meal?')).text).toContain('To log a meal, open the Food Log.')
    expect((await ask('How can I import my runs from Strava?')).text).toContain(
      'the Strava bar at the top connects your Strava account',
    )
  })

  it('prepares a meal the person says they ate for them to confirm, and logs nothing itself', async () => {
    const mealsBefore = await t.app.inject({
      method: 'GET',
      url: `/api/user/${person.id}/meals`,
      headers: person.headers,
    })
    const reply = await ask('I just had two eggs and toast for breakfast')
    expect(reply.text).toMatch(/^Here is "two eggs and toast" as breakfast, about \d+ kcal/)
    expect(reply.text).toContain('Nothing is logged yet: press Log')
    expect(reply.meal_proposal).toMatchObject({
      meal_text: 'two eggs and toast',
      meal_type: 'breakfast',
      logged_meal_id: null,
      items: [
        expect.objectContaining({ name: 'Egg', quantity: 2, source: 'reference', assumed: expect.any(String) }),
        expect.objectContaining({ name: 'White bread', quantity: 2 }),
      ],
    })
    const logAsk = await ask('log a banana for a snack')
    expect(logAsk.meal_proposal).toMatchObject({
      meal_type: 'snack',
      items: [expect.objectContaining({ name: 'Banana' })],
    })
    const mealsAfter = await t.app.inject({
      method: 'GET',
      url: `/api/user/${person.id}/meals`,
      headers: person.headers,
    })
    expect(mealsAfter.json()).toEqual(mealsBefore.json())
  })

  it('asks for foods when a meal to log names none, and does not read "I had a great day" as a meal', async () => {
    expect((await ask('log blorp')).text).toMatch(/^I couldn't find a food in "blorp"/)
    expect((await ask('I had a great day')).meal_proposal).toBeUndefined()
  })

  it('plans a day of meals against the targets and says how to scale it', async () => {
    const reply = await ask('Can you make me a meal plan for tomorrow?')
    expect(reply.text).toContain('A day of eating for your 3,060 kcal and 128 g protein targets:')
    const cards = reply.recipes ?? []
    expect(cards.length).toBe(4)
    const total = cards.reduce((sum, card) => sum + (card.macros.calories_per_serving ?? 0), 0)
    expect(reply.text).toContain(`One serving of each comes to ${total.toLocaleString('en-US')} kcal`)
    expect(reply.text).toContain(`That is ${(3060 - total).toLocaleString('en-US')} kcal under your target`)
  })

  it('offers ideas when a named recipe is nowhere, and keeps quick dinners under 20 minutes', async () => {
    const missing = await ask('Do you have a lasagna recipe?')
    expect(missing.text).toContain(
      'I couldn\'t find a recipe for "lasagna" in your 1 saved recipes or my collection of 48.',
    )
    expect(missing.recipes?.length).toBe(3)
    const quick = await ask('Something quick for dinner')
    for (const card of quick.recipes ?? []) expect(card.total_time).toBeLessThanOrEqual(20)
  })

  it('answers whether protein is enough with the g/kg of the 7 days before today', async () => {
    const reply = await ask('Am I eating enough protein?')
    expect(reply.text).toBe(
      'You averaged 120 g protein a day over the 7 days before today (6 of 7 logged), with 1.5 g protein per kg ' +
        'against your 1.6 g/kg (128 g). That is on target (128 g protein a day).',
    )
  })

  it('judges one macro against its target and says what to change', async () => {
    const fat = await ask('Is my fat intake too high?')
    expect(fat.text).toContain(
      'You averaged 80 g fat a day over the 7 days before today (6 of 7 logged): 30 % of your calories, against 30 % in your targets. ' +
        'That is 22 g fat a day under your 102 g fat target.',
    )
    const carbs = await ask('are my carbs ok?')
    expect(carbs.text).toContain('You averaged 280 g carbs a day')
    expect(carbs.text).toContain('That is 128 g carbs a day under your 408 g carbs target.')
    const calories = await ask('Am I eating too many calories?')
    expect(calories.text).toContain(
      'You averaged 2,400 kcal a day over the 7 days before today (6 of 7 logged). That is 660 kcal a day under your 3,060 kcal target, which is set for your muscle-gain goal.',
    )
  })

  it("tells what a food holds: the person's recipe first, then the food table with the amounts asked", async () => {
    // A person of their own: the 30 chats a minute of the main person are spent by the other tests.
    const cook = await createTestUser(t.app)
    await seedFood(t.app.db, cook.id, {
      name: 'Skyr',
      servingSize: '1 cup',
      calories: 130,
      protein: 22,
      carbs: 8,
      fat: 0,
    })
    await seedRecipe(t.app.db, cook.id, {
      name: 'Grandma Chili',
      servings: 4,
      ingredients: [{ name: 'ground beef', quantity: 500, unit: 'g' }],
      steps: ['Simmer.'],
      perServing: { calories: 520, protein: 38, carbs: 30, fat: 24 },
    })
    const ask = (text: string) => askAs(cook, text)
    expect((await ask('How much protein is in my chili?')).text).toBe(
      'Grandma Chili (your recipe, 4 servings) has 520 kcal, 38 g protein, 30 g carbs and 24 g fat per serving.',
    )
    expect((await ask('How much protein in my skyr?')).text).toBe(
      'Skyr (from your foods) has 130 kcal, 22 g protein, 8 g carbs and 0 g fat per 1 cup.',
    )
    const eggs = await ask('How many calories are in 2 eggs and a slice of toast?')
    expect(eggs.text).toContain('- Egg, 2 × 1 large (50 g): 143 kcal, 12.6 g protein')
    expect(eggs.text).toContain('- White bread, 1 slice (29 g): 77 kcal')
    expect(eggs.text).toContain('Together: 220 kcal')
    expect(eggs.text).toContain('From my USDA-based food table.')
    expect((await ask('calories in 1 cup skyr and a banana')).text).toContain(
      'From your foods and my USDA-based food table.',
    )
    expect((await ask('How many calories does a banana have?')).text).toContain(
      '- Banana, 1 medium (118 g): 105 kcal, 1.3 g protein, 27 g carbs and 0.4 g fat',
    )
    expect((await ask('How many calories in a zorblax?')).text).toContain('I couldn\'t find "zorblax"')
    // About the person's intake, not a food.
    expect((await ask('How many calories in my meals this week?')).text).toContain('meals this week (since')
  })

  it('says whether the person is on track for their goal', async () => {
    const reply = await ask('Am I on track with my goal?')
    expect(reply.text).toContain('Your targets are set for your muscle-gain goal.')
    expect(reply.text).toContain('You averaged 2,400 kcal a day over the 7 days before today')
    expect(reply.text).toContain('You averaged 120 g protein a day')
  })

  it('proposes high-protein meals after a workout', async () => {
    const reply = await askAs(await createTestUser(t.app), "What's a good post-workout meal?")
    expect(reply.text).toContain('high-protein')
    for (const card of reply.recipes ?? []) expect(card.macros.protein_per_serving).toBeGreaterThanOrEqual(25)
  })

  it('reviews the week and the day when asked how they went', async () => {
    expect((await ask('How did my week go?')).text).toContain('Your meals the last 7 days, 7 of 7 days logged:')
    expect((await ask("how's my day going?")).text).toContain('you logged 2 meals:')
  })

  it('says what it can do when it does not understand', async () => {
    const reply = await ask("What's the weather like?")
    expect(reply.text).toContain('I\'m not sure how to help with "What\'s the weather like?". Here is what I can do:')
    expect(reply.recipes).toBeUndefined()
  })
})

describe('profile restrictions and an empty history', () => {
  it('keeps to a vegan restriction and says so; a person with nothing logged gets no budget talk', async () => {
    const vegan = await createTestUser(t.app)
    await seedProfile(t.app.db, vegan.id, { dietaryRestrictions: ['Vegan'] })
    const reply = await ask('Any dinner ideas?', [], vegan)
    expect(reply.text).toContain('I kept to the vegan restriction in your profile.')
    expect(reply.text).not.toContain('left today')
    for (const card of reply.recipes ?? []) expect(collectionRecipe(card.name).flags.vegan).toBe(true)
  })

  it('lists a collection recipe the person saved once, as theirs', async () => {
    const saver = await createTestUser(t.app)
    const saved = collectionRecipe('Garlic Shrimp Zucchini Noodles')
    const id = await seedRecipe(t.app.db, saver.id, {
      name: saved.name,
      servings: saved.servings,
      ingredients: [{ name: 'shrimp', quantity: 400, unit: 'g' }],
      steps: saved.steps,
      perServing: saved.perServing,
    })
    const reply = await ask('Do you have a recipe with shrimp?', [], saver)
    const names = (reply.recipes ?? []).map((card) => card.name)
    expect(names).toContain(saved.name)
    expect(new Set(names).size).toBe(names.length)
    expect(reply.recipes?.find((card) => card.name === saved.name)).toMatchObject({ _id: id })
    expect(reply.text).toContain(`Here is ${saved.name} from your recipes`)
    const shown = reply.text.split('```json')[0]
    expect(shown.split(saved.name)).toHaveLength(2)
  })

  it('names the last workout when none was logged in the period asked about', async () => {
    const resting = await createTestUser(t.app)
    await seedWorkout(t.app.db, resting.id, {
      date: new Date(Date.now() - 10 * 86_400_000),
      workoutText: 'Long hike',
      type: 'Walk',
      duration: 180,
      caloriesBurned: 900,
    })
    const reply = await ask('How much did I work out in the last 7 days?', [], resting)
    expect(reply.text).toContain('No workouts logged the last 7 days.')
    expect(reply.text).toContain('Your latest workout:')
    expect(reply.text).toContain('"Long hike", 180 min')
  })

  it('asks a person with nothing logged to log before judging a macro', async () => {
    const newcomer = await createTestUser(t.app)
    const reply = await ask('Am I getting enough protein?', [], newcomer)
    expect(reply.text).toContain("You haven't logged any meals in the last 7 days, so I can't judge your protein yet.")
  })

  it('tells a new person there is nothing logged today yet', async () => {
    const newcomer = await createTestUser(t.app)
    const reply = await ask('What did I eat today?', [], newcomer)
    expect(reply.text).toContain("You haven't logged any meals today")
    expect(reply.text).toContain('open the Food Log')
  })
})

describe('POST /api/agent-chat input', () => {
  it("answers 400 {detail} when the last message is not the user's or is blank, and 401 without a token", async () => {
    const person = await createTestUser(t.app)
    const agentLast = await send(person, [{ sender: 'agent', text: 'Hello' }])
    expect(agentLast.statusCode).toBe(400)
    expect(agentLast.json()).toEqual({ detail: "The last message must be the user's" })
    const blank = await send(person, [{ sender: 'user', text: '   ' }])
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ detail: 'The message is empty' })
    const empty = await send(person, [])
    expect(empty.statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/api/agent-chat',
      payload: { messages: [{ sender: 'user', text: 'hi' }] },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('rate limits each person with 429 {detail}', async () => {
    const user = await createTestUser(t.app)
    const statuses: number[] = []
    for (let call = 0; call < 31; call += 1)
      statuses.push((await send(user, [{ sender: 'user', text: 'thanks' }])).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    const limited = await send(user, [{ sender: 'user', text: 'thanks' }])
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) })
  })
})
