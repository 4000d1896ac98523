import { seedProfile, utcDay } from '../services/advice/seedPersonData'
import type { ChatMessage } from '../services/chat/chatTypes'
import { type FakeOpenAi, type FakeOpenAiReply, startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let fake: FakeOpenAi

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await createTestApp(fake.env())
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** What an action tool told the model. */
interface ActionResult {
  card_shown: boolean
  text: string
  logged?: boolean
}

/** A person with a profile and nothing logged: their clock is UTC. */
async function person(profile: Parameters<typeof seedProfile>[2]): Promise<TestUser> {
  const user = await createTestUser(t.app)
  await seedProfile(t.app.db, user.id, profile)
  return user
}

/** The model's second answer: every tool result it got, joined, as a well-behaved model would repeat them. */
const repeatToolResults: FakeOpenAiReply = (request) => ({
  content: request.body.messages
    .filter((message) => message.role === 'tool')
    .map((message) => (JSON.parse(String(message.content)) as ActionResult).text)
    .join('\n\n'),
})

/** The results the model got from its tool calls in the second request. */
const toolResults = (): ActionResult[] =>
  fake.requests[1].body.messages
    .filter((message) => message.role === 'tool')
    .map((message) => JSON.parse(String(message.content)) as ActionResult)

async function ask(user: TestUser, text: string): Promise<ChatMessage> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api/agent-chat',
    headers: user.headers,
    payload: { messages: [{ sender: 'user', text }] },
  })
  expect(response.statusCode).toBe(200)
  const messages = (response.json() as { messages: ChatMessage[] }).messages
  return messages[messages.length - 1]
}

const list = async (user: TestUser, what: 'meals' | 'weights' | 'workouts') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/${what}`, headers: user.headers })
  ).json() as unknown[]

describe('the OpenAI agent asked to log something', () => {
  it('proposes a meal estimated from the food data, tells the model it is not logged, and writes nothing', async () => {
    const user = await person({ weight: 80, weightUnit: 'kg' })
    fake.script(
      {
        toolCalls: [
          { name: 'propose_meal_log', arguments: { food_text: 'two eggs and toast', meal_type: 'breakfast' } },
        ],
      },
      repeatToolResults,
    )

    const reply = await ask(user, 'I just had two eggs and toast for breakfast')

    expect(reply.meal_proposal).toMatchObject({
      meal_text: 'two eggs and toast',
      meal_type: 'breakfast',
      logged_meal_id: null,
      items: [
        expect.objectContaining({ name: 'Egg', quantity: 2, source: 'reference' }),
        expect.objectContaining({ name: 'White bread', quantity: 2 }),
      ],
    })
    const items = reply.meal_proposal!.items
    const kcal = Math.round(items.reduce((sum, item) => sum + item.calories * item.quantity, 0))
    expect(kcal).toBeGreaterThan(100)
    const [result] = toolResults()
    expect(result).toMatchObject({ card_shown: true, logged: false })
    expect(result.text).toMatch(new RegExp(`^Here is "two eggs and toast" as breakfast, about ${kcal} kcal`))
    expect(reply.text).toBe(result.text)
    expect(reply.weight_proposal).toBeUndefined()
    expect(reply.workout_proposal).toBeUndefined()
    expect(await list(user, 'meals')).toEqual([])

    const system = String(fake.requests[0].body.messages[0].content)
    expect(system).toContain('propose_meal_log')
    expect(system).toContain('never say it was logged')
  })

  it('proposes a weigh-in in kg for today or yesterday, and nothing for an impossible weight', async () => {
    const user = await person({ weight: 176, weightUnit: 'lbs' })
    fake.script(
      { toolCalls: [{ name: 'propose_weight_log', arguments: { weight: 160, unit: 'lbs' } }] },
      repeatToolResults,
    )
    const pounds = await ask(user, 'I weigh 160 lbs today')
    expect(pounds.weight_proposal).toEqual({ date: utcDay(0), weight_kg: 72.6, logged_weight_id: null })
    expect(pounds.text).toContain('Log 160 lbs (72.6 kg) for today')

    fake.reset()
    fake.script(
      { toolCalls: [{ name: 'propose_weight_log', arguments: { weight: 72.4, unit: 'kg', yesterday: true } }] },
      repeatToolResults,
    )
    const yesterday = await ask(user, 'log 72.4 kg for yesterday')
    expect(yesterday.weight_proposal).toEqual({ date: utcDay(-1), weight_kg: 72.4, logged_weight_id: null })

    fake.reset()
    fake.script(
      { toolCalls: [{ name: 'propose_weight_log', arguments: { weight: 500, unit: 'kg' } }] },
      repeatToolResults,
    )
    const impossible = await ask(user, 'log my weight 500 kg')
    expect(impossible.weight_proposal).toBeUndefined()
    expect(toolResults()[0]).toMatchObject({ card_shown: false })
    expect(impossible.text).toContain('A weigh-in must be between 20 and 400 kg')
    expect(await list(user, 'weights')).toEqual([])
  })

  it('proposes a workout with calories from the MET table and the profile weight, or the ones said', async () => {
    const user = await person({ weight: 60, weightUnit: 'kg' })
    fake.script(
      { toolCalls: [{ name: 'propose_workout_log', arguments: { text: '30 min run', type: 'Run', minutes: 30 } }] },
      repeatToolResults,
    )
    const run = await ask(user, 'add 30 min run')
    expect(run.workout_proposal).toMatchObject({
      workout_text: '30 min run',
      type: 'Run',
      duration: 30,
      // 9.8 MET × 60 kg × 0.5 h
      calories_burned: 294,
      logged_workout_id: null,
    })
    expect(run.workout_proposal!.date).toMatch(new RegExp(`^${utcDay(0)}T\\d{2}:\\d{2}:\\d{2}\\+00:00$`))
    expect(run.text).toContain('Run · 30 min · 294 kcal burned (estimated: MET 9.8 × 60 kg × 0.5 h)')

    fake.reset()
    fake.script(
      { toolCalls: [{ name: 'propose_workout_log', arguments: { text: 'Tennis', minutes: 60, calories: 420 } }] },
      repeatToolResults,
    )
    const tennis = await ask(user, 'log an hour of tennis, 420 calories')
    expect(tennis.workout_proposal).toMatchObject({ type: 'Other', duration: 60, calories_burned: 420 })
    expect(await list(user, 'workouts')).toEqual([])
  })

  it('carries a meal and a workout proposed in one turn on the same reply', async () => {
    const user = await person({ weight: 70, weightUnit: 'kg' })
    fake.script(
      {
        toolCalls: [
          { name: 'propose_meal_log', arguments: { food_text: 'a banana', meal_type: 'snack' } },
          { name: 'propose_workout_log', arguments: { text: '1 hour of yoga', type: 'Yoga', minutes: 60 } },
        ],
      },
      repeatToolResults,
    )

    const reply = await ask(user, 'I had a banana after 1 hour of yoga')

    expect(reply.meal_proposal).toMatchObject({
      meal_type: 'snack',
      items: [expect.objectContaining({ name: 'Banana' })],
    })
    // 2.5 MET × 70 kg × 1 h
    expect(reply.workout_proposal).toMatchObject({ type: 'Yoga', duration: 60, calories_burned: 175 })
    expect(await list(user, 'meals')).toEqual([])
    expect(await list(user, 'workouts')).toEqual([])
  })
})
