import { eq } from 'drizzle-orm'
import * as schema from '../db/schema'
import { latestMail, requestLoginCode, signInByEmail, uniqueIp } from '../test/accountSteps'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `changing-${++n}-${Date.now()}@example.com`
type Session = Awaited<ReturnType<typeof signInByEmail>>

function getUser(session: Session, id = session.user_id) {
  return t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: session.headers })
}

describe('changing the email', () => {
  function requestChange(session: Session, new_email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/request-email-change',
      headers: session.headers,
      payload: { new_email },
    })
  }

  function confirm(token: string) {
    return t.app.inject({ method: 'POST', url: '/api/user/confirm-email-change', payload: { token } })
  }

  function changeToken(to: string): string {
    const link = new URL(latestMail(t, to).links.find((l) => l.includes('/verify-email-change?')) ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email-change')
    return link.searchParams.get('token') ?? ''
  }

  it('mails a link to the new address; the link swaps the email once', async () => {
    const session = await signInByEmail(t, newEmail())
    const target = newEmail()
    const response = await requestChange(session, target)
    expect(response.json()).toEqual({ ok: true, detail: 'Check your new email for a confirmation link.' })
    expect((await getUser(session)).json().email).toBe(session.email)
    expect(latestMail(t, target).subject).toBe('Confirm your new Macro Tracker email')
    const token = changeToken(target)
    const confirmed = await confirm(token)
    expect(confirmed.json()).toEqual({ ok: true, email: target })
    const again = await confirm(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: 'Invalid or expired link' })
    const { code } = await requestLoginCode(t, target)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-login-token',
      remoteAddress: uniqueIp(),
      payload: { email: target, token: code },
    })
    expect(login.json().user_id).toBe(session.user_id)
    expect(
      (await getUser({ ...session, headers: { authorization: `Bearer ${login.json().token}` } })).json().email,
    ).toBe(target)
  })

  it('signs every session out and tells the old address', async () => {
    const session = await signInByEmail(t, newEmail())
    const target = newEmail()
    await requestChange(session, target)
    await confirm(changeToken(target))
    expect((await getUser(session)).statusCode).toBe(401)
    const notice = latestMail(t, session.email)
    expect(notice.subject).toBe('Your Macro Tracker email was changed')
    expect(notice.text).toContain(`changed to ${target}`)
  })

  it('refuses an expired link', async () => {
    const session = await signInByEmail(t, newEmail())
    const target = newEmail()
    await requestChange(session, target)
    await t.app.db
      .update(schema.authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authTokens.newEmail, target))
    const response = await confirm(changeToken(target))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Invalid or expired link' })
  })

  it('answers an address another account uses like a free one, mailing its owner a notice without a link', async () => {
    const session = await signInByEmail(t, newEmail())
    const other = await signInByEmail(t, newEmail())
    const free = await requestChange(session, newEmail())
    const taken = await requestChange(session, other.email.toUpperCase())
    expect(taken.statusCode).toBe(free.statusCode)
    expect(taken.json()).toEqual(free.json())
    const notice = latestMail(t, other.email)
    expect(notice.subject).toBe('Someone tried to use this email for another Macro Tracker account')
    expect(notice.links).toEqual([])
    const issued = await t.app.db.select().from(schema.authTokens).where(eq(schema.authTokens.newEmail, other.email))
    expect(issued).toEqual([])
    expect((await getUser(session)).json().email).toBe(session.email)
  })

  it('answers 400 for the current address', async () => {
    const session = await signInByEmail(t, newEmail())
    const same = await requestChange(session, session.email)
    expect(same.statusCode).toBe(400)
    expect(same.json()).toEqual({ detail: 'The new email is the same as the current one' })
  })

  it('answers 409 when the address was taken between the request and the confirmation', async () => {
    const session = await signInByEmail(t, newEmail())
    const target = newEmail()
    await requestChange(session, target)
    const token = changeToken(target)
    await signInByEmail(t, target)
    const response = await confirm(token)
    expect(response.statusCode).toBe(409)
    expect((await getUser(session)).json().email).toBe(session.email)
  })

  it('confirms a link sent twice at once once: the other answer is the invalid-link error, not a failure', async () => {
    const session = await signInByEmail(t, newEmail())
    const target = newEmail()
    await requestChange(session, target)
    const token = changeToken(target)
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400])
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json()).toEqual({ detail: 'Invalid or expired link' })
    }
    expect((await t.app.db.select().from(schema.users).where(eq(schema.users.email, target))).length).toBe(1)
  })

  it('gives an address two accounts race to confirm to one of them; the other answers 409', async () => {
    const first = await signInByEmail(t, newEmail())
    const second = await signInByEmail(t, newEmail())
    const target = newEmail()
    await requestChange(first, target)
    const firstToken = changeToken(target)
    await requestChange(second, target)
    const secondToken = changeToken(target)
    const answers = await Promise.all([confirm(firstToken), confirm(secondToken)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      detail: 'This email is already used by another account',
    })
  })

  it('needs a session to ask', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/request-email-change',
      payload: { new_email: newEmail() },
    })
    expect(response.statusCode).toBe(401)
  })
})
