import { eq } from 'drizzle-orm'
import { passkeys, totpSecrets, users } from '../db/schema'
import {
  enableTwoFactor,
  postFromNewIp,
  requestLoginCode,
  signInByEmail,
  signUpWithPasskey,
} from '../test/accountSteps'
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

const newEmail = () => `owner-${++n}-${Date.now()}@example.com`

/** Someone signs up with a passkey for an email they may not own, and sets up 2FA on the account. */
async function squat(email: string) {
  const { finish } = await signUpWithPasskey(t, email)
  const squatter = finish.json() as { user_id: string; token: string }
  const headers = { authorization: `Bearer ${squatter.token}` }
  await enableTwoFactor(t, headers)
  return { ...squatter, headers }
}

async function ownerState(userId: string) {
  const [user] = await t.app.db.select().from(users).where(eq(users.id, userId))
  const keys = await t.app.db.select().from(passkeys).where(eq(passkeys.userId, userId))
  const totp = await t.app.db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId))
  return { verified: user.emailVerified, passkeys: keys.length, totp: totp.length }
}

describe('an account made by a passkey signup, before anyone proves its email', () => {
  it('is unverified until then', async () => {
    const squatter = await squat(newEmail())
    expect(await ownerState(squatter.user_id)).toEqual({ verified: false, passkeys: 1, totp: 1 })
  })

  it("is claimed by the inbox's owner with the emailed code: the maker's passkeys, 2FA and sessions are gone", async () => {
    const email = newEmail()
    const squatter = await squat(email)
    const owner = await signInByEmail(t, email)
    expect(owner.user_id).toBe(squatter.user_id)
    expect(owner.token).toEqual(expect.any(String))
    expect(await ownerState(owner.user_id)).toEqual({ verified: true, passkeys: 0, totp: 0 })
    const stale = await t.app.inject({ method: 'GET', url: `/api/user/${owner.user_id}`, headers: squatter.headers })
    expect(stale.statusCode).toBe(401)
    expect((await postFromNewIp(t, '/auth/passkey/has', { email })).json()).toEqual({ hasPasskey: false })
  })

  it('is claimed the same way by a Google sign-in with that verified email', async () => {
    const email = newEmail()
    const squatter = await squat(email)
    const response = await postFromNewIp(t, '/auth/google', {
      token: await google.idToken({ sub: `sub-owner-${n}`, email }),
    })
    expect(response.json()).toMatchObject({ user_id: squatter.user_id, token: expect.any(String) })
    expect(await ownerState(squatter.user_id)).toEqual({ verified: true, passkeys: 0, totp: 0 })
  })

  it('keeps what a verified account set up: a later email login removes nothing', async () => {
    const email = newEmail()
    const person = await signInByEmail(t, email)
    await enableTwoFactor(t, person.headers)
    await requestLoginCode(t, email)
    expect(await ownerState(person.user_id)).toEqual({ verified: true, passkeys: 0, totp: 1 })
  })
})
