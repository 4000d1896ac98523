import { eq } from 'drizzle-orm'
import { workouts } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { FIRST_ACTIVITY_ID, generateActivities, type FakeStravaActivity } from '../../test/fakes/fakeStravaActivities'
import { connectThroughFakeStrava } from '../../test/fakes/fakeStravaBrowser'
import {
  connectedUser as connectedStravaUser,
  importFor as stravaImport,
  startStravaTestApp,
  stopStravaTestApp,
  storedActivityIds as storedStravaIds,
} from '../../test/stravaTestApp'
import type { TestApp } from '../../test/testApp'
import { type TestUser } from '../../test/testUsers'

/** More than one full page (IMPORT_PAGE_SIZE, 200), so every import reads several pages. */
const COUNT = 250
let fake: FakeStrava
let t: TestApp
let extraId = FIRST_ACTIVITY_ID + 50_000

beforeAll(async () => {
  ;({ fake, t } = await startStravaTestApp(generateActivities(COUNT)))
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))
afterEach(() => {
  fake.state.activities.splice(COUNT)
  fake.state.resetRateLimit()
  Object.assign(fake.state.options, { rateLimitAfter: null, retryAfterSeconds: null })
})

const connectedUser = () => connectedStravaUser(t)

const importFor = (user: TestUser) => stravaImport(t.app, user)

const storedActivityIds = (user: TestUser) => storedStravaIds(t, user)

/** A new activity on Strava, starting `startMs`. */
function addActivity(startMs: number, name: string): FakeStravaActivity {
  const added = {
    ...generateActivities(1)[0],
    id: ++extraId,
    name,
    start_date: new Date(startMs).toISOString().replace(/\.\d+Z$/, 'Z'),
  }
  fake.state.activities.push(added)
  return added
}

describe('imports that nothing slips through', () => {
  it('imports an activity uploaded late, which started before the newest one imported', async () => {
    const user = await connectedUser()
    expect((await importFor(user)).json().imported).toBe(COUNT)
    const late = addActivity(Date.now() - 3 * 24 * 3600_000, 'Watch synced late')

    expect((await importFor(user)).json()).toEqual({ imported: 1, skipped: 0, detail: 'Imported 1 activity' })
    expect(await storedActivityIds(user)).toContain(String(late.id))
  }, 60_000)

  it('imports an activity that started in the same second as the newest one imported', async () => {
    const user = await connectedUser()
    await importFor(user)
    const twin = addActivity(Date.parse(fake.state.activities[0].start_date), 'Same second')

    expect((await importFor(user)).json().imported).toBe(1)
    expect(await storedActivityIds(user)).toContain(String(twin.id))
  }, 60_000)

  it('reads every page when a full page holds an entry it cannot read', async () => {
    const user = await connectedUser()
    const unreadable = addActivity(Date.parse(fake.state.activities[COUNT - 1].start_date) + 1000, 'Broken')
    ;(unreadable as { id: number | null }).id = null

    const response = await importFor(user)

    expect(response.json()).toMatchObject({ imported: COUNT })
    expect(new Set(await storedActivityIds(user)).size).toBe(COUNT)
  }, 60_000)

  it('waits out a short rate limit (Retry-After of a second) and finishes the import in one go', async () => {
    const user = await connectedUser()
    // Hit once, past half of the import's requests (2 list pages and COUNT details): one real second of waiting.
    Object.assign(fake.state.options, { rateLimitAfter: 150, retryAfterSeconds: 1 })

    const response = await importFor(user)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ imported: COUNT, detail: `Imported ${COUNT} activities` })
    expect(fake.state.counts.rateLimited).toBeGreaterThan(0)
  }, 60_000)

  it('never brings back a deleted workout, also after disconnecting and connecting again', async () => {
    const user = await connectedUser()
    await importFor(user)
    const [row] = await t.app.db.select().from(workouts).where(eq(workouts.userId, user.id)).limit(1)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/workouts/${row.id}`,
      headers: user.headers,
    })
    expect(deleted.statusCode).toBe(204)
    await t.app.inject({ method: 'POST', url: `/api/user/${user.id}/strava/disconnect`, headers: user.headers })
    expect(await connectThroughFakeStrava(t.app, user)).toBe('/workouts?strava=success')

    expect((await importFor(user)).json()).toEqual({ imported: 0, skipped: 0, detail: 'No new activities' })
    expect(await storedActivityIds(user)).not.toContain(row.stravaActivityId)
  }, 60_000)
})
