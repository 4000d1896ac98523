import { eq, getTableColumns, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import * as schema from '../db/schema'
import { requestLoginCode, signInByEmail, uniqueIp } from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `deleted-${++n}-${Date.now()}@example.com`
type Session = Awaited<ReturnType<typeof signInByEmail>>

function getUser(session: Session, id = session.user_id) {
  return t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: session.headers })
}

function putUser(session: Session, payload: object, id = session.user_id) {
  return t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: session.headers, payload })
}

describe('logging out', () => {
  it('revokes every token of the user', async () => {
    const email = newEmail()
    const first = await signInByEmail(t, email)
    const second = await signInByEmail(t, email)
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first.headers })
    expect(response.statusCode).toBe(204)
    for (const session of [first, second]) {
      const after = await getUser(session)
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual({ detail: 'Session revoked, please sign in again' })
    }
    const again = await signInByEmail(t, email)
    expect((await getUser(again)).statusCode).toBe(200)
  })
})

describe('deleting the account', () => {
  async function fillEveryTable(session: Session) {
    const { db } = t.app
    const userId = session.user_id
    const id = (name: string) => `${name}-${userId}`
    await db.insert(schema.foods).values({ id: id('food'), userId, name: 'Oats', nameKey: 'oats' })
    await db.insert(schema.favorites).values({ userId, foodId: id('food') })
    await db.insert(schema.recipes).values({
      id: id('recipe'),
      userId,
      name: 'Porridge',
      nameKey: 'porridge',
      ingredients: [{ name: 'oats', quantity: null, quantity_text: null, unit: null, notes: null }],
      steps: [{ text: 'Cook', order: 1 }],
    })
    await db.insert(schema.meals).values({
      id: id('meal'),
      userId,
      eatenAt: new Date(),
      dateText: '2026-01-01T08:00:00Z',
      localDate: '2026-01-01',
      mealType: 'breakfast',
    })
    await db.insert(schema.mealItems).values({ id: id('item'), mealId: id('meal'), userId, position: 0, name: 'Oats' })
    await db.insert(schema.workouts).values({ id: id('workout'), userId, workoutText: 'Run' })
    await db.insert(schema.insightLog).values({ id: id('insight'), userId, advice: 'Eat oats' })
    await db.insert(schema.stravaConnections).values({
      userId,
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: new Date(),
    })
    await db.insert(schema.passkeys).values({ id: id('passkey'), userId, publicKey: 'pk' })
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}/targets`,
      headers: session.headers,
      payload: { source: 'manual', calories: 2000, protein: 120, carbs: 220, fat: 70 },
    })
    await putUser(session, { resting_heart_rate: 60 })
    await t.app.inject({ method: 'GET', url: '/api/auth/2fa/setup', headers: session.headers })
    await t.app.inject({
      method: 'POST',
      url: '/api/user/request-email-change',
      headers: session.headers,
      payload: { new_email: newEmail() },
    })
    await requestLoginCode(t, session.email)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/login/begin',
      remoteAddress: uniqueIp(),
      payload: { username: session.email },
    })
  }

  /** Rows left for a user in every table with a user_id column, and in the email-keyed auth tables. */
  async function rowsLeft(userId: string, email: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {}
    for (const [name, table] of Object.entries(schema)) {
      if (!is(table, PgTable)) continue
      const columns = getTableColumns(table) as Record<string, unknown>
      const byUser = name === 'users' ? eq(schema.users.id, userId) : undefined
      const column = columns.userId as typeof schema.foods.userId | undefined
      const where = byUser ?? (column ? eq(column, userId) : undefined)
      if (!where) continue
      const [{ count }] = await t.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
      counts[name] = count
    }
    for (const [name, table] of [
      ['authTokensByEmail', schema.authTokens],
      ['webauthnChallengesByEmail', schema.webauthnChallenges],
    ] as const) {
      const [{ count }] = await t.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.email, email))
      counts[name] = count
    }
    return counts
  }

  it('removes every row of the user and revokes its tokens', async () => {
    const session = await signInByEmail(t, newEmail())
    const bystander = await signInByEmail(t, newEmail())
    await fillEveryTable(session)
    await fillEveryTable(bystander)
    const before = await rowsLeft(session.user_id, session.email)
    for (const table of [
      'users',
      'foods',
      'recipes',
      'meals',
      'workouts',
      'passkeys',
      'userTargets',
      'authTokensByEmail',
    ]) {
      expect(before[table]).toBeGreaterThan(0)
    }
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${session.user_id}`,
      headers: session.headers,
    })
    expect(response.statusCode).toBe(204)
    const after = await rowsLeft(session.user_id, session.email)
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([])
    const revoked = await getUser(session)
    expect(revoked.statusCode).toBe(401)
    expect((await rowsLeft(bystander.user_id, bystander.email)).foods).toBe(1)
    expect((await getUser(bystander)).statusCode).toBe(200)
  })
})
