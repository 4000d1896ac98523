import { eq } from 'drizzle-orm'
import { passkeys, users, webauthnChallenges } from '../db/schema'
import {
  enableTwoFactor,
  freezeClockMidStep,
  postFromNewIp,
  signInByEmail,
  signUpWithPasskey as signUpWithPasskeyStep,
} from '../test/accountSteps'
import { SoftAuthenticator } from '../test/fakes/softAuthenticator'
import { createTestApp, type TestApp } from '../test/testApp'

jest.setTimeout(60_000)

let t: TestApp
let n = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newEmail = () => `passkey-${++n}-${Date.now()}@example.com`

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  postFromNewIp(t, url, payload, headers)
const signUpWithPasskey = (email: string, authenticator?: SoftAuthenticator) =>
  signUpWithPasskeyStep(t, email, authenticator)

async function loginOptions(username: string) {
  return (await post('/auth/passkey/login/begin', { username })).json()
}

describe('passkey signup and registration', () => {
  it('offers creation options bound to PUBLIC_URL with user verification required', async () => {
    const email = newEmail()
    const response = await post('/auth/passkey/register/begin', { email })
    expect(response.statusCode).toBe(200)
    const options = response.json()
    expect(options.rp).toEqual({ id: 'localhost', name: 'Macro Tracker' })
    expect(options.user.name).toBe(email)
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(options.authenticatorSelection.userVerification).toBe('required')
    expect(options.pubKeyCredParams).toContainEqual({ type: 'public-key', alg: -7 })
    const [stored] = await t.app.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.email, email))
    expect(stored.challenge).toBe(options.challenge)
  })

  it('creates the account and answers a session; the passkey is listed with its device name', async () => {
    const email = newEmail()
    const { finish } = await signUpWithPasskey(email)
    expect(finish.statusCode).toBe(200)
    const session = finish.json()
    expect(session).toMatchObject({ user_id: expect.any(String), token: expect.any(String), email })
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/auth/passkey/status?email=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(status.json()).toEqual({
      has_pass_key: true,
      passkeys: [
        {
          credential_id: expect.any(String),
          device_name: 'Chrome on Linux',
          created_at: expect.any(String),
          last_used_at: null,
        },
      ],
    })
    const [row] = await t.app.db.select().from(passkeys).where(eq(passkeys.userId, session.user_id))
    expect(row.transports).toEqual(['internal'])
    expect((await post('/auth/passkey/has', { email })).json()).toEqual({ hasPasskey: true })
  })

  it('binds the passkey to the id the new account gets (the WebAuthn user handle)', async () => {
    const email = newEmail()
    const { options, finish } = await signUpWithPasskey(email)
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(finish.json().user_id)
  })

  it('starts a passkey signup for a taken email like a free one, and refuses it only at the finish (409)', async () => {
    const email = newEmail()
    const session = await signInByEmail(t, email)
    const begin = await post('/auth/passkey/register/begin', { email })
    expect(begin.statusCode).toBe(200)
    expect(Object.keys(begin.json()).sort()).toEqual(
      Object.keys((await post('/auth/passkey/register/begin', { email: newEmail() })).json()).sort(),
    )
    expect(begin.json().excludeCredentials).toEqual([])
    const attestation = new SoftAuthenticator('http://localhost:3000').create(begin.json())
    const finish = await post('/auth/passkey/register/finish', { email, attestation })
    expect(finish.statusCode).toBe(409)
    expect(finish.json()).toEqual({ detail: 'An account with this email already exists' })
    expect(await t.app.db.select().from(passkeys).where(eq(passkeys.userId, session.user_id))).toEqual([])
  })

  it('adds a passkey to the signed-in account, excluding the ones it has, named as asked', async () => {
    const email = newEmail()
    const { finish, attestation } = await signUpWithPasskey(email)
    const headers = { authorization: `Bearer ${finish.json().token}` }
    const options = (await post('/auth/passkey/register/begin', { email: 'ignored@example.com' }, headers)).json()
    expect(options.excludeCredentials).toEqual([{ id: attestation.id, type: 'public-key', transports: ['internal'] }])
    const second = new SoftAuthenticator('http://localhost:3000').create(options)
    const added = await post(
      '/auth/passkey/register/finish',
      { email, attestation: second, device_name: 'Work laptop' },
      headers,
    )
    expect(added.statusCode).toBe(200)
    expect(added.json().user_id).toBe(finish.json().user_id)
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/status', headers })
    expect(status.json().passkeys.map((p: { device_name: string }) => p.device_name)).toEqual([
      'Chrome on Linux',
      'Work laptop',
    ])
  })

  it('refuses an attestation made for another origin, without user verification, or replayed', async () => {
    const email = newEmail()
    const authenticator = new SoftAuthenticator('http://localhost:3000')
    for (const overrides of [{ origin: 'http://evil.example' }, { userVerified: false }, { rpId: 'evil.example' }]) {
      const options = (await post('/auth/passkey/register/begin', { email })).json()
      const attestation = authenticator.create(options, overrides)
      const response = await post('/auth/passkey/register/finish', { email, attestation })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'Passkey registration failed' })
    }
    const { attestation, finish } = await signUpWithPasskey(email)
    expect(finish.statusCode).toBe(200)
    const replay = await post('/auth/passkey/register/finish', { email, attestation })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().detail).toMatch(/^Passkey registration failed/)
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })
})

describe('passkey login', () => {
  it('logs in with the passkey and stores the new signature counter', async () => {
    const email = newEmail()
    const { authenticator, finish, attestation } = await signUpWithPasskey(email)
    const options = await loginOptions(email)
    expect(options.userVerification).toBe('required')
    expect(options.rpId).toBe('localhost')
    expect(options.allowCredentials).toEqual([{ id: attestation.id, type: 'public-key', transports: ['internal'] }])
    const response = await post('/auth/passkey/login/finish', {
      username: email,
      credential: authenticator.get(options),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ user_id: finish.json().user_id, email, token: expect.any(String) })
    const [row] = await t.app.db.select().from(passkeys).where(eq(passkeys.id, attestation.id))
    expect(row.counter).toBe(1)
    expect(row.lastUsedAt).not.toBeNull()
    const again = await loginOptions(email)
    await post('/auth/passkey/login/finish', { username: email, credential: authenticator.get(again) })
    const [after] = await t.app.db.select().from(passkeys).where(eq(passkeys.id, attestation.id))
    expect(after.counter).toBe(2)
  })

  it('accepts a challenge once', async () => {
    const email = newEmail()
    const { authenticator } = await signUpWithPasskey(email)
    const credential = authenticator.get(await loginOptions(email))
    expect((await post('/auth/passkey/login/finish', { username: email, credential })).statusCode).toBe(200)
    const replay = await post('/auth/passkey/login/finish', { username: email, credential })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ detail: 'Passkey login failed' })
  })

  it('refuses an expired challenge', async () => {
    const email = newEmail()
    const { authenticator } = await signUpWithPasskey(email)
    const options = await loginOptions(email)
    await t.app.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, options.challenge))
    const response = await post('/auth/passkey/login/finish', {
      username: email,
      credential: authenticator.get(options),
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses another origin, another RP ID, no user verification, and a counter that went back', async () => {
    const email = newEmail()
    const { authenticator } = await signUpWithPasskey(email)
    expect(
      (
        await post('/auth/passkey/login/finish', {
          username: email,
          credential: authenticator.get(await loginOptions(email)),
        })
      ).statusCode,
    ).toBe(200)
    for (const overrides of [
      { origin: 'http://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { counter: 1 },
    ]) {
      const credential = authenticator.get(await loginOptions(email), overrides)
      const response = await post('/auth/passkey/login/finish', { username: email, credential })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: 'Passkey login failed' })
    }
  })

  it("refuses a passkey of one account for another account's email", async () => {
    const victim = newEmail()
    await signUpWithPasskey(victim)
    const attacker = newEmail()
    const { authenticator } = await signUpWithPasskey(attacker)
    const options = await loginOptions(victim)
    const credential = authenticator.get({ ...options, allowCredentials: [] })
    const response = await post('/auth/passkey/login/finish', { username: victim, credential })
    expect(response.statusCode).toBe(401)
  })

  it('answers an unknown email, and an account without passkeys, like one with a passkey: one credential listed', async () => {
    const unknown = await loginOptions('nobody-here@example.com')
    const withoutPasskey = newEmail()
    await signInByEmail(t, withoutPasskey)
    const { attestation } = await signUpWithPasskey(newEmail())
    for (const options of [unknown, await loginOptions(withoutPasskey)]) {
      expect(options.allowCredentials).toEqual([
        { id: expect.stringMatching(/^[\w-]{22}$/), type: 'public-key', transports: ['hybrid', 'internal'] },
      ])
      expect(options.allowCredentials[0].id).not.toBe(attestation.id)
      expect(options.challenge).toEqual(expect.any(String))
    }
    // The decoy is the same on every call, as a real credential would be, and differs between emails.
    expect((await loginOptions('nobody-here@example.com')).allowCredentials).toEqual(unknown.allowCredentials)
    expect((await loginOptions(withoutPasskey)).allowCredentials).not.toEqual(unknown.allowCredentials)
    expect((await post('/auth/passkey/has', { email: 'nobody-here@example.com' })).json()).toEqual({
      hasPasskey: false,
    })
  })

  it('accepts the credential in standard base64 too', async () => {
    const email = newEmail()
    const { authenticator } = await signUpWithPasskey(email)
    const credential = authenticator.get(await loginOptions(email))
    const toBase64 = (value: string) => Buffer.from(value, 'base64url').toString('base64')
    const response = await post('/auth/passkey/login/finish', {
      username: email,
      credential: {
        ...credential,
        id: toBase64(credential.id),
        rawId: toBase64(credential.rawId),
        response: {
          authenticatorData: toBase64(credential.response.authenticatorData),
          clientDataJSON: toBase64(credential.response.clientDataJSON),
          signature: toBase64(credential.response.signature),
          userHandle: toBase64(credential.response.userHandle),
        },
      },
    })
    expect(response.statusCode).toBe(200)
  })

  it('completes the login on its own when 2FA is on (user verification is the second factor)', async () => {
    freezeClockMidStep()
    try {
      const email = newEmail()
      const { authenticator, finish } = await signUpWithPasskey(email)
      await enableTwoFactor(t, { authorization: `Bearer ${finish.json().token}` })
      const credential = authenticator.get(await loginOptions(email))
      const response = await post('/auth/passkey/login/finish', { username: email, credential })
      expect(response.json()).toMatchObject({ user_id: finish.json().user_id, token: expect.any(String) })
      expect(response.json().two_factor_required).toBeUndefined()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('passkey management', () => {
  it('removes a passkey of the signed-in user (204) and answers 404 for one it does not own', async () => {
    const owner = await signUpWithPasskey(newEmail())
    const other = await signUpWithPasskey(newEmail())
    const headers = { authorization: `Bearer ${owner.finish.json().token}` }
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/passkey/remove',
      headers,
      payload: { credential_id: other.attestation.id },
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ detail: 'Passkey not found' })
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/passkey/remove',
      headers,
      payload: { email: 'whatever@example.com', credential_id: owner.attestation.id },
    })
    expect(removed.statusCode).toBe(204)
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/status', headers })
    expect(status.json()).toEqual({ passkeys: [], has_pass_key: false })
    expect(await t.app.db.select().from(passkeys).where(eq(passkeys.id, other.attestation.id))).toHaveLength(1)
  })

  it("renames a passkey of the signed-in user (trimmed, 1 to 60 characters) and answers 404 for another's", async () => {
    const owner = await signUpWithPasskey(newEmail())
    const other = await signUpWithPasskey(newEmail())
    const headers = { authorization: `Bearer ${owner.finish.json().token}` }
    const rename = (credential_id: string, name: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/passkey/rename', headers, payload: { credential_id, name } })

    const renamed = await rename(owner.attestation.id, '  Work   laptop ')
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toEqual({
      credential_id: owner.attestation.id,
      device_name: 'Work laptop',
      created_at: expect.any(String),
      last_used_at: null,
    })
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/status', headers })
    expect(status.json().passkeys.map((p: { device_name: string }) => p.device_name)).toEqual(['Work laptop'])

    const foreign = await rename(other.attestation.id, 'Mine now')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ detail: 'Passkey not found' })
    const [untouched] = await t.app.db.select().from(passkeys).where(eq(passkeys.id, other.attestation.id))
    expect(untouched.deviceName).toBe('Chrome on Linux')

    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const refused = await rename(owner.attestation.id, name)
      expect(refused.statusCode).toBe(400)
    }
    expect((await rename(owner.attestation.id, 'x'.repeat(60))).json().device_name).toBe('x'.repeat(60))
  })

  it('needs a session to list, rename or remove passkeys', async () => {
    const rename = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/rename',
      payload: { credential_id: 'abc', name: 'Laptop' },
    })
    expect(rename.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/passkey/status' })).statusCode).toBe(401)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/passkey/remove',
      payload: { credential_id: 'abc' },
    })
    expect(remove.statusCode).toBe(401)
  })
})
