import { seedMeal, MUSCLE_GAIN_PROFILE, seedProfile, utcDay } from '../services/advice/seedPersonData'
import { type FakeOpenAi, startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp
let fake: FakeOpenAi
let person: TestUser

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await createTestApp(fake.env())
  person = await createTestUser(t.app)
  await seedProfile(t.app.db, person.id, MUSCLE_GAIN_PROFILE)
  for (let day = -7; day <= -1; day += 1) {
    await seedMeal(t.app.db, person.id, { date: utcDay(day), calories: 2448, protein: 96, carbs: 300, fat: 80 })
  }
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

const getAdvice = () => t.app.inject({ method: 'POST', url: `/api/user/${person.id}/advice`, headers: person.headers })

describe('advice from the OpenAI provider', () => {
  it('gives the model the computed facts and stores its plain-text advice', async () => {
    fake.script({
      content: 'You averaged 2,448 kcal over the last 7 days, <em>20 %</em> under your 3,060 kcal target.',
    })

    const response = await getAdvice()

    expect(response.statusCode).toBe(200)
    expect(response.json().advice).toBe(
      'You averaged 2,448 kcal over the last 7 days, 20 % under your 3,060 kcal target.',
    )
    const prompt = String(fake.requests[0].body.messages[1].content)
    const facts = JSON.parse(prompt.replace(/^FACTS:\n/, ''))
    expect(facts.intake).toMatchObject({ daysLogged: 7, avgCalories: 2448, avgProtein: 96, caloriesVsTargetPct: -20 })
    expect(facts.targets).toMatchObject({ calories: 3060, protein: 128, proteinPerKg: 1.6, goal: 'gain' })
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/user/${person.id}/insights_log`,
      headers: person.headers,
    })
    expect(log.json()[0]).toEqual(response.json())
  })

  it('falls back to the built-in advice when the model fails', async () => {
    fake.script({ status: 503, message: 'Overloaded' }, { status: 503, message: 'Overloaded' })

    const response = await getAdvice()

    expect(response.statusCode).toBe(200)
    expect(response.json().advice).toContain('You averaged 2,448 kcal a day over the 7 days before today')
  })
})
