import * as schema from '../db/schema'
import { signInByEmail } from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `profile-${++n}-${Date.now()}@example.com`
type Session = Awaited<ReturnType<typeof signInByEmail>>

function getUser(session: Session, id = session.user_id) {
  return t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: session.headers })
}

function putUser(session: Session, payload: object, id = session.user_id) {
  return t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: session.headers, payload })
}

describe('reading the profile', () => {
  it('answers every field, null when unset, with the defaults', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const response = await getUser(session)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: session.user_id,
      email,
      name: null,
      age: null,
      weight: null,
      weight_unit: 'kg',
      height: null,
      height_unit: 'cm',
      gender: null,
      fitness_goal: null,
      theme_preference: 'auto',
      recovery_email: null,
      dietary_restrictions: [],
      activity_level: null,
      cooking_skill: null,
      resting_heart_rate: null,
      resting_heart_rate_history: [],
      google_id: null,
      strava_access_token: null,
      profile_pic: null,
      picture: null,
      has_password: false,
      two_factor_enabled: false,
      add_exercise_calories: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
  })

  it("shows a Strava connection as 'connected', never the token", async () => {
    const session = await signInByEmail(t, newEmail())
    await t.app.db.insert(schema.stravaConnections).values({
      userId: session.user_id,
      accessToken: 'secret-access-token',
      refreshToken: 'secret-refresh-token',
      expiresAt: new Date(Date.now() + 3600_000),
    })
    const response = await getUser(session)
    expect(response.json().strava_access_token).toBe('connected')
    expect(response.body).not.toContain('secret-')
  })

  it("answers 404 for another user's id and 401 without a session", async () => {
    const me = await signInByEmail(t, newEmail())
    const other = await signInByEmail(t, newEmail())
    for (const response of [
      await getUser(me, other.user_id),
      await putUser(me, { name: 'Mallory' }, other.user_id),
      await t.app.inject({ method: 'DELETE', url: `/api/user/${other.user_id}`, headers: me.headers }),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'User not found' })
    }
    expect((await getUser(other)).json().name).toBeNull()
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${me.user_id}` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('saving the profile', () => {
  it('saves every editable field and answers the saved profile', async () => {
    const session = await signInByEmail(t, newEmail())
    const response = await putUser(session, {
      name: 'Grace',
      age: 41,
      weight: 70.5,
      weightUnit: 'lbs',
      height: 68,
      heightUnit: 'in',
      gender: 'female',
      fitness_goal: 'Run a marathon',
      theme_preference: 'dark',
      recovery_email: 'backup@example.com',
      dietary_restrictions: ['vegetarian', ' nut-free '],
      activity_level: 'very active',
      cooking_skill: 'advanced',
      resting_heart_rate: 58,
      profile_pic: 'https://example.com/me.png',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Grace',
      age: 41,
      weight: 70.5,
      weight_unit: 'lbs',
      height: 68,
      height_unit: 'in',
      gender: 'female',
      fitness_goal: 'Run a marathon',
      theme_preference: 'dark',
      recovery_email: 'backup@example.com',
      dietary_restrictions: ['vegetarian', 'nut-free'],
      activity_level: 'very active',
      cooking_skill: 'advanced',
      resting_heart_rate: 58,
      profile_pic: 'https://example.com/me.png',
      picture: 'https://example.com/me.png',
    })
    expect((await getUser(session)).json()).toEqual(response.json())
  })

  it('takes camelCase units over snake_case ones, and snake_case alone', async () => {
    const session = await signInByEmail(t, newEmail())
    const both = await putUser(session, {
      weight_unit: 'kg',
      weightUnit: 'lbs',
      height_unit: 'cm',
      heightUnit: 'ft_in',
    })
    expect(both.json()).toMatchObject({ weight_unit: 'lbs', height_unit: 'ft_in' })
    const snake = await putUser(session, { weight_unit: 'kg', height_unit: 'cm' })
    expect(snake.json()).toMatchObject({ weight_unit: 'kg', height_unit: 'cm' })
  })

  it("keeps fields left out, clears with null or '', and ignores read-only and unknown keys", async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await putUser(session, { name: 'Kept', gender: 'male', activity_level: 'light', cooking_skill: 'beginner' })
    const profile = (await getUser(session)).json()
    const response = await putUser(session, {
      ...profile,
      email: 'hijack@example.com',
      google_id: 'forged',
      has_password: true,
      id: 'someone-else',
      something_new: 1,
      gender: '',
      activity_level: null,
      cooking_skill: '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: session.user_id,
      email,
      google_id: null,
      has_password: false,
      name: 'Kept',
      gender: null,
      activity_level: null,
      cooking_skill: null,
    })
  })

  it('limits the fitness goal to 500 characters', async () => {
    const session = await signInByEmail(t, newEmail())
    expect((await putUser(session, { fitness_goal: 'x'.repeat(500) })).statusCode).toBe(200)
    const tooLong = await putUser(session, { fitness_goal: 'x'.repeat(501) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toEqual({
      detail: 'Invalid request: body/fitness_goal must NOT have more than 500 characters',
    })
  })

  it('refuses values outside the rules with 400 {detail}', async () => {
    const session = await signInByEmail(t, newEmail())
    for (const payload of [
      { resting_heart_rate: 19 },
      { resting_heart_rate: 201 },
      { weight: -1 },
      { height: -1 },
      { theme_preference: 'sepia' },
      { gender: 'unknown' },
      { weightUnit: 'stone' },
      { cooking_skill: 'chef' },
    ]) {
      const response = await putUser(session, payload)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['detail'])
    }
  })

  it('appends a resting heart rate to the history only when it differs from the latest', async () => {
    const session = await signInByEmail(t, newEmail())
    await putUser(session, { resting_heart_rate: 20 })
    await putUser(session, { resting_heart_rate: 20 })
    await putUser(session, { name: 'No rate in this save' })
    const response = await putUser(session, { resting_heart_rate: 200 })
    const { resting_heart_rate, resting_heart_rate_history } = response.json()
    expect(resting_heart_rate).toBe(200)
    expect(resting_heart_rate_history).toEqual([
      { value: 20, date: expect.stringMatching(/Z$/) },
      { value: 200, date: expect.stringMatching(/Z$/) },
    ])
    expect(Date.parse(resting_heart_rate_history[1].date)).toBeGreaterThanOrEqual(
      Date.parse(resting_heart_rate_history[0].date),
    )
  })
})
