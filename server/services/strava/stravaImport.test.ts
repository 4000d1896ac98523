import { eq } from 'drizzle-orm'
import path from 'node:path'
import { buildApp } from '../../app'
import { stravaConnections } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { FIRST_ACTIVITY_ID, generateActivities } from '../../test/fakes/fakeStravaActivities'
import { IMPORT_LOOKBACK_MS } from './stravaImport'
import {
  connectedUser as connectedStravaUser,
  importFor as stravaImport,
  startStravaTestApp,
  stopStravaTestApp,
} from '../../test/stravaTestApp'
import type { TestApp } from '../../test/testApp'
import { createTestUser, type TestUser } from '../../test/testUsers'

/** 450 recent activities and one from six years ago. */
const RECENT = 450
const COUNT = RECENT + 1
let fake: FakeStrava
let t: TestApp

beforeAll(async () => {
  const activities = generateActivities(RECENT)
  const yearsAgo = { ...generateActivities(1)[0], id: FIRST_ACTIVITY_ID, name: 'First ever run' }
  yearsAgo.start_date = new Date(Date.now() - 6 * 365 * 24 * 3600_000).toISOString().replace(/\.\d+Z$/, 'Z')
  ;({ fake, t } = await startStravaTestApp([...activities, yearsAgo]))
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))

type Workout = Record<string, unknown> & { strava_activity_id: string | null; strava_data: Record<string, unknown> }

const connectedUser = () => connectedStravaUser(t)

const importFor = (user: TestUser, app = t.app) => stravaImport(app, user)

async function allWorkouts(user: TestUser): Promise<Workout[]> {
  const found: Workout[] = []
  for (let offset = 0; ; offset += 200) {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/workouts?limit=200&offset=${offset}`,
      headers: user.headers,
    })
    found.push(...page.json<Workout[]>())
    if (page.json<Workout[]>().length < 200) return found
  }
}

const activity = (index: number) => fake.state.activities[index]
const byActivity = (workouts: Workout[], index: number) =>
  workouts.find((w) => w.strava_activity_id === String(activity(index).id))

/** The product's type for each sport type the fake reports (docs/product.md §9 and the mapping). */
const EXPECTED_TYPES: Record<string, string> = {
  Run: 'Run',
  TrailRun: 'Run',
  VirtualRun: 'Run',
  Ride: 'Bike',
  VirtualRide: 'Bike',
  MountainBikeRide: 'Bike',
  GravelRide: 'Bike',
  EBikeRide: 'Bike',
  Swim: 'Swim',
  Walk: 'Walk',
  Hike: 'Walk',
  WeightTraining: 'Weightlifting',
  Yoga: 'Yoga',
  HighIntensityIntervalTraining: 'HIIT',
  Crossfit: 'HIIT',
  Rowing: 'Row',
  VirtualRow: 'Row',
  Kayaking: 'Other',
  Pickleball: 'Other',
}

describe('importing from Strava', () => {
  let user: TestUser
  let workouts: Workout[]
  let listsBefore: number

  beforeAll(async () => {
    user = await connectedUser()
    listsBefore = fake.state.counts.lists
    const response = await importFor(user)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ imported: COUNT, skipped: 0, detail: `Imported ${COUNT} activities` })
    workouts = await allWorkouts(user)
  }, 120_000)

  it('imports the whole history once, paging 200 at a time, with its detail', () => {
    expect(workouts).toHaveLength(COUNT)
    expect(new Set(workouts.map((w) => w.strava_activity_id)).size).toBe(COUNT)
    expect(workouts.some((w) => w.workout_text === 'First ever run')).toBe(true)
    expect(fake.state.counts.lists - listsBefore).toBe(3)
    expect(fake.state.detailFetches.size).toBe(COUNT)
    expect([...fake.state.detailFetches.values()].every((n) => n === 1)).toBe(true)
  })

  it('maps every sport type to a product workout type', () => {
    for (const [index, { sport_type: sportType }] of fake.state.activities.slice(0, 19).entries()) {
      expect([sportType, byActivity(workouts, index)?.type]).toEqual([sportType, EXPECTED_TYPES[sportType]])
    }
  })

  it("stores the activity's name, start, moving time in minutes, calories and description from the detail", () => {
    const source = activity(0)
    expect(byActivity(workouts, 0)).toEqual({
      id: expect.any(String),
      workout_text: source.name,
      type: 'Run',
      duration: Math.round((source.moving_time / 60) * 10) / 10,
      calories_burned: source.calories,
      notes: null,
      date: new Date(source.start_date).toISOString(),
      strava_activity_id: String(source.id),
      strava_data: {
        name: source.name,
        type: source.type,
        sport_type: source.sport_type,
        distance: source.distance,
        moving_time: source.moving_time,
        elapsed_time: source.elapsed_time,
        average_speed: source.average_speed,
        max_speed: source.max_speed,
        total_elevation_gain: source.total_elevation_gain,
        average_heartrate: source.average_heartrate,
        max_heartrate: source.max_heartrate,
        calories: source.calories,
        suffer_score: source.suffer_score,
        workout_type: source.workout_type,
        description: source.description,
      },
    })
  })

  it('leaves heart rate, suffer score and calories null, not 0, when Strava has none', () => {
    const withoutHeartRate = byActivity(workouts, 2)
    expect(activity(2).has_heartrate).toBe(false)
    expect(withoutHeartRate?.strava_data).toMatchObject({
      average_heartrate: null,
      max_heartrate: null,
      suffer_score: null,
    })
    const withoutCalories = byActivity(workouts, 6)
    expect(activity(6).calories).toBeUndefined()
    expect(withoutCalories?.calories_burned).toBeNull()
    expect(withoutCalories?.strava_data.calories).toBeNull()
    expect(byActivity(workouts, 1)?.strava_data.description).toBeNull()
  })

  it('lists the imported workouts newest first', () => {
    expect(workouts[0].strava_activity_id).toBe(String(activity(0).id))
    expect(workouts[COUNT - 1].strava_activity_id).toBe(String(activity(COUNT - 1).id))
  })

  it('imports nothing new the second time, duplicates nothing, and asks only for what is newer', async () => {
    const details = fake.state.detailFetches.size
    const response = await importFor(user)
    expect(response.json()).toEqual({ imported: 0, skipped: 0, detail: 'No new activities' })
    expect(await allWorkouts(user)).toHaveLength(COUNT)
    expect(fake.state.detailFetches.size).toBe(details)
  })

  it('imports an activity recorded since the last import', async () => {
    const fresh = { ...generateActivities(1)[0], id: FIRST_ACTIVITY_ID + 10_000, name: 'Evening Run' }
    fresh.start_date = new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, 'Z')
    fake.state.activities.push(fresh)
    try {
      const response = await importFor(user)
      expect(response.json()).toEqual({ imported: 1, skipped: 0, detail: 'Imported 1 activity' })
      expect((await allWorkouts(user))[0].workout_text).toBe('Evening Run')
    } finally {
      fake.state.activities.pop()
    }
  })
})

describe('imports that overlap', () => {
  it('imports each activity once when two server processes import for the same person at the same time', async () => {
    const user = await connectedUser()
    const second = await buildApp({
      config: t.config,
      db: t.database.db,
      staticDir: path.join(t.dataDir, 'no-dist'),
      logger: false,
    })
    try {
      const [a, b, c] = await Promise.all([importFor(user), importFor(user, second), importFor(user)])
      const imported = [a, b, c].map((response) => response.json<{ imported: number }>().imported)
      expect(imported.reduce((sum, n) => sum + n, 0)).toBe(COUNT)
      const workouts = await allWorkouts(user)
      expect(workouts).toHaveLength(COUNT)
      expect(new Set(workouts.map((w) => w.strava_activity_id)).size).toBe(COUNT)
    } finally {
      await second.close()
    }
  }, 120_000)
})

describe('import errors', () => {
  it('skips an activity deleted on Strava between the listing and its detail', async () => {
    const user = await connectedUser()
    await t.app.db
      .update(stravaConnections)
      // The import looks back IMPORT_LOOKBACK_MS before the cursor: this one lists the three newest activities.
      .set({ lastActivityAt: new Date(Date.parse(activity(3).start_date) + IMPORT_LOOKBACK_MS) })
      .where(eq(stravaConnections.userId, user.id))
    const gone = activity(1)
    let requests = 0
    fake.state.options.onApiRequest = (state) => {
      if (++requests === 2) state.activities.splice(1, 1)
    }
    try {
      const response = await importFor(user)
      expect(response.json()).toEqual({ imported: 2, skipped: 1, detail: 'Imported 2 activities' })
    } finally {
      fake.state.options.onApiRequest = null
      fake.state.activities.splice(1, 0, gone)
    }
  })

  it('answers 502 when Strava cannot be reached, keeping the connection', async () => {
    const user = await connectedUser()
    const offline = await buildApp({
      config: { ...t.config, stravaBaseUrl: 'http://127.0.0.1:9' },
      db: t.database.db,
      staticDir: path.join(t.dataDir, 'no-dist'),
      logger: false,
    })
    try {
      const response = await importFor(user, offline)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        detail: 'Strava is not responding; imported 0 activities so far. Try again later.',
      })
      expect((await importFor(user)).statusCode).toBe(200)
    } finally {
      await offline.close()
    }
  }, 60_000)

  it('answers 409 when Strava is not connected', async () => {
    const user = await createTestUser(t.app)
    const response = await importFor(user)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'Strava is not connected' })
  })

  it("answers 404 for another user's import", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${other.id}/strava/import`,
      headers: user.headers,
    })
    expect(response.statusCode).toBe(404)
  })
})
