import { eq } from 'drizzle-orm'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { authTokens, users } from '../db/schema'
import { latestMail, loginSecrets, requestLoginCode, uniqueIp } from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `person-${++n}-${Date.now()}@example.com`
const SENT = { ok: true, detail: 'If your email exists, a login link/code has been sent.' }

function verify(email: string, token: string, remoteAddress = uniqueIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email-login-token',
    remoteAddress,
    payload: { email, token },
  })
}

function request(email: string, remoteAddress = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/request-email-login-token', remoteAddress, payload: { email } })
}

describe('requesting an email login', () => {
  it('answers the same whether or not the email has an account, and mails both', async () => {
    const known = newEmail()
    await t.app.db.insert(users).values({ id: `known-${n}-0000000000000`, email: known })
    const unknown = newEmail()
    const answers = [await request(known), await request(unknown)]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual(SENT)
    }
    expect(latestMail(t, known).subject).toMatch(/^Your Macro Tracker login code: \d{6}$/)
    expect(latestMail(t, unknown).subject).toMatch(/^Your Macro Tracker login code: \d{6}$/)
  })

  it('writes an RFC 822 file per message to DATA_DIR/outbox with a 6-digit code and the login link', async () => {
    const email = newEmail()
    await request(email)
    const message = latestMail(t, email)
    expect(path.dirname(message.file)).toBe(path.join(t.dataDir, 'outbox'))
    expect(path.basename(message.file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-person-.+@example\.com\.eml$/)
    const raw = readFileSync(message.file, 'utf8')
    expect(raw).toContain('\r\nSubject: Your Macro Tracker login code: ')
    expect(raw).toMatch(/Content-Type: text\/plain/)
    expect(raw).toMatch(/Content-Type: text\/html/)
    const { code, link, token } = loginSecrets(message)
    expect(code).toMatch(/^\d{6}$/)
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/email-login')
    expect(link.searchParams.get('email')).toBe(email)
    expect(token.length).toBeGreaterThanOrEqual(40)
    expect(message.html).toContain(code)
  })

  it('stores only hashes of the code and the link token', async () => {
    const email = newEmail()
    const { code, token } = await requestLoginCode(t, email)
    const rows = await t.app.db.select().from(authTokens).where(eq(authTokens.email, email))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
  })

  it('rejects an invalid email with 400 {detail}', async () => {
    const response = await request('not-an-email')
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/email/)
  })
})

describe('verifying an email login', () => {
  it('signs up an unknown email with its code and answers a session that works', async () => {
    const email = newEmail()
    const { code } = await requestLoginCode(t, email)
    const response = await verify(email, code)
    expect(response.statusCode).toBe(200)
    const session = response.json()
    expect(session).toEqual({
      user_id: expect.any(String),
      token: expect.any(String),
      name: null,
      email,
      picture: null,
      profile_pic: null,
      theme_preference: 'auto',
    })
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/${session.user_id}`,
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(profile.statusCode).toBe(200)
    expect(profile.json().email).toBe(email)
  })

  it('logs an existing account in with the link token, whatever the case of the email', async () => {
    const email = newEmail()
    const [user] = await t.app.db
      .insert(users)
      .values({ id: `link-${n}-000000000000000`, email })
      .returning()
    const { token } = await requestLoginCode(t, email.toUpperCase())
    const response = await verify(email.toUpperCase(), token)
    expect(response.statusCode).toBe(200)
    expect(response.json().user_id).toBe(user.id)
  })

  it('accepts a code once', async () => {
    const email = newEmail()
    const { code } = await requestLoginCode(t, email)
    expect((await verify(email, code)).statusCode).toBe(200)
    const again = await verify(email, code)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ detail: 'Invalid or expired code' })
  })

  it('accepts a link once, and the code of the same email dies with it', async () => {
    const email = newEmail()
    const { code, token } = await requestLoginCode(t, email)
    expect((await verify(email, token)).statusCode).toBe(200)
    const again = await verify(email, token)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ detail: 'Invalid or expired login link.' })
    expect((await verify(email, code)).statusCode).toBe(401)
  })

  it('refuses a code or link once it has expired', async () => {
    const email = newEmail()
    const { code, token } = await requestLoginCode(t, email)
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, email))
    expect((await verify(email, code)).json()).toEqual({ detail: 'Invalid or expired code' })
    expect((await verify(email, token)).json()).toEqual({ detail: 'Invalid or expired login link.' })
  })

  it('keeps only the newest code of an email working', async () => {
    const email = newEmail()
    const first = await requestLoginCode(t, email)
    const second = await requestLoginCode(t, email)
    expect((await verify(email, first.token)).statusCode).toBe(401)
    expect((await verify(email, second.code)).statusCode).toBe(200)
  })

  it('refuses a code or link with another email', async () => {
    const email = newEmail()
    const other = newEmail()
    const { code, token } = await requestLoginCode(t, email)
    expect((await verify(other, code)).statusCode).toBe(401)
    expect((await verify(other, token)).statusCode).toBe(401)
    expect((await verify(email, token)).statusCode).toBe(200)
  })

  it('kills a code after 5 wrong attempts; the link mailed with it still works', async () => {
    const email = newEmail()
    const { code, token } = await requestLoginCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).statusCode).toBe(401)
    const right = await verify(email, code)
    expect(right.statusCode).toBe(401)
    expect(right.json()).toEqual({ detail: 'Invalid or expired code' })
    expect((await verify(email, token)).statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  it('limits wrong codes per email, whatever the client address: 429 {detail} with Retry-After', async () => {
    const email = newEmail()
    await requestLoginCode(t, email)
    for (let i = 0; i < 10; i++) expect((await verify(email, '999999')).statusCode).toBe(401)
    const limited = await verify(email, '999999')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/^Too many attempts, please try again in \d+ s$/) })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it("does not lock the owner out: with an email's codes at their limit, its mailed link still logs in", async () => {
    const email = newEmail()
    const { token } = await requestLoginCode(t, email)
    for (let i = 0; i < 10; i++) await verify(email, '999999')
    expect((await verify(email, '999999')).statusCode).toBe(429)
    expect((await verify(email, token)).statusCode).toBe(200)
  })

  it('limits wrong codes per client address, across emails', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 30; i++) expect((await verify(newEmail(), '999999', ip)).statusCode).toBe(401)
    const limited = await verify(newEmail(), '999999', ip)
    expect(limited.statusCode).toBe(429)
    expect(Object.keys(limited.json())).toEqual(['detail'])
  })

  it('limits login mails per email', async () => {
    const email = newEmail()
    for (let i = 0; i < 5; i++) expect((await request(email)).statusCode).toBe(200)
    const limited = await request(email)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many attempts/)
    expect(readdirSync(path.join(t.dataDir, 'outbox')).filter((f) => f.includes(email))).toHaveLength(5)
  })

  it('limits login mail requests per client address', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 30; i++) expect((await request(newEmail(), ip)).statusCode).toBe(200)
    const limited = await request(newEmail(), ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many requests/)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
