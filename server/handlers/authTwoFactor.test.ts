import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { totpSecrets } from '../db/schema'
import {
  enableTwoFactor,
  freezeClockMidStep,
  requestLoginCode,
  signInByEmail,
  totpCode,
  uniqueIp,
} from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => freezeClockMidStep())
afterEach(() => jest.useRealTimers())

const newEmail = () => `totp-${++n}-${Date.now()}@example.com`
type Headers = { authorization: string }

function get(url: string, headers: Headers) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers })
}

function post(url: string, payload: object, headers: Partial<Headers> = {}) {
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: uniqueIp() })
}

/** The first login step by email code for an account with 2FA on. */
async function firstStep(email: string): Promise<string> {
  const { code } = await requestLoginCode(t, email)
  const response = await post('/auth/verify-email-login-token', { email, token: code })
  expect(response.json()).toEqual({ two_factor_required: true, tempToken: expect.any(String) })
  return response.json().tempToken
}

const nextStep = () => jest.setSystemTime(Date.now() + 30_000)

describe('setting up 2FA', () => {
  it('answers 404 for the status until 2FA is enabled, then {enabled: true}', async () => {
    const session = await signInByEmail(t, newEmail())
    const before = await get('/auth/2fa/status?email=x', session.headers)
    expect(before.statusCode).toBe(404)
    expect(before.json()).toEqual({ detail: 'Two-factor authentication is not enabled' })
    await get('/auth/2fa/setup', session.headers)
    expect((await get('/auth/2fa/status', session.headers)).statusCode).toBe(404)
    await enableTwoFactor(t, session.headers)
    const after = await get('/auth/2fa/status', session.headers)
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ enabled: true })
    const profile = await get(`/user/${session.user_id}`, session.headers)
    expect(profile.json().two_factor_enabled).toBe(true)
  })

  it('returns a QR code data URL of the otpauth URI and a base32 secret, stored but not enabled', async () => {
    const session = await signInByEmail(t, newEmail())
    const response = await get('/auth/2fa/setup', session.headers)
    expect(response.statusCode).toBe(200)
    const { qr_code_data_url, secret } = response.json()
    expect(qr_code_data_url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const [row] = await t.app.db.select().from(totpSecrets).where(eq(totpSecrets.userId, session.user_id))
    expect(row).toMatchObject({ secret, enabled: false })
  })

  it("refuses to enable with a wrong code ('Invalid code' 400) or without a setup", async () => {
    const session = await signInByEmail(t, newEmail())
    const noSetup = await post('/auth/2fa/enable', { code: '123456' }, session.headers)
    expect(noSetup.statusCode).toBe(400)
    expect(noSetup.json()).toEqual({ detail: 'Invalid code' })
    const { secret } = (await get('/auth/2fa/setup', session.headers)).json()
    const wrong = (await totpCode(secret, 3)) === '000000' ? '111111' : '000000'
    for (const code of [wrong, await totpCode(secret, -3)]) {
      const response = await post('/auth/2fa/enable', { code }, session.headers)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'Invalid code' })
    }
    expect((await post('/auth/2fa/enable', { code: 'abcdef' }, session.headers)).statusCode).toBe(400)
  })

  it('accepts one step of clock drift either way', async () => {
    for (const drift of [-1, 0, 1]) {
      const session = await signInByEmail(t, newEmail())
      const { secret } = (await get('/auth/2fa/setup', session.headers)).json()
      const response = await post('/auth/2fa/enable', { code: await totpCode(secret, drift) }, session.headers)
      expect(response.json()).toEqual({ ok: true, detail: '2FA enabled!', token: expect.any(String) })
    }
  })

  it('ends every other session when 2FA goes on; this device goes on with the new token', async () => {
    const email = newEmail()
    const here = await signInByEmail(t, email)
    const elsewhere = await signInByEmail(t, email)
    const oldHeaders = { ...here.headers }
    const { secret } = (await get('/auth/2fa/setup', here.headers)).json()
    const enabled = await post('/auth/2fa/enable', { code: await totpCode(secret, -1) }, here.headers)
    const renewed = { authorization: `Bearer ${enabled.json().token}` }
    expect((await get(`/user/${here.user_id}`, renewed)).statusCode).toBe(200)
    expect((await get(`/user/${here.user_id}`, elsewhere.headers)).statusCode).toBe(401)
    expect((await get(`/user/${here.user_id}`, oldHeaders)).statusCode).toBe(401)
    expect((await get('/auth/2fa/status', renewed)).json()).toEqual({ enabled: true })
  })

  it('refuses two steps of clock drift either way', async () => {
    const session = await signInByEmail(t, newEmail())
    const { secret } = (await get('/auth/2fa/setup', session.headers)).json()
    for (const drift of [-2, 2]) {
      const response = await post('/auth/2fa/enable', { code: await totpCode(secret, drift) }, session.headers)
      expect(response.json()).toEqual({ detail: 'Invalid code' })
    }
  })

  it('answers 409 to a setup while 2FA is on', async () => {
    const session = await signInByEmail(t, newEmail())
    await enableTwoFactor(t, session.headers)
    const response = await get('/auth/2fa/setup', session.headers)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'Two-factor authentication is already enabled' })
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa/status' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa/setup' })).statusCode).toBe(401)
  })
})

describe('logging in with 2FA on', () => {
  it('answers a tempToken to the email code, and a session for the tempToken with a current code', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const tempToken = await firstStep(email)
    const response = await post('/auth/2fa/verify', { tempToken, code: await totpCode(secret) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      user_id: session.user_id,
      token: expect.any(String),
      name: null,
      email,
      picture: null,
      profile_pic: null,
      theme_preference: 'auto',
    })
  })

  it('also asks for the code after the emailed link', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await enableTwoFactor(t, session.headers)
    const { token } = await requestLoginCode(t, email)
    const response = await post('/auth/verify-email-login-token', { email, token })
    expect(response.json()).toEqual({ two_factor_required: true, tempToken: expect.any(String) })
  })

  it('never accepts a code twice: not the one that enabled 2FA, not one already used to log in', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const enablingCode = await totpCode(secret, -1)
    const replayed = await post('/auth/2fa/verify', { tempToken: await firstStep(email), code: enablingCode })
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toEqual({ detail: 'Invalid code' })
    const code = await totpCode(secret)
    expect((await post('/auth/2fa/verify', { tempToken: await firstStep(email), code })).statusCode).toBe(200)
    const again = await post('/auth/2fa/verify', { tempToken: await firstStep(email), code })
    expect(again.statusCode).toBe(401)
    nextStep()
    const fresh = await post('/auth/2fa/verify', { tempToken: await firstStep(email), code: await totpCode(secret) })
    expect(fresh.statusCode).toBe(200)
  })

  it('accepts a tempToken once', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const tempToken = await firstStep(email)
    expect((await post('/auth/2fa/verify', { tempToken, code: await totpCode(secret) })).statusCode).toBe(200)
    nextStep()
    const again = await post('/auth/2fa/verify', { tempToken, code: await totpCode(secret) })
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ detail: 'Your login has expired, please sign in again' })
  })

  it('refuses a tempToken after 5 minutes, after 5 wrong codes, and a session token in its place', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const stale = await firstStep(email)
    jest.setSystemTime(Date.now() + 5 * 60_000 + 1000)
    const expired = await post('/auth/2fa/verify', { tempToken: stale, code: await totpCode(secret) })
    expect(expired.json()).toEqual({ detail: 'Your login has expired, please sign in again' })
    const worn = await firstStep(email)
    const wrong = (await totpCode(secret)) === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/2fa/verify', { tempToken: worn, code: wrong })).statusCode).toBe(401)
    const tooLate = await post('/auth/2fa/verify', { tempToken: worn, code: await totpCode(secret) })
    expect(tooLate.json()).toEqual({ detail: 'Your login has expired, please sign in again' })
    const swapped = await post('/auth/2fa/verify', { tempToken: session.token, code: await totpCode(secret) })
    expect(swapped.statusCode).toBe(401)
  })

  it('limits wrong codes per account across tempTokens (429 {detail})', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const wrong = (await totpCode(secret)) === '000000' ? '111111' : '000000'
    for (let token = 0; token < 2; token++) {
      const tempToken = await firstStep(email)
      for (let i = 0; i < 5; i++)
        expect((await post('/auth/2fa/verify', { tempToken, code: wrong })).statusCode).toBe(401)
    }
    const limited = await post('/auth/2fa/verify', { tempToken: await firstStep(email), code: await totpCode(secret) })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many attempts, please try again in \d+ s$/)
  })

  it("does not count a forged tempToken's wrong codes against the account it names", async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const forged = await new SignJWT({ kind: 'two_factor', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user_id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
    for (let i = 0; i < 12; i++) await post('/auth/2fa/verify', { tempToken: forged, code: '000000' })
    const real = await post('/auth/2fa/verify', { tempToken: await firstStep(email), code: await totpCode(secret) })
    expect(real.statusCode).toBe(200)
  })

  it('refuses a pending second step once the person has logged out everywhere', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const tempToken = await firstStep(email)
    await post('/auth/logout', {}, session.headers)
    const response = await post('/auth/2fa/verify', { tempToken, code: await totpCode(secret) })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a tempToken as a session', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await enableTwoFactor(t, session.headers)
    const tempToken = await firstStep(email)
    const response = await get(`/user/${session.user_id}`, { authorization: `Bearer ${tempToken}` })
    expect(response.statusCode).toBe(401)
  })
})

describe('disabling 2FA', () => {
  it('needs a current, unused code, then logins no longer ask for one', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const secret = await enableTwoFactor(t, session.headers)
    const wrong = await post('/auth/2fa/disable', { code: await totpCode(secret, -1) }, session.headers)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: 'Invalid code' })
    const response = await post('/auth/2fa/disable', { code: await totpCode(secret) }, session.headers)
    expect(response.json()).toEqual({ ok: true, detail: 'Two-factor authentication is off.' })
    expect((await get('/auth/2fa/status', session.headers)).statusCode).toBe(404)
    const { code } = await requestLoginCode(t, email)
    expect((await post('/auth/verify-email-login-token', { email, token: code })).json().user_id).toBe(session.user_id)
  })

  it('answers 400 when 2FA is not on', async () => {
    const session = await signInByEmail(t, newEmail())
    const response = await post('/auth/2fa/disable', { code: '123456' }, session.headers)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Two-factor authentication is not enabled' })
  })
})
