import { workouts } from '../db/schema'
import { newId } from '../lib/ids'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp
let user: TestUser
let other: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
  other = await createTestUser(t.app)
}, 60_000)
afterAll(() => t.close())

const url = (who: TestUser, workoutId?: string) => `/api/user/${who.id}/workouts${workoutId ? `/${workoutId}` : ''}`

async function log(who: TestUser, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: url(who), headers: who.headers, payload })
}

async function list(who: TestUser, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `${url(who)}${query}`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  return response.json<Array<Record<string, unknown>>>()
}

describe('logging a workout', () => {
  it('logs a workout with only a description: type Other, dated now, every other field null', async () => {
    const before = Date.now()
    const response = await log(user, { workout_text: '  Morning stretch  ' })
    expect(response.statusCode).toBe(201)
    const workout = response.json()
    expect(workout).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      workout_text: 'Morning stretch',
      type: 'Other',
      duration: null,
      calories_burned: null,
      notes: null,
      date: expect.any(String),
      strava_activity_id: null,
      strava_data: null,
    })
    expect(Date.parse(workout.date)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps every field given', async () => {
    const payload = {
      workout_text: 'Intervals',
      type: 'HIIT',
      duration: 32.5,
      calories_burned: 410,
      notes: '8 rounds',
      date: '2026-03-01T07:30:00.000Z',
    }
    const response = await log(user, payload)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject(payload)
  })

  it('accepts zero duration and calories, the minimums', async () => {
    const response = await log(user, { workout_text: 'Warm-up', duration: 0, calories_burned: 0 })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ duration: 0, calories_burned: 0 })
  })

  it('requires a description that is not blank', async () => {
    for (const payload of [{}, { workout_text: '' }, { workout_text: '   ' }, { workout_text: null }]) {
      const response = await log(user, { type: 'Run', ...payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toMatch(/workout_text/)
    }
  })

  it('refuses a negative duration or negative calories, naming the field, and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: url(user), headers: user.headers })).json().length
    for (const [field, payload] of [
      ['duration', { duration: -1 }],
      ['duration', { duration: -0.01 }],
      ['calories_burned', { calories_burned: -0.5 }],
    ] as const) {
      const response = await log(user, { workout_text: 'Run', ...payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toMatch(new RegExp(`${field} must be >= 0`))
    }
    expect((await t.app.inject({ method: 'GET', url: url(user), headers: user.headers })).json()).toHaveLength(before)
  })

  it('accepts only the product workout types', async () => {
    for (const type of ['Run', 'Weightlifting', 'Bike', 'Swim', 'Walk', 'Yoga', 'HIIT', 'Row', 'Other']) {
      expect((await log(user, { workout_text: type, type })).statusCode).toBe(201)
    }
    const response = await log(user, { workout_text: 'Ride', type: 'Ride' })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/allowed values/)
  })

  it('treats empty optional fields as left out', async () => {
    const before = Date.now()
    const response = await log(user, { workout_text: 'Swim', notes: '   ', date: '', duration: null })
    expect(response.statusCode).toBe(201)
    const workout = response.json()
    expect(workout).toMatchObject({ notes: null, duration: null, calories_burned: null })
    expect(Date.parse(workout.date)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('reads a calendar date as midnight UTC and a date-time without offset as UTC', async () => {
    const dateOnly = await log(user, { workout_text: 'Walk', date: '2026-02-10' })
    expect(dateOnly.json().date).toBe('2026-02-10T00:00:00.000Z')
    const noOffset = await log(user, { workout_text: 'Walk', date: '2026-02-10T18:45' })
    expect(noOffset.json().date).toBe('2026-02-10T18:45:00.000Z')
    const withOffset = await log(user, { workout_text: 'Walk', date: '2026-02-10T18:45:00+02:00' })
    expect(withOffset.json().date).toBe('2026-02-10T16:45:00.000Z')
  })

  it('refuses a date that does not exist or is not ISO 8601', async () => {
    for (const date of [
      '2026-02-30',
      '2026-13-01',
      'yesterday',
      '10/02/2026',
      '2026-02-10T25:00',
      '0000-01-01T00:00:00Z',
      '0026-11-24',
    ]) {
      const response = await log(user, { workout_text: 'Walk', date })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: `Invalid date "${date}": use YYYY-MM-DD or an ISO 8601 date-time` })
    }
  })

  it("answers 404 for another user's id in the path and 401 without a token", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url(other),
      headers: user.headers,
      payload: { workout_text: 'x' },
    })
    expect(response.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'POST', url: url(user), payload: { workout_text: 'x' } })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('listing workouts', () => {
  let reader: TestUser
  beforeAll(async () => {
    reader = await createTestUser(t.app)
    for (const [text, date] of [
      ['Oldest', '2026-01-01T10:00:00Z'],
      ['Newest', '2026-01-03T10:00:00Z'],
      ['Middle', '2026-01-02T10:00:00Z'],
    ]) {
      await log(reader, { workout_text: text, date })
    }
    await log(other, { workout_text: 'Not yours', date: '2026-01-04T10:00:00Z' })
  })

  it("lists only the user's workouts, newest date first", async () => {
    expect((await list(reader)).map((w) => w.workout_text)).toEqual(['Newest', 'Middle', 'Oldest'])
  })

  it('pages with limit and offset', async () => {
    expect((await list(reader, '?limit=2')).map((w) => w.workout_text)).toEqual(['Newest', 'Middle'])
    expect((await list(reader, '?limit=2&offset=2')).map((w) => w.workout_text)).toEqual(['Oldest'])
  })

  it('refuses a page size outside 1 to 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url(reader)}?limit=0`, headers: reader.headers })
    expect(response.statusCode).toBe(400)
  })

  it("answers 404 for another user's list", async () => {
    const response = await t.app.inject({ method: 'GET', url: url(other), headers: reader.headers })
    expect(response.statusCode).toBe(404)
  })
})

describe('editing and deleting a workout', () => {
  it('replaces the editable fields: left-out fields become null, type Other, the date is kept', async () => {
    const created = (
      await log(user, {
        workout_text: 'Bike',
        type: 'Bike',
        duration: 60,
        calories_burned: 500,
        notes: 'hilly',
        date: '2026-04-01T06:00:00.000Z',
      })
    ).json()
    const response = await t.app.inject({
      method: 'PUT',
      url: url(user, created.id),
      headers: user.headers,
      payload: { workout_text: 'Bike commute', duration: 45 },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ...created,
      workout_text: 'Bike commute',
      type: 'Other',
      duration: 45,
      calories_burned: null,
      notes: null,
    })
    const moved = await t.app.inject({
      method: 'PUT',
      url: url(user, created.id),
      headers: user.headers,
      payload: { workout_text: 'Bike commute', date: '2026-04-02' },
    })
    expect(moved.json().date).toBe('2026-04-02T00:00:00.000Z')
  })

  it("keeps an imported workout's Strava activity and data when it is edited", async () => {
    const id = newId()
    const stravaData = { name: 'Lunch Run', type: 'Run', sport_type: 'Run', distance: 5000, average_heartrate: null }
    await t.app.db.insert(workouts).values({
      id,
      userId: user.id,
      workoutText: 'Lunch Run',
      type: 'Run',
      date: new Date('2026-04-03T12:00:00Z'),
      stravaActivityId: '12345',
      stravaData,
    })
    const response = await t.app.inject({
      method: 'PUT',
      url: url(user, id),
      headers: user.headers,
      payload: { workout_text: 'Lunch run with Sam', type: 'Run' },
    })
    expect(response.json()).toMatchObject({
      workout_text: 'Lunch run with Sam',
      strava_activity_id: '12345',
      strava_data: stravaData,
      date: '2026-04-03T12:00:00.000Z',
    })
  })

  it('validates an edit like a new workout', async () => {
    const created = (await log(user, { workout_text: 'Row' })).json()
    for (const payload of [
      { workout_text: ' ' },
      { workout_text: 'Row', duration: -5 },
      { workout_text: 'Row', date: 'x' },
    ]) {
      const response = await t.app.inject({ method: 'PUT', url: url(user, created.id), headers: user.headers, payload })
      expect(response.statusCode).toBe(400)
    }
  })

  it('deletes a workout (204), after which it is gone (404)', async () => {
    const created = (await log(user, { workout_text: 'To delete' })).json()
    const deleted = await t.app.inject({ method: 'DELETE', url: url(user, created.id), headers: user.headers })
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await list(user, '?limit=200')).some((w) => w.id === created.id)).toBe(false)
    const again = await t.app.inject({ method: 'DELETE', url: url(user, created.id), headers: user.headers })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: 'Workout not found' })
  })

  it("never touches another user's workout: 404 and unchanged", async () => {
    const theirs = (await log(other, { workout_text: 'Theirs' })).json()
    const edit = await t.app.inject({
      method: 'PUT',
      url: url(user, theirs.id),
      headers: user.headers,
      payload: { workout_text: 'Mine now' },
    })
    expect(edit.statusCode).toBe(404)
    const remove = await t.app.inject({ method: 'DELETE', url: url(user, theirs.id), headers: user.headers })
    expect(remove.statusCode).toBe(404)
    expect((await list(other)).find((w) => w.id === theirs.id)?.workout_text).toBe('Theirs')
  })
})
