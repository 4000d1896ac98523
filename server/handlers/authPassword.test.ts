import { eq } from 'drizzle-orm'
import { authTokens, users } from '../db/schema'
import {
  enableTwoFactor,
  freezeClockMidStep,
  latestMail,
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

const newEmail = () => `password-${++n}-${Date.now()}@example.com`
type Headers = { authorization: string }

async function mailResetLink(headers: Headers): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers })
  expect(response.statusCode).toBe(200)
}

function passwordLogin(username: string, password: string, remoteAddress = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } })
}

function reset(token: string, newPassword: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
}

/** A person signed in by email who then sets a password through the mailed link. */
async function personWithPassword(password = 'correct horse battery') {
  const email = newEmail()
  const session = await signInByEmail(t, email)
  await mailResetLink(session.headers)
  const token = resetToken(email)
  expect((await reset(token, password)).json()).toEqual({ ok: true, detail: 'Password updated! You can now log in.' })
  return { email, session, password, fresh: async () => signInByEmail(t, email) }
}

function resetToken(email: string): string {
  const message = latestMail(t, email)
  const link = new URL(message.links.find((l) => l.includes('/reset-password?')) ?? '')
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password')
  return link.searchParams.get('token') ?? ''
}

describe('setting a password', () => {
  it('needs a session to ask for the link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset' })
    expect(response.statusCode).toBe(401)
  })

  it('mails a set-password link, valid 1 hour, that sets the password; the profile then has one', async () => {
    const { email, session, password } = await personWithPassword()
    expect(latestMail(t, email).subject).toBe('Set your Macro Tracker password')
    const login = (await passwordLogin(email, password)).json()
    const headers = { authorization: `Bearer ${login.token}` }
    const profile = await t.app.inject({ method: 'GET', url: `/api/user/${session.user_id}`, headers })
    expect(profile.json().has_password).toBe(true)
  })

  it('signs every session out when the password is set', async () => {
    const { session } = await personWithPassword()
    const profile = await t.app.inject({ method: 'GET', url: `/api/user/${session.user_id}`, headers: session.headers })
    expect(profile.statusCode).toBe(401)
  })

  it('stores a self-describing scrypt hash, never the password', async () => {
    const { email, password } = await personWithPassword('a long secret phrase')
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email))
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(user.passwordHash).not.toContain(password)
  })

  it('accepts a reset token once', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await mailResetLink(session.headers)
    const token = resetToken(email)
    expect((await reset(token, 'first password')).statusCode).toBe(200)
    const again = await reset(token, 'second password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: 'Invalid or expired reset token' })
    expect((await passwordLogin(email, 'first password')).statusCode).toBe(200)
  })

  it('refuses an expired reset token', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await mailResetLink(session.headers)
    const [row] = await t.app.db.select().from(authTokens).where(eq(authTokens.email, email))
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000)
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, email))
    const response = await reset(resetToken(email), 'too late now')
    expect(response.json()).toEqual({ detail: 'Invalid or expired reset token' })
  })

  it('refuses an unknown token and a password under 8 characters', async () => {
    expect((await reset('made-up-token', 'long enough')).json()).toEqual({ detail: 'Invalid or expired reset token' })
    const short = await reset('made-up-token', 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json().detail).toMatch(/newPassword/)
  })
})

describe('password login', () => {
  it('answers a session for the right password', async () => {
    const { email, session, password } = await personWithPassword()
    const response = await passwordLogin(email.toUpperCase(), password)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ user_id: session.user_id, email, token: expect.any(String) })
  })

  it('answers the same 401 for a wrong password, an unknown email and an account without a password', async () => {
    const { email } = await personWithPassword()
    const noPassword = newEmail()
    await signInByEmail(t, noPassword)
    for (const [username, password] of [
      [email, 'wrong password'],
      ['nobody@example.com', 'whatever it is'],
      [noPassword, 'whatever it is'],
    ]) {
      const response = await passwordLogin(username, password)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: 'Invalid email or password' })
    }
  })

  it('limits wrong passwords per email (429 {detail}), even for the right one afterwards', async () => {
    const { email, password } = await personWithPassword()
    for (let i = 0; i < 10; i++) expect((await passwordLogin(email, 'nope nope')).statusCode).toBe(401)
    const limited = await passwordLogin(email, password)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many attempts, please try again in \d+ s$/)
  })

  it('asks for the 2FA code when the account has 2FA on', async () => {
    freezeClockMidStep()
    try {
      const { email, password, fresh } = await personWithPassword()
      const session = await fresh()
      const secret = await enableTwoFactor(t, session.headers)
      const first = await passwordLogin(email, password)
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
