import { eq } from 'drizzle-orm'
import { buildApp } from '../app'
import { authTokens } from '../db/schema'
import { enableTwoFactor, latestMail, requestLoginCode, signInByEmail, uniqueIp } from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(90_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `burst-${++n}-${Date.now()}@example.com`
const BURST = 50

const post = (url: string, payload: object, remoteAddress = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress })

/** Sends `BURST` requests at once and counts the answers by status. */
async function burst(send: (index: number) => Promise<{ statusCode: number }>): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)))
  const counts: Record<number, number> = {}
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string, index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0')

describe('guesses sent at once', () => {
  it('checks at most 10 passwords per account in a burst of 50 from 50 addresses', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: session.headers })
    const token = new URL(latestMail(t, email).links.find((l) => l.includes('/reset-password?')) ?? '').searchParams
    await post('/auth/reset-password', { token: token.get('token'), newPassword: 'correct horse battery' })

    const counts = await burst((index) => post('/auth/login', { username: email, password: `wrong guess ${index}` }))
    expect(counts[401]).toBe(10)
    expect(counts[429]).toBe(BURST - 10)
  })

  it('checks at most 5 guesses of one emailed code, so the right code is dead after a burst', async () => {
    const email = newEmail()
    await signInByEmail(t, email)
    const { code } = await requestLoginCode(t, email)
    const counts = await burst((index) =>
      post('/auth/verify-email-login-token', { email, token: wrongCode(code, index) }),
    )
    expect(counts[401]).toBe(10)
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.email, email))
    expect(row.attempts).toBe(5)
    // The per-email budget is spent too; the 5 guesses the code allowed were all that reached it.
    const right = await post('/auth/verify-email-login-token', { email, token: code })
    expect([401, 429]).toContain(right.statusCode)
  })

  it('checks at most 5 TOTP codes per tempToken in a burst', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    await enableTwoFactor(t, session.headers)
    const { code } = await requestLoginCode(t, email)
    const first = await post('/auth/verify-email-login-token', { email, token: code })
    const { tempToken } = first.json() as { tempToken: string }
    const counts = await burst((index) => post('/auth/2fa/verify', { tempToken, code: wrongCode('0', index) }))
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST)
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.purpose, 'two_factor'))
    const row = rows.find((candidate) => candidate.email === email)
    expect(row?.attempts).toBe(5)
  })
})

describe('two API processes on one database', () => {
  it('share their rate limits and attempt limits', async () => {
    const second = await buildApp({
      config: t.config,
      db: t.database.db,
      exclusiveDatabase: false,
      staticDir: t.config.staticDir,
      logger: false,
    })
    const first = await buildApp({
      config: t.config,
      db: t.database.db,
      exclusiveDatabase: false,
      staticDir: t.config.staticDir,
      logger: false,
    })
    try {
      const apps = [first, second]
      const ip = uniqueIp()
      const has = (index: number) =>
        apps[index % 2].inject({
          method: 'POST',
          url: '/api/auth/passkey/has',
          remoteAddress: ip,
          payload: { email: 'someone@example.com' },
        })
      const statuses: number[] = []
      for (let call = 0; call < 31; call += 1) statuses.push((await has(call)).statusCode)
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
      expect(statuses[30]).toBe(429)

      const email = newEmail()
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          apps[index % 2].inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: uniqueIp(),
            payload: { username: email, password: `guess ${index}` },
          }),
        ),
      )
      expect(guesses.filter((answer) => answer.statusCode === 401)).toHaveLength(10)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
