import { seedMeal, MUSCLE_GAIN_PROFILE, seedProfile, utcDay } from '../services/advice/seedPersonData'
import type { ChatMessage, RecipeCard } from '../services/chat/chatTypes'
import { RECIPE_COLLECTION } from '../services/chat/recipeCollection'
import { type FakeOpenAi, startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let fake: FakeOpenAi
let person: TestUser

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-test-key' })
  t = await createTestApp(fake.env())
  person = await createTestUser(t.app)
  await seedProfile(t.app.db, person.id, MUSCLE_GAIN_PROFILE)
  await seedMeal(t.app.db, person.id, {
    date: utcDay(0),
    mealType: 'lunch',
    mealText: 'Chicken wrap',
    calories: 680,
    protein: 45,
    carbs: 60,
    fat: 25,
  })
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function chat(text: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/api/agent-chat',
    headers: person.headers,
    payload: { messages: [{ sender: 'user', text }] },
  })
}

const reply = (body: unknown) => {
  const { messages } = body as { messages: ChatMessage[] }
  return messages[messages.length - 1]
}

describe('the OpenAI agent', () => {
  it('reads the person data through a tool call and answers with it, recipe ids becoming full cards', async () => {
    const greekBowl = RECIPE_COLLECTION.find((recipe) => recipe.name === 'Greek Yogurt Protein Bowl')!
    fake.script({ toolCalls: [{ name: 'get_today_totals', arguments: {} }] }, (request) => {
      const tool = request.body.messages.find((message) => message.role === 'tool')
      const result = JSON.parse(String(tool?.content)) as {
        totals: { calories: number }
        remaining: { protein: number }
      }
      return {
        content:
          `You've had ${result.totals.calories} kcal today and need ${result.remaining.protein} g more protein. Try this:\n` +
          `\`\`\`json\n{"recipes":[{"id":"${greekBowl.id}"}]}\n\`\`\``,
      }
    })

    const response = await chat('What should I eat to hit my protein?')

    expect(response.statusCode).toBe(200)
    const agent = reply(response.json())
    expect(agent.text).toMatch(/^You've had 680 kcal today and need 83 g more protein\. Try this:/)
    expect(agent.recipes).toHaveLength(1)
    expect(agent.recipes![0]).toMatchObject({
      name: 'Greek Yogurt Protein Bowl',
      servings: 1,
      macros: {
        calories_per_serving: greekBowl.perServing.calories,
        protein_per_serving: greekBowl.perServing.protein,
      },
    })
    expect(agent.recipes![0].ingredients).toHaveLength(greekBowl.ingredients.length)
    const block = /```json\n([\s\S]*?)\n```/.exec(agent.text)
    expect((JSON.parse(block![1]) as { recipes: RecipeCard[] }).recipes).toEqual(agent.recipes)
    expect(agent.text).not.toContain(`"id":"${greekBowl.id}"}]}`)

    const [first, second] = fake.requests
    expect(first.authorization).toBe('Bearer sk-test-key')
    expect(first.body.model).toBe('fake-model')
    expect(first.body.tools?.map((tool) => tool.function.name).sort()).toEqual([
      'get_recipe',
      'get_targets',
      'get_today_totals',
      'get_week_totals',
      'list_my_recipes',
      'list_workouts',
      'propose_meal_log',
      'propose_weight_log',
      'propose_workout_log',
      'search_my_foods',
      'search_recipe_collection',
    ])
    expect(first.body.messages[0].role).toBe('system')
    expect(first.body.messages.at(-1)).toEqual({ role: 'user', content: 'What should I eat to hit my protein?' })
    const toolResult = JSON.parse(String(second.body.messages.find((m) => m.role === 'tool')?.content))
    expect(toolResult.totals).toEqual({ calories: 680, protein: 45, carbs: 60, fat: 25 })
    expect(toolResult.targets).toEqual({ calories: 3060, protein: 128, carbs: 408, fat: 102 })
  })

  it('turns a recipe the model wrote as bare JSON into a card and strips HTML from its text', async () => {
    fake.script({
      content:
        'Here is a <b>salad</b><script>alert(1)</script> idea. {"recipes":[{"name":"Model Salad","servings":2,' +
        '"ingredients":["lettuce",{"name":"tuna","quantity":"1/2","unit":"can"}],"steps":["Toss everything."],' +
        '"macros":{"calories_per_serving":310,"protein_per_serving":28,"fiber_per_serving":4.5}}]}',
    })

    const response = await chat('A salad idea?')

    expect(response.statusCode).toBe(200)
    const agent = reply(response.json())
    expect(agent.text.startsWith('Here is a salad idea.')).toBe(true)
    expect(agent.text).not.toMatch(/<|alert/)
    expect(agent.recipes).toEqual([
      {
        name: 'Model Salad',
        description: null,
        servings: 2,
        calories: 620,
        prep_time: null,
        cook_time: null,
        total_time: null,
        notes: null,
        ingredients: [
          { name: 'lettuce', quantity: null, unit: null, notes: null },
          { name: 'tuna', quantity: null, quantity_text: '1/2', unit: 'can', notes: null },
        ],
        steps: [{ text: 'Toss everything.', order: 1 }],
        macros: {
          calories_per_serving: 310,
          protein_per_serving: 28,
          carbs_per_serving: null,
          fat_per_serving: null,
          fiber_per_serving: 4.5,
          sugar_per_serving: null,
          sodium_per_serving: null,
          serving_size: null,
          calories: 310,
          protein: 28,
          carbs: null,
          fat: null,
        },
      },
    ])
  })

  it('feeds bad tool arguments back to the model as an error it can correct', async () => {
    fake.script({ toolCalls: [{ name: 'get_week_totals', arguments: { range: 'forever' } }] }, { content: 'Done.' })

    await chat('How was my week?')

    const toolMessage = fake.requests[1].body.messages.find((message) => message.role === 'tool')
    expect(JSON.parse(String(toolMessage?.content)).error).toMatch(/^Invalid arguments: \$\.range must be one of/)
  })

  it('answers 502 {detail} when the model fails or the connection drops', async () => {
    fake.script({ status: 500, message: 'The server had an error' }, { status: 500, message: 'Still down' })
    const failed = await chat('Hi')
    expect(failed.statusCode).toBe(502)
    expect(failed.json()).toEqual({ detail: 'Failed to get agent response' })

    fake.script({ disconnect: true }, { disconnect: true })
    const dropped = await chat('Hi')
    expect(dropped.statusCode).toBe(502)
    expect(dropped.json()).toEqual({ detail: 'Failed to get agent response' })
  })
})
