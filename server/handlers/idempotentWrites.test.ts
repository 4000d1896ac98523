import { and, eq, sql } from 'drizzle-orm'
import { idempotencyKeys } from '../db/schema'
import { newId } from '../lib/ids'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

const newKey = () => `key-${newId()}`

function post(who: TestUser, url: string, payload: object, key?: string): Promise<Answer> {
  const headers = key === undefined ? who.headers : { ...who.headers, 'idempotency-key': key }
  return t.app.inject({ method: 'POST', url: `/api/user/${who.id}${url}`, headers, payload })
}

const DAY = '2026-05-04'
const mealPayload = (date = DAY, name = 'Porridge') => ({
  foods: [{ name, calories: 300, protein: 10, carbs: 50, fat: 6, quantity: 1 }],
  meal_text: name,
  date: `${date}T08:30:00+02:00`,
  meal_type: 'breakfast',
})
const logMeal = (who: TestUser, key?: string, payload: object = mealPayload()) => post(who, '/meals', payload, key)

async function mealsOn(who: TestUser, date = DAY): Promise<Array<{ id: string }>> {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/${who.id}/diary/${date}`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  return response.json().meals
}

async function workoutCount(who: TestUser): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/${who.id}/workouts`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  return response.json().length
}

function expectFirstAnswer(answer: Answer) {
  expect(answer.statusCode).toBe(201)
  expect(answer.headers['idempotent-replayed']).toBeUndefined()
}

/** The same status and the same bytes as the first answer, marked as replayed. */
function expectReplayOf(answer: Answer, first: Answer) {
  expect(answer.statusCode).toBe(first.statusCode)
  expect(answer.headers['idempotent-replayed']).toBe('true')
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  expect(answer.body).toBe(first.body)
}

async function keyRows(who: TestUser) {
  return t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.id))
}

describe('logging a meal with an Idempotency-Key', () => {
  it('logs the meal once when the same key is sent twice, and answers the same 201 body twice', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    const first = await logMeal(user, key)
    expectFirstAnswer(first)
    const again = await logMeal(user, key)
    expectReplayOf(again, first)
    expect((await mealsOn(user)).map((meal) => meal.id)).toEqual([first.json().id])
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/daily_summary?end=${DAY}&page_size=1`,
      headers: user.headers,
    })
    expect(day.json().items[0]).toMatchObject({ date: DAY, meal_count: 1, calories: 300 })
  })

  it('logs one meal when requests with one key race, and every answer that is not 409 is the same', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 6 }, () => logMeal(user, key)))
    const meals = await mealsOn(user)
    expect(meals).toHaveLength(1)
    const created = answers.filter((answer) => answer.statusCode === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    for (const answer of created) expect(answer.json()).toEqual(created[0].json())
    expect(created[0].json().id).toBe(meals[0].id)
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toEqual({ detail: 'This request is still being processed. Please try again in a moment.' })
    }
  })

  it('logs two meals for two keys, and for two requests without a key (nothing is kept for those)', async () => {
    const user = await createTestUser(t.app)
    const first = await logMeal(user, newKey())
    const second = await logMeal(user, newKey())
    expectFirstAnswer(first)
    expectFirstAnswer(second)
    expect(second.json().id).not.toBe(first.json().id)
    expectFirstAnswer(await logMeal(user, undefined, mealPayload('2026-05-05')))
    expectFirstAnswer(await logMeal(user, undefined, mealPayload('2026-05-05')))
    expect(await mealsOn(user)).toHaveLength(2)
    expect(await mealsOn(user, '2026-05-05')).toHaveLength(2)
    expect(await keyRows(user)).toHaveLength(2)
  })

  it("keeps each user's keys apart: another user's same key logs their own meal", async () => {
    const [user, other] = [await createTestUser(t.app), await createTestUser(t.app)]
    const key = newKey()
    const mine = await logMeal(user, key)
    const theirs = await logMeal(other, key, mealPayload(DAY, 'Toast'))
    expectFirstAnswer(mine)
    expectFirstAnswer(theirs)
    expect(theirs.json()).toMatchObject({ meal_text: 'Toast' })
    expect(await mealsOn(user)).toHaveLength(1)
    expect(await mealsOn(other)).toHaveLength(1)
  })

  it('does not use up the key when the write fails: the retry with the key logs the meal', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    const failed = await logMeal(user, key, {
      ...mealPayload(),
      foods: [{ id: newId(), name: 'Not my food', quantity: 1 }],
    })
    expect(failed.statusCode).toBe(400)
    expect(failed.json()).toEqual({ detail: expect.stringMatching(/^One or more selected foods are invalid/) })
    expect(await keyRows(user)).toEqual([])
    const retried = await logMeal(user, key)
    expectFirstAnswer(retried)
    expect(await mealsOn(user)).toHaveLength(1)
  })

  it('refuses a malformed key with 400 and logs nothing', async () => {
    const user = await createTestUser(t.app)
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'emoji-😀-key']) {
      const response = await logMeal(user, key)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: expect.stringMatching(/^Invalid request: .*idempotency-key/i) })
    }
    expect(await mealsOn(user)).toEqual([])
    expect(await keyRows(user)).toEqual([])
  })

  it('answers 409 for a key first sent with another operation, and writes nothing', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    expectFirstAnswer(await post(user, '/workouts', { workout_text: 'Run' }, key))
    const meal = await logMeal(user, key)
    expect(meal.statusCode).toBe(409)
    expect(meal.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request. Please send a new key for a new request.',
    })
    expect(await mealsOn(user)).toEqual([])
    expect(await workoutCount(user)).toBe(1)
  })
})

describe('a key whose first request has not answered', () => {
  const claim = (user: TestUser, key: string, claimedAgo: string) =>
    t.app.db.insert(idempotencyKeys).values({
      userId: user.id,
      key,
      operation: 'createMeal',
      state: 'pending',
      claimId: newId(),
      createdAt: sql`now() - ${claimedAgo}::interval`,
    })

  it('answers 409 while the first request is still running, and logs nothing', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    await claim(user, key, '1 second')
    const response = await logMeal(user, key)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'This request is still being processed. Please try again in a moment.' })
    expect(await mealsOn(user)).toEqual([])
  })

  it('takes over a claim abandoned for over a minute (its request died) and logs the meal', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    await claim(user, key, '2 minutes')
    const response = await logMeal(user, key)
    expectFirstAnswer(response)
    expect(await mealsOn(user)).toHaveLength(1)
    expectReplayOf(await logMeal(user, key), response)
  })
})

describe('keeping keys 7 days', () => {
  const age = (user: TestUser, key: string, days: number) =>
    t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))

  it('replays a key up to 7 days old; an older key is forgotten, and a claim deletes the old keys', async () => {
    const user = await createTestUser(t.app)
    const [recent, old, older] = [newKey(), newKey(), newKey()]
    const first = await logMeal(user, recent)
    await age(user, recent, 6.9)
    expectFirstAnswer(await logMeal(user, old, mealPayload('2026-05-06')))
    await age(user, old, 7.1)
    expectFirstAnswer(await logMeal(user, older, mealPayload('2026-05-07')))
    await age(user, older, 8)

    expectReplayOf(await logMeal(user, recent), first)
    expect((await keyRows(user)).map((row) => row.key)).toEqual([recent])
    expectFirstAnswer(await logMeal(user, old, mealPayload('2026-05-06')))
    expect(await mealsOn(user, '2026-05-06')).toHaveLength(2)
  })

  it('deletes the keys with the account', async () => {
    const user = await createTestUser(t.app)
    expectFirstAnswer(await logMeal(user, newKey()))
    expect(await keyRows(user)).toHaveLength(1)
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: user.headers })
    expect(response.statusCode).toBe(204)
    expect(await keyRows(user)).toEqual([])
  })
})

describe('logging a workout with an Idempotency-Key', () => {
  it('logs it once for one key, answers the same body again, and logs again for a new key', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    const workout = { workout_text: 'Intervals', type: 'HIIT', duration: 30, date: '2026-05-04T07:00:00.000Z' }
    const first = await post(user, '/workouts', workout, key)
    expectFirstAnswer(first)
    expectReplayOf(await post(user, '/workouts', workout, key), first)
    expect(await workoutCount(user)).toBe(1)
    const racing = await Promise.all([1, 2, 3].map(() => post(user, '/workouts', workout, 'one-more-key')))
    expect(racing.some((answer) => answer.statusCode === 201)).toBe(true)
    expect(await workoutCount(user)).toBe(2)
  })

  it('does not use up the key on a refused workout', async () => {
    const user = await createTestUser(t.app)
    const key = newKey()
    const refused = await post(user, '/workouts', { workout_text: 'Run', date: '2026-02-30' }, key)
    expect(refused.statusCode).toBe(400)
    expectFirstAnswer(await post(user, '/workouts', { workout_text: 'Run' }, key))
    expect(await workoutCount(user)).toBe(1)
  })
})

describe('copying with an Idempotency-Key', () => {
  it('copies a meal once for one key, and a missing meal does not use up the key', async () => {
    const user = await createTestUser(t.app)
    const source = (await logMeal(user)).json()
    const key = newKey()
    const missing = await post(user, `/meals/${newId()}/copy`, { date: '2026-05-10' }, key)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'Meal not found' })
    const first = await post(user, `/meals/${source.id}/copy`, { date: '2026-05-10' }, key)
    expectFirstAnswer(first)
    expectReplayOf(await post(user, `/meals/${source.id}/copy`, { date: '2026-05-10' }, key), first)
    const racing = await Promise.all([1, 2, 3].map(() => post(user, `/meals/${source.id}/copy`, { date: DAY }, key)))
    for (const answer of racing) expectReplayOf(answer, first)
    expect((await mealsOn(user, '2026-05-10')).map((meal) => meal.id)).toEqual([first.json().id])
    expect(await mealsOn(user)).toHaveLength(1)
  })

  it('copies a day once for one key, and a day without meals does not use up the key', async () => {
    const user = await createTestUser(t.app)
    expectFirstAnswer(await logMeal(user))
    expectFirstAnswer(await logMeal(user, undefined, { ...mealPayload(), meal_type: 'lunch' }))
    const key = newKey()
    const empty = await post(user, '/diary/2026-01-01/copy', { to_date: '2026-05-11' }, key)
    expect(empty.statusCode).toBe(404)
    const copy = () => post(user, `/diary/${DAY}/copy`, { to_date: '2026-05-11' }, key)
    const racing = await Promise.all([copy(), copy(), copy()])
    const first = racing.find((answer) => answer.statusCode === 201)
    expect(first).toBeDefined()
    expect(first?.json().meals).toHaveLength(2)
    expectReplayOf(await copy(), first as Answer)
    expect(await mealsOn(user, '2026-05-11')).toHaveLength(2)
  })
})
