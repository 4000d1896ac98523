import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { workouts } from '../db/schema'
import { type FakeStrava, startFakeStrava } from './fakes/fakeStrava'
import type { FakeStravaActivity } from './fakes/fakeStravaActivities'
import type { FakeStravaOptions } from './fakes/fakeStravaState'
import { connectThroughFakeStrava } from './fakes/fakeStravaBrowser'
import { createTestApp, type TestApp } from './testApp'
import { createTestUser, type TestUser } from './testUsers'

/** A fake Strava and the app configured for it. */
export interface StravaTestApp {
  fake: FakeStrava
  t: TestApp
}

/** Starts a fake Strava (with these activities and options) and a test app whose Strava settings point at it. */
export async function startStravaTestApp(
  activities: FakeStravaActivity[] = [],
  options: Partial<FakeStravaOptions> = {},
): Promise<StravaTestApp> {
  const fake = await startFakeStrava({ ...options, activities })
  const t = await createTestApp({
    STRAVA_CLIENT_ID: fake.state.options.clientId,
    STRAVA_CLIENT_SECRET: fake.state.options.clientSecret,
    STRAVA_BASE_URL: fake.url,
  })
  return { fake, t }
}

export async function stopStravaTestApp({ fake, t }: StravaTestApp): Promise<void> {
  await t.close()
  await fake.close()
}

/** A new user who connected Strava through the fake's authorize page. */
export async function connectedUser(t: TestApp): Promise<TestUser> {
  const user = await createTestUser(t.app)
  const landing = await connectThroughFakeStrava(t.app, user)
  if (landing !== '/workouts?strava=success') throw new Error(`Connecting Strava ended at ${landing}`)
  return user
}

/** POST /user/{id}/strava/import as the user, on `app`. */
export function importFor(app: FastifyInstance, user: TestUser) {
  return app.inject({ method: 'POST', url: `/api/user/${user.id}/strava/import`, headers: user.headers })
}

/** The Strava activity ids of the user's stored workouts. */
export async function storedActivityIds(t: TestApp, user: TestUser): Promise<Array<string | null>> {
  const rows = await t.app.db
    .select({ id: workouts.stravaActivityId })
    .from(workouts)
    .where(eq(workouts.userId, user.id))
  return rows.map((row) => row.id)
}
