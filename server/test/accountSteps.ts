import { generate } from 'otplib'
import { SoftAuthenticator } from './fakes/softAuthenticator'
import { readOutbox, type OutboxMessage } from '../services/mail/outboxReader'
import type { TestApp } from './testApp'

let ipCounter = 0

/** A client address of its own, so one test's requests never count against another's rate limits. */
export function uniqueIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/** The newest message the outbox holds for an address. */
export function latestMail(t: TestApp, to: string): OutboxMessage {
  const message = readOutbox(t.dataDir, to).at(-1)
  if (!message) throw new Error(`No email to ${to} in the outbox`)
  return message
}

/** The code and link of an email login message. */
export function loginSecrets(message: OutboxMessage): { code: string; link: URL; token: string } {
  const code = /Your code: (\d{6})/.exec(message.text)?.[1]
  const link = new URL(message.links.find((l) => l.includes('/email-login?')) ?? '')
  const token = link.searchParams.get('token')
  if (!code || !token) throw new Error(`No login code or link in: ${message.text}`)
  return { code, link, token }
}

/** Requests an email login as a person would and reads the code and link from the outbox. */
export async function requestLoginCode(t: TestApp, email: string, remoteAddress = uniqueIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-email-login-token',
    remoteAddress,
    payload: { email },
  })
  if (response.statusCode !== 200) throw new Error(`Login request failed: ${response.body}`)
  return loginSecrets(latestMail(t, email))
}

/** A session for an email (signing it up when new), through the email code, as the login screen does it. */
export async function signInByEmail(t: TestApp, email: string) {
  const { code } = await requestLoginCode(t, email)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email-login-token',
    remoteAddress: uniqueIp(),
    payload: { email, token: code },
  })
  const body = response.json() as { user_id: string; token: string; email: string }
  if (!body.user_id) throw new Error(`Email login failed: ${response.body}`)
  return { ...body, headers: { authorization: `Bearer ${body.token}` } }
}

/** The TOTP code of a secret for the time step `steps` away from now (as an authenticator app with that clock). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })
}

/** Every timer API but Date: tests freeze the clock for TOTP without stopping the app's timers. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

/**
 * Freezes Date in the middle of a 30-second TOTP step, so codes for the previous, current and next step are all
 * acceptable for the whole test; move on with `jest.setSystemTime(Date.now() + 30_000)`. Undo with useRealTimers.
 */
export function freezeClockMidStep(): void {
  const now = Date.now()
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: Math.floor(now / 30_000) * 30_000 + 15_000 })
}

/**
 * Turns on 2FA for a signed-in user through the API; answers the secret. Uses the code of the previous step.
 * Turning 2FA on replaces the session token: `headers` is updated in place to carry the new one.
 */
export async function enableTwoFactor(t: TestApp, headers: { authorization: string }): Promise<string> {
  const setup = await t.app.inject({ method: 'GET', url: '/api/auth/2fa/setup', headers })
  const { secret } = setup.json() as { secret: string }
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers,
    payload: { code: await totpCode(secret, -1) },
  })
  if (enable.statusCode !== 200) throw new Error(`2FA enable failed: ${enable.body}`)
  headers.authorization = `Bearer ${(enable.json() as { token: string }).token}`
  return secret
}

/** The name the web app gives a passkey made in Chrome on Linux (src/features/passkeys/deviceName.ts). */
const CHROME_LINUX = 'Chrome on Linux'

/** A POST to the API from an address of its own. */
export function postFromNewIp(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: uniqueIp() })
}

/** Passkey signup as the signup wizard does it: begin without a session, create, finish with this browser's name. */
export async function signUpWithPasskey(
  t: TestApp,
  email: string,
  authenticator = new SoftAuthenticator('http://localhost:3000'),
) {
  const options = (await postFromNewIp(t, '/auth/passkey/register/begin', { email })).json()
  const attestation = authenticator.create(options)
  const finish = await postFromNewIp(t, '/auth/passkey/register/finish', {
    email,
    attestation,
    device_name: CHROME_LINUX,
  })
  return { authenticator, options, attestation, finish }
}
