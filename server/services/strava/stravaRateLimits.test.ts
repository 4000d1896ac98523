import { eq } from 'drizzle-orm'
import { workouts } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { generateActivities } from '../../test/fakes/fakeStravaActivities'
import {
  connectedUser as connectedStravaUser,
  importFor as stravaImport,
  startStravaTestApp,
  stopStravaTestApp,
  storedActivityIds as storedStravaIds,
} from '../../test/stravaTestApp'
import type { TestApp } from '../../test/testApp'
import { type TestUser } from '../../test/testUsers'

/** More than one full page (200), and enough for an import to take three rate-limit windows of LIMIT requests. */
const COUNT = 250
const LIMIT = 100
let fake: FakeStrava
let t: TestApp

beforeAll(async () => {
  ;({ fake, t } = await startStravaTestApp(generateActivities(COUNT)))
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))

const connectedUser = () => connectedStravaUser(t)

const importFor = (user: TestUser) => stravaImport(t.app, user)

const storedActivityIds = (user: TestUser) => storedStravaIds(t, user)

/** Whole minutes from now until the next quarter hour or UTC midnight, as Strava's windows reset. */
function minutesUntil(windowMs: number, from: number): number {
  return Math.ceil((Math.floor(from / windowMs) * windowMs + windowMs - from) / 60_000)
}

describe("Strava's rate limit in the middle of an import", () => {
  it('stops with what it kept, then carries on after the window resets until everything is imported once', async () => {
    const user = await connectedUser()
    fake.state.detailFetches.clear()
    fake.state.resetRateLimit()
    fake.state.options.rateLimitAfter = LIMIT
    const before = Date.now()
    const first = await importFor(user)
    expect(first.statusCode).toBe(429)
    const kept = LIMIT - 1
    const expected = [before, Date.now()].map((at) => {
      const minutes = minutesUntil(15 * 60_000, at)
      return `Strava rate limit reached; imported ${kept} activities so far. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    })
    expect(expected).toContain(first.json().detail)
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(await storedActivityIds(user)).toHaveLength(kept)

    let last = first
    for (let attempt = 0; attempt < 5 && last.statusCode === 429; attempt++) {
      fake.state.resetRateLimit()
      last = await importFor(user)
      if (last.statusCode === 429)
        expect(last.json().detail).toMatch(/^Strava rate limit reached; imported \d+ activities/)
    }
    expect(last.statusCode).toBe(200)
    expect(last.json().detail).toMatch(/^Imported \d+ activities$/)
    const ids = await storedActivityIds(user)
    expect(ids).toHaveLength(COUNT)
    expect(new Set(ids).size).toBe(COUNT)
    expect(fake.state.detailFetches.size).toBe(COUNT)
    expect([...fake.state.detailFetches.values()].every((n) => n === 1)).toBe(true)
    fake.state.options.rateLimitAfter = null
    expect((await importFor(user)).json()).toMatchObject({ imported: 0, detail: 'No new activities' })
  }, 120_000)

  it('does not bring back a workout deleted between an interrupted import and the next one', async () => {
    const user = await connectedUser()
    fake.state.resetRateLimit()
    fake.state.options.rateLimitAfter = 20
    expect((await importFor(user)).statusCode).toBe(429)
    const [row] = await t.app.db.select().from(workouts).where(eq(workouts.userId, user.id)).limit(1)
    const first = row.stravaActivityId
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/workouts/${row.id}`,
      headers: user.headers,
    })
    expect(removed.statusCode).toBe(204)
    fake.state.options.rateLimitAfter = null
    const rest = await importFor(user)
    expect(rest.statusCode).toBe(200)
    const ids = await storedActivityIds(user)
    expect(ids).toHaveLength(COUNT - 1)
    expect(ids).not.toContain(first)
  }, 120_000)

  it("says to come back after midnight UTC when Strava's daily budget is spent", async () => {
    const user = await connectedUser()
    fake.state.resetRateLimit()
    Object.assign(fake.state.options, { rateLimitAfter: 3, rateLimitWindow: 'daily' })
    try {
      const before = Date.now()
      const response = await importFor(user)
      expect(response.statusCode).toBe(429)
      const minutes = Number(/Try again in (\d+) minutes?/.exec(response.json().detail)?.[1])
      expect(Math.abs(minutes - minutesUntil(24 * 3600_000, before))).toBeLessThanOrEqual(1)
      expect(response.json().detail).toMatch(/^Strava rate limit reached; imported 2 activities so far\./)
    } finally {
      Object.assign(fake.state.options, { rateLimitAfter: null, rateLimitWindow: '15min' })
    }
  })
})
