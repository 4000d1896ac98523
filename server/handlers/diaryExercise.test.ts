import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// The option (off by default) that adds the calories burned in the day's workouts to the day's calorie target
// (issue 18): the diary says what was burned, and `remaining` counts it only when the person turned it on.

jest.setTimeout(60_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function diary(who: TestUser, date: string) {
  const response = await call(who, 'GET', `/user/${who.id}/diary/${date}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function workout(who: TestUser, date: string, calories_burned: number | null) {
  const response = await call(who, 'POST', `/user/${who.id}/workouts`, { workout_text: 'Run', date, calories_burned })
  expect(response.statusCode).toBe(201)
}

async function person(): Promise<TestUser> {
  const who = await createTestUser(t.app)
  const targets = { source: 'manual', calories: 2000, protein: 100, carbs: 250, fat: 70 }
  expect((await call(who, 'PUT', `/user/${who.id}/targets`, targets)).statusCode).toBe(200)
  const meal = { date: '2026-03-01T08:00:00+02:00', meal_type: 'breakfast', foods: [{ name: 'Oats', calories: 500 }] }
  expect((await call(who, 'POST', `/user/${who.id}/meals`, meal)).statusCode).toBe(201)
  // 23:30 on March 1st in the person's +02:00 is 21:30 UTC: March 1st's. 00:30 on March 2nd there is still March 1st in
  // UTC, but the person's March 2nd. A workout without calories adds nothing.
  await workout(who, '2026-03-01T23:30:00+02:00', 300)
  await workout(who, '2026-03-01T10:00:00+02:00', 150)
  await workout(who, '2026-03-02T00:30:00+02:00', 999)
  await workout(who, '2026-03-01T12:00:00+02:00', null)
  return who
}

describe('exercise calories in the diary', () => {
  it('tells the calories burned on the day but leaves the target alone by default', async () => {
    const who = await person()
    const day = await diary(who, '2026-03-01')
    expect(day).toMatchObject({ exercise_calories: 450, exercise_added: false })
    expect(day.targets.calories).toBe(2000)
    expect(day.remaining.calories).toBe(1500)
    expect((await call(who, 'GET', `/user/${who.id}`)).json().add_exercise_calories).toBe(false)
  })

  it('adds them to the calorie target once the person turns the option on, and stops when turned off', async () => {
    const who = await person()
    const on = await call(who, 'PUT', `/user/${who.id}`, { add_exercise_calories: true })
    expect(on.json().add_exercise_calories).toBe(true)
    const day = await diary(who, '2026-03-01')
    expect(day).toMatchObject({ exercise_calories: 450, exercise_added: true })
    expect(day.remaining.calories).toBe(1950)
    expect((await diary(who, '2026-03-02')).remaining.calories).toBe(2999)

    await call(who, 'PUT', `/user/${who.id}`, { add_exercise_calories: false })
    expect((await diary(who, '2026-03-01')).remaining.calories).toBe(1500)
  })

  it('places a workout on a day without meals in the offset of the latest meal', async () => {
    const who = await person()
    await call(who, 'PUT', `/user/${who.id}`, { add_exercise_calories: true })
    await workout(who, '2026-03-05T23:00:00+02:00', 200)
    expect(await diary(who, '2026-03-05')).toMatchObject({ exercise_calories: 200, remaining: { calories: 2200 } })
    expect((await diary(who, '2026-03-06')).exercise_calories).toBe(0)
  })
})
