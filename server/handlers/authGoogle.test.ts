import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { enableTwoFactor, freezeClockMidStep, signInByEmail, totpCode, uniqueIp } from '../test/accountSteps'
import { FakeGoogle } from '../test/fakes/googleJwks'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let google: FakeGoogle
let t: TestApp
let n = 0

beforeAll(async () => {
  google = await FakeGoogle.start()
  t = await createTestApp({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl })
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const newEmail = () => `google-${++n}-${Date.now()}@gmail.test`
const PICTURE = 'https://lh3.googleusercontent.com/a/photo'

function googleLogin(token: string, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/auth/google', remoteAddress: uniqueIp(), payload: { token } })
}

describe('Google sign-in', () => {
  it('signs up a new person keyed by Google subject id, with the picture as profile_pic', async () => {
    const email = newEmail()
    const token = await google.idToken({ sub: `sub-${n}`, email, name: 'Ada Lovelace', picture: PICTURE })
    const response = await googleLogin(token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      user_id: expect.any(String),
      token: expect.any(String),
      name: 'Ada Lovelace',
      email,
      picture: PICTURE,
      profile_pic: PICTURE,
      theme_preference: 'auto',
    })
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email))
    expect(user.googleId).toBe(`sub-${n}`)
  })

  it('finds the account by subject id again, even when the Google email changed', async () => {
    const sub = `sub-moving-${++n}`
    const first = await googleLogin(await google.idToken({ sub, email: newEmail() }))
    const second = await googleLogin(await google.idToken({ sub, email: newEmail() }))
    expect(second.json().user_id).toBe(first.json().user_id)
  })

  it('links an existing account with the same verified email', async () => {
    const email = newEmail()
    const existing = await signInByEmail(t, email)
    const response = await googleLogin(await google.idToken({ sub: `sub-link-${n}`, email, picture: PICTURE }))
    expect(response.json()).toMatchObject({ user_id: existing.user_id, profile_pic: PICTURE })
    const [user] = await t.app.db.select().from(users).where(eq(users.id, existing.user_id))
    expect(user.googleId).toBe(`sub-link-${n}`)
  })

  it('never links nor signs up an unverified email', async () => {
    const email = newEmail()
    const existing = await signInByEmail(t, email)
    const linked = await googleLogin(await google.idToken({ sub: `sub-unverified-${n}`, email, email_verified: false }))
    expect(linked.statusCode).toBe(401)
    expect(linked.json()).toEqual({ detail: 'Your Google email address is not verified' })
    const [user] = await t.app.db.select().from(users).where(eq(users.id, existing.user_id))
    expect(user.googleId).toBeNull()
    const fresh = await googleLogin(
      await google.idToken({ sub: `sub-unverified-new-${n}`, email: newEmail(), email_verified: false }),
    )
    expect(fresh.statusCode).toBe(401)
  })

  it('refuses a token with a bad signature, another audience, another issuer or past its expiry', async () => {
    const claims = { sub: `sub-bad-${++n}`, email: newEmail() }
    const cases: Array<[string, string]> = [
      [await google.idToken(claims, { forged: true }), 'Invalid Google credential'],
      [
        await google.idToken({ ...claims, aud: 'someone-else.apps.googleusercontent.com' }),
        'Invalid Google credential',
      ],
      [await google.idToken({ ...claims, iss: 'https://accounts.example.com' }), 'Invalid Google credential'],
      [await google.idToken(claims, { expiresIn: -60 }), 'Google sign-in expired, please try again'],
      ['not-a-jwt', 'Invalid Google credential'],
    ]
    for (const [token, detail] of cases) {
      const response = await googleLogin(token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail })
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, claims.email))).toHaveLength(0)
  })

  it('accepts the issuer spelled without https://', async () => {
    const response = await googleLogin(
      await google.idToken({ sub: `sub-iss-${++n}`, email: newEmail(), iss: 'accounts.google.com' }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('asks for the 2FA code when the account has 2FA on', async () => {
    freezeClockMidStep()
    try {
      const email = newEmail()
      const session = await signInByEmail(t, email)
      const secret = await enableTwoFactor(t, session.headers)
      const first = await googleLogin(await google.idToken({ sub: `sub-2fa-${n}`, email }))
      expect(first.json()).toEqual({ two_factor_required: true, tempToken: expect.any(String) })
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/verify',
        payload: { tempToken: first.json().tempToken, code: await totpCode(secret) },
      })
      expect(second.json()).toMatchObject({ user_id: session.user_id, token: expect.any(String) })
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('Google sign-in not configured', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await createTestApp()
  })
  afterAll(() => plain.close())

  it('answers 503 {detail} saying so', async () => {
    const response = await googleLogin(await google.idToken({ sub: 'x', email: newEmail() }), plain.app)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ detail: 'Google sign-in is not configured' })
  })
})
