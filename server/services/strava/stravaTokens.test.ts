import path from 'node:path'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../app'
import { stravaConnections } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { generateActivities } from '../../test/fakes/fakeStravaActivities'
import {
  connectedUser as connectedStravaUser,
  importFor as stravaImport,
  startStravaTestApp,
  stopStravaTestApp,
} from '../../test/stravaTestApp'
import type { TestApp } from '../../test/testApp'
import { type TestUser } from '../../test/testUsers'

const COUNT = 120
const SIX_HOURS = 6 * 3600
let fake: FakeStrava
let t: TestApp

beforeAll(async () => {
  ;({ fake, t } = await startStravaTestApp(generateActivities(COUNT)))
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))
afterEach(() => {
  Object.assign(fake.state.options, { accessTokenLifetimeSeconds: SIX_HOURS, latencyMs: 0, onApiRequest: null })
})

const connectedUser = () => connectedStravaUser(t)

const importFor = (user: TestUser, app = t.app) => stravaImport(app, user)

const connectionOf = async (user: TestUser) =>
  (await t.app.db.select().from(stravaConnections).where(eq(stravaConnections.userId, user.id)))[0]

/** Makes the stored access token look as if it expires in `seconds` (issued 6 hours before that). */
async function storedTokenExpiresIn(user: TestUser, seconds: number) {
  const expiresAt = new Date(Date.now() + seconds * 1000)
  await t.app.db
    .update(stravaConnections)
    .set({ expiresAt, updatedAt: new Date(expiresAt.getTime() - SIX_HOURS * 1000) })
    .where(eq(stravaConnections.userId, user.id))
}

describe('access tokens', () => {
  it('refreshes tokens that expire during an import, always keeping the newest refresh token', async () => {
    fake.state.options.accessTokenLifetimeSeconds = 1
    const user = await connectedUser()
    // COUNT+1 calls of 8 ms take about a second, over which 1-second tokens are refreshed at least twice (each one
    // at half its lifetime at the latest, and Strava's whole-second expires_at shortens that lifetime).
    fake.state.options.latencyMs = 8
    const refreshes = fake.state.counts.refreshes
    const rejected = fake.state.counts.rejectedRefreshes
    const response = await importFor(user)
    expect(response.json()).toEqual({ imported: COUNT, skipped: 0, detail: `Imported ${COUNT} activities` })
    expect(fake.state.counts.refreshes - refreshes).toBeGreaterThanOrEqual(2)
    expect(fake.state.counts.rejectedRefreshes).toBe(rejected)
    expect(fake.state.isCurrentRefreshToken((await connectionOf(user)).refreshToken)).toBe(true)
  }, 60_000)

  it('refreshes and retries when Strava answers 401 in the middle of an import', async () => {
    const user = await connectedUser()
    fake.state.resetRateLimit()
    fake.state.options.onApiRequest = (state) => {
      if (state.windowRequests === 40) state.expireAccessTokens()
    }
    const refreshes = fake.state.counts.refreshes
    const response = await importFor(user)
    expect(response.json()).toMatchObject({ imported: COUNT, skipped: 0 })
    expect(fake.state.counts.refreshes - refreshes).toBe(1)
    const stored = await connectionOf(user)
    expect(fake.state.isCurrentRefreshToken(stored.refreshToken)).toBe(true)
    expect(fake.state.accessProblem(stored.accessToken)).toBeNull()
  }, 60_000)

  it('refreshes before calling Strava when the stored token expires within 5 minutes', async () => {
    const user = await connectedUser()
    await storedTokenExpiresIn(user, 4 * 60)
    const refreshes = fake.state.counts.refreshes
    expect((await importFor(user)).statusCode).toBe(200)
    expect(fake.state.counts.refreshes - refreshes).toBe(1)
    expect((await connectionOf(user)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000)
  }, 60_000)

  it('does not refresh a token with more than 5 minutes left', async () => {
    const user = await connectedUser()
    await storedTokenExpiresIn(user, 6 * 60)
    const refreshes = fake.state.counts.refreshes
    expect((await importFor(user)).statusCode).toBe(200)
    expect(fake.state.counts.refreshes).toBe(refreshes)
  }, 60_000)

  it('takes the tokens another server process just rotated instead of giving up', async () => {
    const user = await connectedUser()
    await storedTokenExpiresIn(user, -60)
    const second = await buildApp({
      config: t.config,
      db: t.database.db,
      staticDir: path.join(t.dataDir, 'no-dist'),
      logger: false,
    })
    try {
      const responses = await Promise.all([importFor(user), importFor(user, second)])
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
      expect(responses.reduce((sum, response) => sum + response.json().imported, 0)).toBe(COUNT)
      expect(fake.state.isCurrentRefreshToken((await connectionOf(user)).refreshToken)).toBe(true)
    } finally {
      await second.close()
    }
  }, 60_000)

  it('forgets the tokens and says to connect again when the person revoked access on Strava', async () => {
    const user = await connectedUser()
    fake.state.revokeAll()
    const response = await importFor(user)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      detail: 'Strava access was revoked; imported 0 activities so far. Connect Strava again to import more.',
    })
    expect(await connectionOf(user)).toBeUndefined()
  }, 60_000)
})
