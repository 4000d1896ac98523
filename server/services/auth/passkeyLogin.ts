import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialRequestOptionsJSON,
  VerifiedAuthenticationResponse,
} from '@simplewebauthn/server'
import { webauthnLibrary } from './webauthnLibrary'
import { eq } from 'drizzle-orm'
import { createHmac } from 'node:crypto'
import type { Database } from '../../db/database'
import { passkeys } from '../../db/schema'
import { unauthenticated } from '../../lib/domainErrors'
import { findUserByEmail, findUserById, normalizeEmail, type UserRow } from '../users/users'
import { listPasskeys } from './passkeys'
import { CHALLENGE_TTL_SECONDS, consumeChallenge, storeChallenge } from './webauthnChallenges'
import { clientDataChallenge, type RelyingParty, toBase64Url, userHandleOf } from './webauthnRelyingParty'

/** The assertion as the client sends it (PublicKeyCredential.toJSON() of navigator.credentials.get). */
export interface AssertionJSON {
  id: string
  rawId: string
  type: 'public-key'
  response: { authenticatorData: string; clientDataJSON: string; signature: string; userHandle?: string | null }
  clientExtensionResults?: Record<string, unknown>
  authenticatorAttachment?: string | null
}

const FAILED = 'Passkey login failed'

function asAuthenticationResponse(assertion: AssertionJSON): AuthenticationResponseJSON {
  const { response } = assertion
  const attachment = assertion.authenticatorAttachment
  return {
    id: toBase64Url(assertion.id),
    rawId: toBase64Url(assertion.rawId),
    type: 'public-key',
    response: {
      authenticatorData: toBase64Url(response.authenticatorData),
      clientDataJSON: toBase64Url(response.clientDataJSON),
      signature: toBase64Url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64Url(response.userHandle) } : {}),
    },
    clientExtensionResults: assertion.clientExtensionResults ?? {},
    ...(attachment === 'platform' || attachment === 'cross-platform' ? { authenticatorAttachment: attachment } : {}),
  }
}

/**
 * A made-up credential id for an email without passkeys: the same for every call with that email (keyed by the
 * server's secret), shaped like a real one, and matching no authenticator.
 */
function decoyCredential(decoyKey: string, email: string) {
  const id = createHmac('sha256', decoyKey).update(`passkey-decoy:${email}`).digest().subarray(0, 16)
  return { id: id.toString('base64url'), transports: ['hybrid', 'internal'] as AuthenticatorTransport[] }
}

/**
 * Request options for the account of an email, user verification required. An unknown email, or an account without
 * passkeys, gets the same kind of answer with a decoy credential listed (see `decoyCredential`), so the options tell
 * nothing about whether an account exists.
 */
export async function beginPasskeyLogin(
  db: Database,
  rp: RelyingParty,
  username: string,
  decoyKey: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthnLibrary()
  const email = normalizeEmail(username)
  const user = await findUserByEmail(db, email)
  const credentials = user ? await listPasskeys(db, user.id) : []
  const allowCredentials = credentials.length
    ? credentials.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] }))
    : [decoyCredential(decoyKey, email)]
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  })
  await storeChallenge(db, { challenge: options.challenge, purpose: 'login', email, userId: user?.id ?? null })
  return options
}

async function credentialOwner(db: Database, credentialId: string, email: string) {
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.id, credentialId))
  const user = passkey ? await findUserById(db, passkey.userId) : null
  return passkey && user && user.email === email ? { passkey, user } : null
}

/**
 * Verifies an assertion against its stored challenge (used once), PUBLIC_URL's origin and RP ID, the credential's
 * public key, user verification and the signature counter (which must grow when the authenticator keeps one), then
 * stores the new counter. Answers the account to open a session for; any failure is 401 'Passkey login failed'.
 */
export async function finishPasskeyLogin(
  db: Database,
  rp: RelyingParty,
  username: string,
  assertion: AssertionJSON,
): Promise<UserRow> {
  // Loaded before the challenge is used up: a failure to load is the server's, not the passkey's.
  const { verifyAuthenticationResponse } = await webauthnLibrary()
  const email = normalizeEmail(username)
  const response = asAuthenticationResponse(assertion)
  const challenge = clientDataChallenge(response.response.clientDataJSON)
  const row = challenge ? await consumeChallenge(db, challenge, 'login') : null
  const owner = row && row.email === email ? await credentialOwner(db, response.id, email) : null
  if (!row || !owner) throw unauthenticated(FAILED)
  const { passkey, user } = owner
  const handle = response.response.userHandle
  if (handle && handle !== Buffer.from(userHandleOf(user.id)).toString('base64url')) throw unauthenticated(FAILED)
  let verification: VerifiedAuthenticationResponse
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    })
  } catch {
    throw unauthenticated(FAILED)
  }
  if (!verification.verified) throw unauthenticated(FAILED)
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id))
  return user
}
