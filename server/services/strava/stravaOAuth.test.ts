import { eq } from 'drizzle-orm'
import { stravaConnections } from '../../db/schema'
import type { FakeStrava } from '../../test/fakes/fakeStrava'
import { connectThroughFakeStrava, stateCookieOf, visitAuthorizePage } from '../../test/fakes/fakeStravaBrowser'
import { startStravaTestApp, stopStravaTestApp } from '../../test/stravaTestApp'
import { createTestApp, type TestApp } from '../../test/testApp'
import { createTestUser, type TestUser } from '../../test/testUsers'

let fake: FakeStrava
let t: TestApp

beforeAll(async () => {
  ;({ fake, t } = await startStravaTestApp())
}, 60_000)
afterAll(() => stopStravaTestApp({ fake, t }))
afterEach(() => {
  fake.state.options.grantedScope = null
})

const connectionOf = async (user: TestUser) =>
  (await t.app.db.select().from(stravaConnections).where(eq(stravaConnections.userId, user.id)))[0]

async function ticketFor(user: TestUser) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/${user.id}/strava/ticket`,
    headers: user.headers,
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ ticket: string; url: string }>()
}

/** Our login redirect: Strava's authorize URL, and the state cookie it gave this browser. */
async function startConnect(user: TestUser): Promise<{ authorize: URL; cookie: string }> {
  const login = await t.app.inject({ method: 'GET', url: (await ticketFor(user)).url })
  expect(login.statusCode).toBe(302)
  return { authorize: new URL(String(login.headers.location)), cookie: stateCookieOf(login.headers['set-cookie']) }
}

async function authorizeUrlFor(user: TestUser): Promise<URL> {
  return (await startConnect(user)).authorize
}

const callback = (query: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/strava/callback?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  })

describe('the connect ticket and login redirect', () => {
  it('gives the signed-in user a ticket and the login path that carries it', async () => {
    const user = await createTestUser(t.app)
    const { ticket, url } = await ticketFor(user)
    expect(url).toBe(`/api/strava/login?user_id=${user.id}&ticket=${ticket}`)
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/user/${(await createTestUser(t.app)).id}/strava/ticket`,
      headers: user.headers,
    })
    expect(theirs.statusCode).toBe(404)
  })

  it("redirects to Strava's authorize page with the client id, our callback, activity:read_all and a state", async () => {
    const location = await authorizeUrlFor(await createTestUser(t.app))
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/oauth/authorize`)
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'fake-client-id',
      redirect_uri: 'http://localhost:3000/api/strava/callback',
      response_type: 'code',
      approval_prompt: 'auto',
      scope: 'activity:read_all',
      state: expect.stringMatching(/^[\w-]{32,}$/),
    })
  })

  it('gives the browser the state in an HttpOnly, SameSite=Lax cookie only the callback receives', async () => {
    const login = await t.app.inject({ method: 'GET', url: (await ticketFor(await createTestUser(t.app))).url })
    const state = new URL(String(login.headers.location)).searchParams.get('state')
    expect(login.headers['set-cookie']).toBe(
      `strava_state=${state}; Path=/api/strava/callback; Max-Age=900; HttpOnly; SameSite=Lax`,
    )
  })

  it("refuses another user's ticket, an expired one, a session token and a missing one", async () => {
    const user = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    const { ticket } = await ticketFor(other)
    const expired = await t.app.tokens.sign('strava_ticket', user.id, 0, -10)
    for (const [query, status, detail] of [
      [`user_id=${user.id}&ticket=${ticket}`, 401, 'Invalid ticket'],
      [`user_id=${user.id}&ticket=${expired}`, 401, 'Token expired'],
      [`user_id=${user.id}&ticket=${user.token}`, 401, 'Invalid token'],
      [`user_id=${user.id}`, 400, "Invalid request: querystring must have required property 'ticket'"],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/strava/login?${query}` })
      expect(response.statusCode).toBe(status)
      expect(response.json()).toEqual({ detail })
    }
  })

  it('refuses a ticket issued before the user logged out', async () => {
    const user = await createTestUser(t.app)
    const { url } = await ticketFor(user)
    await t.app.tokens.revokeAll(user.id)
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(401)
  })
})

describe("Strava's redirect back", () => {
  it('connects through the authorize page: exchanges the code, stores the tokens, redirects to success', async () => {
    const user = await createTestUser(t.app)
    expect(await connectThroughFakeStrava(t.app, user, 'authorize')).toBe('/workouts?strava=success')
    const stored = await connectionOf(user)
    expect(stored).toMatchObject({ athleteId: '987654', scope: 'read,activity:read_all' })
    expect(fake.state.isCurrentRefreshToken(stored.refreshToken)).toBe(true)
    expect(fake.state.accessProblem(stored.accessToken)).toBeNull()
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000)
  })

  it('redirects to cancelled and stores nothing when the person clicks Cancel', async () => {
    const user = await createTestUser(t.app)
    expect(await connectThroughFakeStrava(t.app, user, 'cancel')).toBe('/workouts?strava=cancelled')
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('refuses a forged or foreign-kind state without exchanging the code (error)', async () => {
    const user = await createTestUser(t.app)
    const exchanges = fake.state.counts.exchanges
    const states = ['not-a-token', await t.app.tokens.sign('strava_ticket', user.id, 0, 300)]
    for (const state of states) {
      const code = fake.state.issueCode('read,activity:read_all')
      const response = await callback({ state, code, scope: 'read,activity:read_all' }, `strava_state=${state}`)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/workouts?strava=error')
      expect(response.headers['set-cookie']).toBe(
        'strava_state=; Path=/api/strava/callback; Max-Age=0; HttpOnly; SameSite=Lax',
      )
    }
    expect(fake.state.counts.exchanges).toBe(exchanges)
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('does nothing with a callback link opened in another browser (the victim of a forged link keeps Strava to themselves)', async () => {
    const attacker = await createTestUser(t.app)
    const victim = await createTestUser(t.app)
    const { authorize, cookie } = await startConnect(attacker)
    const link = await visitAuthorizePage(authorize.toString())
    const exchanges = fake.state.counts.exchanges
    const query = Object.fromEntries(link.searchParams)
    for (const victimCookie of [
      undefined,
      'strava_state=something-else',
      stateCookieOf((await t.app.inject({ method: 'GET', url: (await ticketFor(victim)).url })).headers['set-cookie']),
    ]) {
      expect((await callback(query, victimCookie)).headers.location).toBe('/workouts?strava=error')
    }
    expect(fake.state.counts.exchanges).toBe(exchanges)
    expect(await connectionOf(attacker)).toBeUndefined()
    expect(await connectionOf(victim)).toBeUndefined()
    // The browser that started it still finishes it.
    expect((await callback(query, cookie)).headers.location).toBe('/workouts?strava=success')
  })

  it('uses a state once: the same callback replayed, even from the same browser, is an error', async () => {
    const user = await createTestUser(t.app)
    const { authorize, cookie } = await startConnect(user)
    const query = Object.fromEntries((await visitAuthorizePage(authorize.toString())).searchParams)
    expect((await callback(query, cookie)).headers.location).toBe('/workouts?strava=success')
    const exchanges = fake.state.counts.exchanges
    expect(
      (await callback({ ...query, code: fake.state.issueCode('read,activity:read_all') }, cookie)).headers.location,
    ).toBe('/workouts?strava=error')
    expect(fake.state.counts.exchanges).toBe(exchanges)
  })

  it('refuses a state older than 15 minutes', async () => {
    const user = await createTestUser(t.app)
    const { authorize, cookie } = await startConnect(user)
    const query = Object.fromEntries((await visitAuthorizePage(authorize.toString())).searchParams)
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'performance',
        'hrtime',
      ],
    })
    jest.setSystemTime(Date.now() + 15 * 60_000 + 1000)
    try {
      expect((await callback(query, cookie)).headers.location).toBe('/workouts?strava=error')
    } finally {
      jest.useRealTimers()
    }
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('cancels without storing tokens when the person did not grant activity access', async () => {
    const user = await createTestUser(t.app)
    fake.state.options.grantedScope = 'read'
    expect(await connectThroughFakeStrava(t.app, user)).toBe('/workouts?strava=cancelled')
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('accepts activity:read without read_all', async () => {
    const user = await createTestUser(t.app)
    fake.state.options.grantedScope = 'read,activity:read'
    expect(await connectThroughFakeStrava(t.app, user)).toBe('/workouts?strava=success')
  })

  it('says the connection failed (error), not that the person cancelled, when Strava refuses the code', async () => {
    const user = await createTestUser(t.app)
    const { authorize, cookie } = await startConnect(user)
    const back = await visitAuthorizePage(authorize.toString())
    back.searchParams.set('code', 'made-up')
    const response = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } })
    expect(response.headers.location).toBe('/workouts?strava=error')
    expect(await connectionOf(user)).toBeUndefined()
  })

  it('connects with a base URL given with its /api/v3 suffix, through /oauth/token', async () => {
    const suffixed = await createTestApp({
      STRAVA_CLIENT_ID: fake.state.options.clientId,
      STRAVA_CLIENT_SECRET: fake.state.options.clientSecret,
      STRAVA_BASE_URL: `${fake.url}/api/v3/`,
    })
    try {
      const user = await createTestUser(suffixed.app)
      const exchanges = fake.state.counts.exchanges
      expect(await connectThroughFakeStrava(suffixed.app, user)).toBe('/workouts?strava=success')
      expect(fake.state.counts.exchanges).toBe(exchanges + 1)
      expect(fake.state.tokenPaths.at(-1)).toBe('/oauth/token')
    } finally {
      await suffixed.close()
    }
  })

  it('answers 400 without a state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/strava/callback?code=abc' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: "Invalid request: querystring must have required property 'state'" })
  })
})

describe('without Strava configured', () => {
  let bare: TestApp
  beforeAll(async () => {
    bare = await createTestApp()
  }, 60_000)
  afterAll(() => bare.close())

  it('answers 503 "Strava is not configured" to the ticket, the login redirect and the import', async () => {
    const user = await createTestUser(bare.app)
    const ticket = await t.app.tokens.sign('strava_ticket', user.id, 0, 300)
    for (const request of [
      { method: 'POST' as const, url: `/api/user/${user.id}/strava/ticket`, headers: user.headers },
      { method: 'GET' as const, url: `/api/strava/login?user_id=${user.id}&ticket=${ticket}` },
      { method: 'POST' as const, url: `/api/user/${user.id}/strava/import`, headers: user.headers },
    ]) {
      const response = await bare.app.inject(request)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: 'Strava is not configured' })
    }
  })

  it('sends a callback back with error', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/strava/callback?state=x&code=y' })
    expect(response.headers.location).toBe('/workouts?strava=error')
  })
})
