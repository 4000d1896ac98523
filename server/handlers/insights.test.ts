import { insightLog } from '../db/schema'
import {
  seedHeartRate,
  seedMeal,
  MUSCLE_GAIN_PROFILE,
  seedProfile,
  seedWorkout,
  utcDay,
} from '../services/advice/seedPersonData'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const at = (date: string, time = '18:00') => new Date(`${date}T${time}:00Z`)

async function getAdvice(user: TestUser) {
  const response = await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/advice`, headers: user.headers })
  expect(response.statusCode).toBe(200)
  return response.json() as { id: string; created_at: string; advice: string }
}

/** The 7 days before today: 3 at 2,200 kcal then 4 at 2,634, an average of 2,448, two meals a day. */
async function seedWeek(user: TestUser) {
  for (let day = -7; day <= -1; day += 1) {
    const calories = day <= -5 ? 2200 : 2634
    for (const mealType of ['breakfast', 'dinner']) {
      await seedMeal(t.app.db, user.id, {
        date: utcDay(day),
        time: mealType === 'breakfast' ? '08:00' : '19:00',
        mealType,
        calories: calories / 2,
        protein: 48,
        carbs: 150,
        fat: 40,
      })
    }
  }
}

describe('POST /user/{userId}/advice (built-in engine)', () => {
  it('states the average, the % against the computed target and protein per kg of a seeded week', async () => {
    const user = await createTestUser(t.app)
    await seedProfile(t.app.db, user.id, MUSCLE_GAIN_PROFILE)
    await seedWeek(user)
    await seedWorkout(t.app.db, user.id, {
      date: at(utcDay(-5)),
      workoutText: 'Easy run',
      type: 'Run',
      duration: 30,
      caloriesBurned: 300,
    })
    await seedWorkout(t.app.db, user.id, {
      date: at(utcDay(-2)),
      workoutText: 'Tempo run',
      type: 'Run',
      duration: 45,
      caloriesBurned: 450,
    })
    await seedWorkout(t.app.db, user.id, {
      date: at(utcDay(-1)),
      workoutText: 'Legs',
      type: 'Weightlifting',
      duration: 60,
      caloriesBurned: 250,
    })
    await seedWorkout(t.app.db, user.id, {
      date: at(utcDay(-20)),
      workoutText: 'Old ride',
      type: 'Bike',
      duration: 90,
      caloriesBurned: 900,
    })
    await seedHeartRate(t.app.db, user.id, 64, at(utcDay(-30), '07:00'))
    await seedHeartRate(t.app.db, user.id, 58, at(utcDay(0), '07:00'))

    const { advice } = await getAdvice(user)

    // BMR 10·80 + 6.25·180 − 5·30 + 5 = 1,780; × 1.55 = 2,759; + 300 = 3,059 → 3,060 kcal; protein 1.6 × 80 = 128 g.
    expect(advice).toContain(
      'You averaged 2,448 kcal a day over the 7 days before today (7 of 7 days logged, 14 meals), 20 % under your 3,060 kcal target; ' +
        'protein was 96 g a day (1.2 g/kg), below the 1.6 g/kg (128 g) for your muscle-gain goal.',
    )
    expect(advice).toContain('you are 612 kcal a day short of it')
    expect(advice).toContain('To close the 32 g protein gap')
    expect(advice).toContain('Your calories came 17 % from protein, 52 % from carbs and 31 % from fat')
    expect(advice).toContain('You logged every day of the period')
    expect(advice).toContain('2,200 kcal a day in the first half of the period, 2,634 kcal in the second (+20 %)')
    expect(advice).toContain(
      'Workouts: 3 workouts in the last 7 days (2 Run and 1 Weightlifting), 135 minutes in total and 1,000 kcal burned.',
    )
    expect(advice).toContain('15 more minutes a week')
    expect(advice).toMatch(/Resting heart rate: 58 bpm on .+, down 6 bpm from 64 bpm on /)
    expect(advice).toContain(
      'resting energy 1,780 kcal (Mifflin-St Jeor for 80 kg, 180 cm, 30 years, male) × 1.55 for moderate activity = 2,759 kcal to maintain, + 300 kcal for your muscle-gain goal = 3,060 kcal',
    )
    expect(advice).not.toContain('missing some details')
    expect(advice).not.toMatch(/<[a-z]/i)
  })

  it('converts pounds and inches and applies the fat-loss deficit and protein target', async () => {
    const user = await createTestUser(t.app)
    await seedProfile(t.app.db, user.id, {
      age: 40,
      weight: 176,
      weightUnit: 'lbs',
      height: 70,
      heightUnit: 'in',
      gender: 'female',
      activityLevel: 'light',
      fitnessGoal: 'Lose 5 kg before summer',
    })
    await seedMeal(t.app.db, user.id, { date: utcDay(0), calories: 1956, protein: 100, carbs: 200, fat: 80 })

    const { advice } = await getAdvice(user)

    // 176 lbs = 79.8 kg, 70 in = 177.8 cm: BMR 1,549 × 1.375 = 2,129 − 500 → 1,630 kcal; protein 1.8 × 79.8 = 144 g.
    expect(advice).toContain('20 % over your 1,630 kcal target')
    expect(advice).toContain('below the 1.8 g/kg (144 g) for your fat-loss goal')
    expect(advice).toContain('To lose fat, trim about 326 kcal a day')
    expect(advice).toContain('(Mifflin-St Jeor for 79.8 kg, 178 cm, 40 years, female) × 1.375 for light activity')
    expect(advice).toContain('2,129 kcal to maintain, − 500 kcal for your fat-loss goal = 1,630 kcal')
  })

  it('names every default it used and asks for the profile to be filled in', async () => {
    const user = await createTestUser(t.app)
    await seedMeal(t.app.db, user.id, { date: utcDay(0), calories: 1500, protein: 60, carbs: 180, fat: 50 })

    const { advice } = await getAdvice(user)

    // 10·70 + 6.25·170 − 5·30 − 78 = 1,534.5 × 1.2 = 1,841 → 1,840 kcal.
    expect(advice).toContain('your 1,840 kcal target')
    expect(advice).toContain(
      'Your profile is missing some details, so I used defaults: weight 70 kg, height 170 cm, age 30 years, ' +
        'gender the average of the male and female formulas, activity level sedentary (× 1.2), fitness goal maintenance. ' +
        'Fill in your weight, height, age, gender, activity level and fitness goal on the Profile page so the targets fit you.',
    )
  })

  it('says when nothing is logged and explains how to start', async () => {
    const user = await createTestUser(t.app)
    await seedProfile(t.app.db, user.id, {
      age: 25,
      weight: 60,
      height: 165,
      gender: 'female',
      activityLevel: 'active',
      fitnessGoal: 'stay healthy',
    })

    const { advice } = await getAdvice(user)

    expect(advice).toContain("You haven't logged any meals in the last 30 days, so there is nothing to average yet.")
    // 600 + 1,031.25 − 125 − 161 = 1,345.25 × 1.725 = 2,320.6 → 2,320 kcal; protein 1.2 × 60 = 72 g.
    expect(advice).toContain('Your daily targets are 2,320 kcal, 72 g protein')
    expect(advice).toContain('How to start: open the Food Log')
    expect(advice).toContain('No workouts logged in the last 30 days.')
    expect(advice).toContain('Add your resting heart rate on the Profile page')
  })

  it('averages the 7 complete days before today, not today half eaten, and says when every day came out the same', async () => {
    const user = await createTestUser(t.app)
    for (let day = -7; day <= -1; day += 1) {
      await seedMeal(t.app.db, user.id, { date: utcDay(day), calories: 1600, protein: 85, carbs: 200, fat: 47 })
    }
    await seedMeal(t.app.db, user.id, { date: utcDay(0), calories: 300, protein: 10, carbs: 50, fat: 5 })

    const { advice } = await getAdvice(user)

    expect(advice).toContain('You averaged 1,600 kcal a day over the 7 days before today (7 of 7 days logged, 7 meals)')
    expect(advice).toContain('You logged every day of the period: that consistency makes these numbers reliable.')
    expect(advice).not.toContain('days without a log')
    expect(advice).toContain('Every logged day came to 1,600 kcal.')
    expect(advice).not.toContain('Your highest day')
  })

  it('looks at the last 30 days when fewer than 3 of the last 7 were logged', async () => {
    const user = await createTestUser(t.app)
    await seedMeal(t.app.db, user.id, { date: utcDay(-12), calories: 1800, protein: 90, carbs: 200, fat: 60 })
    await seedMeal(t.app.db, user.id, { date: utcDay(-20), calories: 2200, protein: 110, carbs: 250, fat: 70 })

    const { advice } = await getAdvice(user)

    expect(advice).toContain(
      'You averaged 2,000 kcal a day over the 30 days before today (2 of 30 days logged, 2 meals)',
    )
    expect(advice).toContain('You logged fewer than 3 of the last 7 days, so this looks at the last 30 days.')
    expect(advice).toContain('You logged 2 of 30 days; the days without a log (')
  })

  it('answers 404 for another user and 401 without a token', async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    const forOther = await t.app.inject({ method: 'POST', url: `/api/user/${other.id}/advice`, headers: user.headers })
    expect(forOther.statusCode).toBe(404)
    expect(forOther.json()).toEqual({ detail: 'User not found' })
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/advice` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('rate limits each person with 429 {detail}', async () => {
    const user = await createTestUser(t.app)
    const statuses: number[] = []
    let last = null as null | { statusCode: number; json(): unknown }
    for (let call = 0; call < 11; call += 1) {
      last = await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/advice`, headers: user.headers })
      statuses.push(last.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(last?.statusCode).toBe(429)
    expect(last?.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) })
  })
})

describe('GET /user/{userId}/insights_log', () => {
  it('is empty before any advice, then lists every advice newest first', async () => {
    const user = await createTestUser(t.app)
    const url = `/api/user/${user.id}/insights_log`
    const empty = await t.app.inject({ method: 'GET', url, headers: user.headers })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual([])

    const first = await getAdvice(user)
    await seedMeal(t.app.db, user.id, { date: utcDay(0), calories: 900, protein: 40, carbs: 100, fat: 30 })
    const second = await getAdvice(user)

    const log = await t.app.inject({ method: 'GET', url, headers: user.headers })
    expect(log.json()).toEqual([second, first])
    expect(second.advice).toContain('You averaged 900 kcal')
    expect(Date.parse(second.created_at)).toBeGreaterThanOrEqual(Date.parse(first.created_at))
  })

  it('answers a page at a time: 50 newest by default, then the ones before the last entry shown', async () => {
    const user = await createTestUser(t.app)
    const base = Date.parse('2026-01-01T00:00:00Z')
    await t.app.db.insert(insightLog).values(
      Array.from({ length: 120 }, (_, index) => ({
        id: `insight-page-${user.id}-${index}`,
        userId: user.id,
        advice: `Advice ${index}`,
        facts: {},
        createdAt: new Date(base + index * 60_000),
      })),
    )
    const url = `/api/user/${user.id}/insights_log`
    const first = (await t.app.inject({ method: 'GET', url, headers: user.headers })).json()
    expect(first).toHaveLength(50)
    expect(first[0].advice).toBe('Advice 119')
    const next = await t.app.inject({
      method: 'GET',
      url: `${url}?${new URLSearchParams({ before: first[49].created_at, limit: '100' })}`,
      headers: user.headers,
    })
    expect(next.json().map((entry: { advice: string }) => entry.advice)).toEqual(
      Array.from({ length: 70 }, (_, index) => `Advice ${69 - index}`),
    )
    const tooMany = await t.app.inject({ method: 'GET', url: `${url}?limit=201`, headers: user.headers })
    expect(tooMany.statusCode).toBe(400)
  })

  it("never shows another user's log", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    await getAdvice(other)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}/insights_log`,
      headers: user.headers,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'User not found' })
  })

  it("looks at today when today's meals are all there is", async () => {
    const user = await createTestUser(t.app)
    await seedMeal(t.app.db, user.id, { date: utcDay(0), calories: 700, protein: 40, carbs: 80, fat: 20 })

    const { advice } = await getAdvice(user)

    expect(advice).toContain('You averaged 700 kcal a day over the last 7 days (1 of 7 days logged, 1 meal)')
  })
})
