import { addDays, localDate } from '../services/advice/personClock'
import { seedMeal, seedProfile } from '../services/advice/seedPersonData'
import type { ChatMessage } from '../services/chat/chatTypes'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
afterAll(() => t.close())
beforeAll(async () => {
  t = await createTestApp()
})

/** The person's device is 5 hours behind UTC: their last meal says so, and "today" follows it. */
const OFFSET_MINUTES = -5 * 60
const today = () => localDate(new Date(), OFFSET_MINUTES)

/** A person with a profile (and a meal logged from a UTC-5 device, which sets their clock). */
async function person(profile: Parameters<typeof seedProfile>[2]): Promise<TestUser> {
  const user = await createTestUser(t.app)
  if (Object.keys(profile).length > 0) await seedProfile(t.app.db, user.id, profile)
  await seedMeal(t.app.db, user.id, { date: today(), offset: '-05:00', calories: 500, protein: 30, carbs: 50, fat: 15 })
  return user
}

/** One message to the agent, and its reply. */
async function ask(user: TestUser, text: string): Promise<ChatMessage> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api/agent-chat',
    headers: user.headers,
    payload: { messages: [{ sender: 'user', text }] },
  })
  expect(response.statusCode).toBe(200)
  const messages = (response.json() as { messages: ChatMessage[] }).messages
  expect(messages).toHaveLength(2)
  return messages[1]
}

const list = async (user: TestUser, what: 'weights' | 'workouts') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/user/${user.id}/${what}`, headers: user.headers })
  ).json() as unknown[]

describe('a weigh-in the person asks the agent to log', () => {
  it('is proposed in kg for today in their zone, and nothing is saved until they log it', async () => {
    const user = await person({ weight: 80, weightUnit: 'kg' })
    const reply = await ask(user, 'log my weight 72.4')
    const date = today()
    expect(reply.weight_proposal).toEqual({ date, weight_kg: 72.4, logged_weight_id: null })
    expect(reply.text).toMatch(
      /^Log 72\.4 kg for today \(\w{3} \d{1,2} \w{3}\)\? Nothing is saved until you press Log\.$/,
    )
    expect(reply.meal_proposal).toBeUndefined()
    expect(await list(user, 'weights')).toEqual([])

    // What the card sends when the person presses Log is accepted as proposed.
    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/weights`,
      headers: user.headers,
      payload: { date: reply.weight_proposal!.date, weight_kg: reply.weight_proposal!.weight_kg },
    })
    expect(logged.statusCode).toBe(201)
  })

  it('reads pounds when said, or when the profile is in pounds, and says both units', async () => {
    const user = await person({ weight: 176, weightUnit: 'lbs' })
    const said = await ask(user, 'I weigh 160 lbs today')
    expect(said.weight_proposal).toMatchObject({ weight_kg: 72.6 })
    expect(said.text).toContain('Log 160 lbs (72.6 kg) for today')
    const bare = await ask(user, 'my weight is 165')
    expect(bare.weight_proposal).toMatchObject({ weight_kg: 74.8 })
    const kilos = await ask(user, 'weighed in at 71.8 kg yesterday')
    expect(kilos.weight_proposal).toEqual({ date: addDays(today(), -1), weight_kg: 71.8, logged_weight_id: null })
    expect(await list(user, 'weights')).toEqual([])
  })

  it('says the range and proposes nothing for a weight outside 20–400 kg', async () => {
    const user = await person({})
    const reply = await ask(user, 'log my weight 500 kg')
    expect(reply.weight_proposal).toBeUndefined()
    expect(reply.text).toContain('A weigh-in must be between 20 and 400 kg (44.1 and 881.8 lbs), and 500 kg is outside')
  })

  it('still answers "what\'s my weight?" from the profile', async () => {
    const user = await person({ weight: 80, weightUnit: 'kg', height: 180 })
    const reply = await ask(user, "what's my weight?")
    expect(reply.weight_proposal).toBeUndefined()
    expect(reply.text).toContain('80 kg')
  })
})

describe('a workout the person asks the agent to log', () => {
  it('estimates the calories from the MET table and their weight, dated now at their offset, saving nothing', async () => {
    const user = await person({ weight: 60, weightUnit: 'kg' })
    const before = Date.now()
    const reply = await ask(user, 'add 30 min run')
    expect(reply.workout_proposal).toMatchObject({
      workout_text: '30 min run',
      type: 'Run',
      duration: 30,
      // 9.8 MET × 60 kg × 0.5 h
      calories_burned: 294,
      logged_workout_id: null,
    })
    const { date } = reply.workout_proposal!
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/)
    expect(Date.parse(date)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(date.slice(0, 10)).toBe(today())
    expect(reply.text).toContain('Run · 30 min · 294 kcal burned (estimated: MET 9.8 × 60 kg × 0.5 h)')
    expect(reply.text).toContain('Nothing is saved until you press Log.')
    expect(await list(user, 'workouts')).toEqual([])

    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/workouts`,
      headers: user.headers,
      payload: { ...reply.workout_proposal, logged_workout_id: undefined },
    })
    expect(logged.statusCode).toBe(201)
    expect(logged.json()).toMatchObject({ type: 'Run', duration: 30, calories_burned: 294 })
  })

  it('keeps the calories the person said, and reads hours and the activity from their words', async () => {
    const user = await person({ weight: 176, weightUnit: 'lbs' })
    const hiit = await ask(user, 'log 20 min HIIT that burned 250 calories')
    expect(hiit.workout_proposal).toMatchObject({ type: 'HIIT', duration: 20, calories_burned: 250 })
    expect(hiit.text).toContain('HIIT · 20 min · 250 kcal burned (as you said)')
    const yoga = await ask(user, 'did 1 hour of yoga')
    // 2.5 MET × 79.8 kg (176 lbs) × 1 h
    expect(yoga.workout_proposal).toMatchObject({ type: 'Yoga', duration: 60, calories_burned: 200 })
    const ride = await ask(user, 'log a 45 minute bike ride')
    expect(ride.workout_proposal).toMatchObject({ type: 'Bike', duration: 45, workout_text: '45 minute bike ride' })
    expect(await list(user, 'workouts')).toEqual([])
  })

  it('uses 70 kg when the profile has no weight, and says so', async () => {
    const user = await person({})
    const reply = await ask(user, 'I ran for 30 minutes')
    // 9.8 × 70 × 0.5
    expect(reply.workout_proposal).toMatchObject({ type: 'Run', duration: 30, calories_burned: 343 })
    expect(reply.text).toContain('your profile has no weight, so I used 70 kg')
  })

  it('still summarises "what workouts did I do this week"', async () => {
    const user = await person({})
    const reply = await ask(user, 'what workouts did I do this week')
    expect(reply.workout_proposal).toBeUndefined()
    expect(reply.text).toContain('No workouts logged')
  })
})
