import { eq } from 'drizzle-orm'
import path from 'node:path'
import { buildApp } from '../../app'
import { stravaConnections, workouts } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { generateActivities } from '../../test/fakes/fakeStravaActivities'
import { connectedUser as connectedStravaUser, startStravaTestApp, stopStravaTestApp } from '../../test/stravaTestApp'
import type { TestApp } from '../../test/testApp'
import { createTestUser, type TestUser } from '../../test/testUsers'

let fake: FakeStrava
let t: TestApp

beforeAll(async () => {
  ;({ fake, t } = await startStravaTestApp(generateActivities(5)))
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))

const connectedUser = () => connectedStravaUser(t)

const disconnect = (user: TestUser, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/user/${user.id}/strava/disconnect`, headers: user.headers })

const connectionOf = async (user: TestUser) =>
  (await t.app.db.select().from(stravaConnections).where(eq(stravaConnections.userId, user.id)))[0]

describe('disconnecting Strava', () => {
  it('deauthorizes at Strava, forgets the tokens and keeps the imported workouts', async () => {
    const user = await connectedUser()
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/strava/import`, headers: user.headers })).json(),
    ).toMatchObject({ imported: 5 })
    const { accessToken } = await connectionOf(user)
    const deauthorizations = fake.state.counts.deauthorizations
    const response = await disconnect(user)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(fake.state.counts.deauthorizations - deauthorizations).toBe(1)
    expect(fake.state.accessProblem(accessToken)).toBe('access_token')
    expect(await connectionOf(user)).toBeUndefined()
    expect(await t.app.db.select().from(workouts).where(eq(workouts.userId, user.id))).toHaveLength(5)
  })

  it('forgets the tokens even when Strava answers 401', async () => {
    const user = await connectedUser()
    fake.state.revokeAll()
    const deauthorizations = fake.state.counts.deauthorizations
    const response = await disconnect(user)
    expect(response.json()).toEqual({ ok: true })
    expect(fake.state.counts.deauthorizations).toBe(deauthorizations)
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('refreshes an expired access token first, so Strava really revokes the access', async () => {
    const user = await connectedUser()
    fake.state.expireAccessTokens()
    await t.app.db
      .update(stravaConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stravaConnections.userId, user.id))
    const refreshes = fake.state.counts.refreshes
    const deauthorizations = fake.state.counts.deauthorizations
    expect((await disconnect(user)).json()).toEqual({ ok: true })
    expect(fake.state.counts.refreshes - refreshes).toBe(1)
    expect(fake.state.counts.deauthorizations - deauthorizations).toBe(1)
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('forgets the tokens when Strava cannot be reached', async () => {
    const user = await connectedUser()
    const offline = await buildApp({
      config: { ...t.config, stravaBaseUrl: 'http://127.0.0.1:9' },
      db: t.database.db,
      staticDir: path.join(t.dataDir, 'no-dist'),
      logger: false,
    })
    try {
      expect((await disconnect(user, offline)).json()).toEqual({ ok: true })
      expect(await connectionOf(user)).toBeUndefined()
    } finally {
      await offline.close()
    }
  })

  it('answers ok when nothing is connected, and 404 for another user', async () => {
    const user = await createTestUser(t.app)
    expect((await disconnect(user)).json()).toEqual({ ok: true })
    const other = await createTestUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${other.id}/strava/disconnect`,
      headers: user.headers,
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('deleting an account connected to Strava', () => {
  it('deauthorizes at Strava before the account and its tokens are gone', async () => {
    const user = await connectedUser()
    const { accessToken } = await connectionOf(user)
    const deauthorizations = fake.state.counts.deauthorizations
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: user.headers })
    expect(response.statusCode).toBe(204)
    expect(fake.state.counts.deauthorizations - deauthorizations).toBe(1)
    expect(fake.state.accessProblem(accessToken)).toBe('access_token')
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('still deletes the account when Strava refuses the deauthorization', async () => {
    const user = await connectedUser()
    fake.state.revokeAll()
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: user.headers })
    expect(response.statusCode).toBe(204)
    expect(await connectionOf(user)).toBeUndefined()
  })
})
