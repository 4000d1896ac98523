import { utcToday } from '../services/meals/calendarDate'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (who: TestUser, method: Method, url: string, payload?: object, headers: object = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) })

/** The calendar day `days` after 2026-03-01 (before it when negative). */
const day = (days: number) => new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10)

async function logWeight(who: TestUser, date: string, weightKg: number) {
  const response = await call(who, 'POST', `/user/${who.id}/weights`, { date, weight_kg: weightKg })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string; date: string; weight_kg: number }
}

async function logIntake(who: TestUser, date: string, calories: number) {
  const response = await call(who, 'POST', `/user/${who.id}/meals`, {
    foods: [{ name: 'Day of food', calories, protein: 100, carbs: 200, fat: 70, quantity: 1 }],
    meal_text: 'Day of food',
    date: `${date}T12:00:00+00:00`,
    meal_type: 'lunch',
  })
  expect(response.statusCode).toBe(201)
}

async function weights(who: TestUser, query = '') {
  const response = await call(who, 'GET', `/user/${who.id}/weights${query}`)
  expect(response.statusCode).toBe(200)
  return response.json() as Array<{ id: string; date: string; weight_kg: number }>
}

async function progress(who: TestUser, query: string) {
  const response = await call(who, 'GET', `/user/${who.id}/progress${query}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function profileWeight(who: TestUser) {
  const response = await call(who, 'GET', `/user/${who.id}`)
  expect(response.statusCode).toBe(200)
  return response.json().weight as number | null
}

async function setProfile(who: TestUser, profile: object) {
  expect((await call(who, 'PUT', `/user/${who.id}`, profile)).statusCode).toBe(200)
}

/**
 * 28 days ending at day(27) of a person whose true expenditure is 2,500 kcal: 2,000 kcal logged on 21 of them and a
 * weight falling by the 500 kcal a day of deficit (500 / 7,700 kg a day), weighed on 20 of them.
 */
async function logSteadyDeficit(who: TestUser) {
  for (let d = 0; d < 28; d++) {
    if (d % 4 !== 3) await logIntake(who, day(d), 2000)
    if (d % 7 < 5) await logWeight(who, day(d), 90 - (d * 500) / 7700)
  }
}

describe('weigh-ins', () => {
  it('refuses a weight outside 20–400 kg, a missing one or a day that does not exist, with a clear detail', async () => {
    const user = await createTestUser(t.app)
    for (const [payload, detail] of [
      [{ date: day(0), weight_kg: 19.9 }, /weight_kg must be >= 20/],
      [{ date: day(0), weight_kg: 400.5 }, /weight_kg must be <= 400/],
      [{ date: day(0) }, /weight_kg/],
      [{ date: '2026-02-30', weight_kg: 80 }, /date/],
    ] as const) {
      const response = await call(user, 'POST', `/user/${user.id}/weights`, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: expect.stringMatching(detail) })
    }
    expect(await weights(user, `?from=${day(-1)}&to=${day(1)}`)).toEqual([])
    await logWeight(user, day(0), 20)
    await logWeight(user, day(1), 400)
  })

  it('keeps one weigh-in per day: a second one that day replaces the first and keeps its id', async () => {
    const user = await createTestUser(t.app)
    const first = await logWeight(user, day(0), 80)
    expect(first).toEqual({ id: expect.any(String), date: day(0), weight_kg: 80 })
    const second = await logWeight(user, day(0), 79.4)
    expect(second).toEqual({ id: first.id, date: day(0), weight_kg: 79.4 })
    expect(await weights(user, `?from=${day(0)}&to=${day(0)}`)).toEqual([second])
  })

  it('answers the first 201 again for a repeated Idempotency-Key', async () => {
    const user = await createTestUser(t.app)
    const send = (weightKg: number) =>
      call(
        user,
        'POST',
        `/user/${user.id}/weights`,
        { date: day(0), weight_kg: weightKg },
        { 'idempotency-key': 'weigh-in-1' },
      )
    const first = await send(80)
    const again = await send(80)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
  })

  it('lists the weigh-ins of a period oldest first, by default the 365 days up to UTC today', async () => {
    const user = await createTestUser(t.app)
    for (const [d, kg] of [
      [3, 81],
      [0, 80],
      [10, 83],
      [5, 82],
    ]) {
      await logWeight(user, day(d), kg)
    }
    const listed = await weights(user, `?from=${day(0)}&to=${day(5)}`)
    expect(listed.map((w) => [w.date, w.weight_kg])).toEqual([
      [day(0), 80],
      [day(3), 81],
      [day(5), 82],
    ])
    expect((await weights(user, `?from=${day(4)}&to=${day(10)}`)).map((w) => w.date)).toEqual([day(5), day(10)])

    const other = await createTestUser(t.app)
    const today = utcToday()
    const daysBefore = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)
    await logWeight(other, daysBefore(366), 70)
    await logWeight(other, daysBefore(365), 71)
    await logWeight(other, today, 72)
    expect((await weights(other)).map((w) => w.weight_kg)).toEqual([71, 72])
    expect((await weights(other, `?to=${daysBefore(1)}`)).map((w) => w.weight_kg)).toEqual([70, 71])
  })

  it('refuses a period longer than 3,660 days or ending before it starts', async () => {
    const user = await createTestUser(t.app)
    expect(await weights(user, '?from=2016-01-01&to=2026-01-08')).toEqual([])
    for (const query of ['?from=2016-01-01&to=2026-01-09', `?from=${day(1)}&to=${day(0)}`, '?from=2026-02-30']) {
      const response = await call(user, 'GET', `/user/${user.id}/weights${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: expect.any(String) })
    }
  })

  it('deletes a weigh-in; another person cannot, and gets 404 "Weight not found"', async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    const weighIn = await logWeight(user, day(0), 80)
    const theirs = await call(other, 'DELETE', `/user/${other.id}/weights/${weighIn.id}`)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ detail: 'Weight not found' })
    expect(await weights(user, `?from=${day(0)}&to=${day(0)}`)).toHaveLength(1)

    expect((await call(user, 'DELETE', `/user/${user.id}/weights/${weighIn.id}`)).statusCode).toBe(204)
    expect(await weights(user, `?from=${day(0)}&to=${day(0)}`)).toEqual([])
    const again = await call(user, 'DELETE', `/user/${user.id}/weights/${weighIn.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: 'Weight not found' })
  })

  it("sets the profile's weight, in its unit, from the newest weigh-in only", async () => {
    const user = await createTestUser(t.app)
    await setProfile(user, { weight: 90, weight_unit: 'kg' })
    await logWeight(user, day(10), 80.06)
    expect(await profileWeight(user)).toBe(80.1)
    await logWeight(user, day(5), 85)
    expect(await profileWeight(user)).toBe(80.1)
    await logWeight(user, day(10), 79.5)
    expect(await profileWeight(user)).toBe(79.5)

    const inPounds = await createTestUser(t.app)
    await setProfile(inPounds, { weight: 200, weight_unit: 'lbs' })
    await logWeight(inPounds, day(3), 80)
    expect(await profileWeight(inPounds)).toBe(176.4)
    await logWeight(inPounds, day(1), 90)
    expect(await profileWeight(inPounds)).toBe(176.4)
    await logWeight(inPounds, day(4), 81.2)
    expect(await profileWeight(inPounds)).toBe(179)
  })

  it("answers 404 for another person's weigh-ins and progress", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    for (const [method, url, payload] of [
      ['GET', `/user/${other.id}/weights`, undefined],
      ['POST', `/user/${other.id}/weights`, { date: day(0), weight_kg: 80 }],
      ['DELETE', `/user/${other.id}/weights/some-weigh-in`, undefined],
      ['GET', `/user/${other.id}/progress`, undefined],
    ] as const) {
      const response = await call(user, method, url, payload)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'User not found' })
    }
    expect(await weights(other, `?from=${day(0)}&to=${day(0)}`)).toEqual([])
  })
})

describe('progress', () => {
  it('has no expenditure below 14 logged days or 8 weigh-ins, and says how far it is', async () => {
    const user = await createTestUser(t.app)
    for (let d = 0; d < 13; d++) await logIntake(user, day(d), 2200)
    for (let d = 0; d < 7; d++) await logWeight(user, day(2 * d), 80 - d * 0.1)
    const thin = await progress(user, `?days=28&end=${day(27)}`)
    expect(thin).toMatchObject({
      days: 28,
      end: day(27),
      expenditure_kcal: null,
      confidence: 'none',
      days_logged: 13,
      weigh_ins: 7,
      min_days_logged: 14,
      min_weigh_ins: 8,
      mean_intake_kcal: 2200,
    })
    expect(thin.trend).toHaveLength(28)

    await logIntake(user, day(13), 2200)
    expect(await progress(user, `?days=28&end=${day(27)}`)).toMatchObject({ days_logged: 14, expenditure_kcal: null })
    await logWeight(user, day(14), 79.3)
    const learned = await progress(user, `?days=28&end=${day(27)}`)
    expect(learned).toMatchObject({ days_logged: 14, weigh_ins: 8, expenditure_kcal: expect.any(Number) })
    expect(learned.confidence).not.toBe('none')
  })

  it('smooths the weight into a trend started at the first weigh-in, carried over days without one', async () => {
    const user = await createTestUser(t.app)
    await logWeight(user, day(0), 90)
    await logWeight(user, day(11), 80)
    await logWeight(user, day(13), 84)
    await logWeight(user, day(14), 86.5)
    await logIntake(user, day(12), 1800.4)
    const window = await progress(user, `?days=7&end=${day(15)}`)
    expect(window.trend).toEqual([
      { date: day(9), weight_kg: null, trend_kg: 90, intake_kcal: null },
      { date: day(10), weight_kg: null, trend_kg: 90, intake_kcal: null },
      { date: day(11), weight_kg: 80, trend_kg: 89, intake_kcal: null },
      { date: day(12), weight_kg: null, trend_kg: 89, intake_kcal: 1800 },
      { date: day(13), weight_kg: 84, trend_kg: 88.5, intake_kcal: null },
      { date: day(14), weight_kg: 86.5, trend_kg: 88.3, intake_kcal: null },
      { date: day(15), weight_kg: null, trend_kg: 88.3, intake_kcal: null },
    ])
    expect(window).toMatchObject({ trend_change_kg: -1.7, weigh_ins: 3, days_logged: 1, mean_intake_kcal: 1800 })

    // A window full of weigh-ins still starts from the trend of all the ones before it: 80 + 20 × 0.9ᵏ after k days.
    const steady = await createTestUser(t.app)
    await logWeight(steady, day(0), 100)
    for (let d = 1; d < 20; d++) await logWeight(steady, day(d), 80)
    const week = await progress(steady, `?days=7&end=${day(19)}`)
    expect(week.trend.at(0)).toEqual({ date: day(13), weight_kg: 80, trend_kg: 85.08, intake_kcal: null })
    expect(week.trend.at(-1)).toEqual({ date: day(19), weight_kg: 80, trend_kg: 82.7, intake_kcal: null })

    const before = await progress(user, `?days=7&end=${day(-1)}`)
    expect(before.trend.map((d: { trend_kg: number | null }) => d.trend_kg)).toEqual(Array(7).fill(null))
    expect(before).toMatchObject({ trend_change_kg: null, mean_intake_kcal: null, weigh_ins: 0, days_logged: 0 })
  })

  it('learns the expenditure from intake and the weight change without the lag of the trend', async () => {
    const user = await createTestUser(t.app)
    await setProfile(user, { fitness_goal: 'lose weight' })
    await logSteadyDeficit(user)
    const learned = await progress(user, `?days=28&end=${day(27)}`)
    expect(learned).toMatchObject({ days_logged: 21, weigh_ins: 20, mean_intake_kcal: 2000, confidence: 'high' })
    expect(Math.abs(learned.expenditure_kcal - 2500)).toBeLessThanOrEqual(3)
    // The trend has not caught up with the 1.75 kg lost: its own change (−0.97 kg) would say about 2,270 kcal.
    expect(learned.trend_change_kg).toBeGreaterThan(-1.3)
  })

  it('suggests calories for the goal from the learned expenditure', async () => {
    const user = await createTestUser(t.app)
    await logSteadyDeficit(user)
    for (const [goal, label, adjustment] of [
      ['lose weight', 'fat-loss goal', -500],
      ['stay where I am', 'maintenance goal', 0],
      ['build muscle', 'muscle-gain goal', 250],
    ] as const) {
      await setProfile(user, { fitness_goal: goal })
      const answer = await progress(user, `?days=28&end=${day(27)}`)
      expect(answer.goal).toBe(label)
      expect(answer.suggested_calories).toBe(answer.expenditure_kcal + adjustment)
    }
  })

  it('suggests from the formula while nothing is learned, never below 1,200 kcal', async () => {
    const user = await createTestUser(t.app)
    const small = { weight: 40, weight_unit: 'kg', height: 150, height_unit: 'cm', age: 80, gender: 'female' }
    await setProfile(user, { ...small, activity_level: 'sedentary', fitness_goal: 'lose weight' })
    const answer = await progress(user, `?end=${day(27)}`)
    // (10·40 + 6.25·150 − 5·80 − 161) × 1.2 = 931.8
    expect(answer).toMatchObject({ days: 28, expenditure_kcal: null, formula_kcal: 932, suggested_calories: 1200 })
    await setProfile(user, { activity_level: 'very active', fitness_goal: 'maintain' })
    // 776.5 × 1.9 = 1,475.35
    expect(await progress(user, `?end=${day(27)}`)).toMatchObject({ formula_kcal: 1475, suggested_calories: 1475 })
  })

  it('ends by default at the later of UTC today and the newest weigh-in or logged day', async () => {
    const user = await createTestUser(t.app)
    expect(await progress(user, '')).toMatchObject({ days: 28, end: utcToday() })
    await logWeight(user, '2999-01-05', 80)
    expect((await progress(user, '?days=7')).end).toBe('2999-01-05')
    await logIntake(user, '2999-01-09', 2000)
    expect((await progress(user, '?days=7')).end).toBe('2999-01-09')
  })

  it('refuses a window of fewer than 7 or more than 365 days, or an end that is not a day', async () => {
    const user = await createTestUser(t.app)
    for (const query of ['?days=6', '?days=366', '?days=abc', '?end=2026-02-30']) {
      const response = await call(user, 'GET', `/user/${user.id}/progress${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: expect.any(String) })
    }
    expect((await progress(user, '?days=7')).trend).toHaveLength(7)
    expect((await progress(user, '?days=365')).trend).toHaveLength(365)
  })
})
