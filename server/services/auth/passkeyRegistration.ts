import type {
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server'
import { webauthnLibrary } from './webauthnLibrary'
import type { Database } from '../../db/database'
import { passkeys } from '../../db/schema'
import { conflict, invalid, unauthenticated } from '../../lib/domainErrors'
import { newId } from '../../lib/ids'
import { createUser, findUserById, normalizeEmail, type UserRow } from '../users/users'
import { passkeyDeviceName } from './deviceNames'
import { listPasskeys } from './passkeys'
import { CHALLENGE_TTL_SECONDS, consumeChallenge, storeChallenge } from './webauthnChallenges'
import { clientDataChallenge, type RelyingParty, toBase64Url, userHandleOf } from './webauthnRelyingParty'

/** The attestation as the client sends it (PublicKeyCredential.toJSON() of navigator.credentials.create). */
export interface AttestationJSON {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] }
  clientExtensionResults?: Record<string, unknown>
  authenticatorAttachment?: string | null
}

const FAILED = 'Passkey registration failed'

function asRegistrationResponse(attestation: AttestationJSON): RegistrationResponseJSON {
  const { response } = attestation
  const attachment = attestation.authenticatorAttachment
  return {
    id: toBase64Url(attestation.id),
    rawId: toBase64Url(attestation.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: toBase64Url(response.clientDataJSON),
      attestationObject: toBase64Url(response.attestationObject),
      transports: response.transports as AuthenticatorTransport[] | undefined,
    },
    clientExtensionResults: attestation.clientExtensionResults ?? {},
    ...(attachment === 'platform' || attachment === 'cross-platform' ? { authenticatorAttachment: attachment } : {}),
  }
}

/** Who registers: a signed-in user, or an email signing up. */
export interface RegistrationStart {
  /** The signed-in user adding a passkey, or null for a passkey signup. */
  userId: string | null
  email: string
  deviceName?: string | null
}

/**
 * Creation options for a new passkey. Signed in: bound to that account, its passkeys excluded. Signup: bound to the id
 * the account would get, answered alike whether or not the email has an account (the finish step refuses a taken
 * one), so this call does not tell who has an account. User verification is required.
 */
export async function beginPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  start: RegistrationStart,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = start.userId ? await findUserById(db, start.userId) : null
  if (start.userId && !user) throw unauthenticated()
  const email = user?.email ?? normalizeEmail(start.email)
  const handle = user?.id ?? newId()
  const existing = user ? await listPasskeys(db, user.id) : []
  const { generateRegistrationOptions } = await webauthnLibrary()
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userName: email,
    userID: userHandleOf(handle),
    userDisplayName: user?.name ?? email,
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  })
  await storeChallenge(db, {
    challenge: options.challenge,
    purpose: user ? 'register' : 'signup',
    email,
    userId: user?.id ?? null,
    userHandle: handle,
    deviceName: start.deviceName ?? null,
  })
  return options
}

/** The finish call: the attestation. */
export interface RegistrationFinish extends RegistrationStart {
  attestation: AttestationJSON
}

/**
 * Verifies the attestation against its stored challenge (used once), PUBLIC_URL's origin and RP ID, and user
 * verification, then stores the credential with its counter, transports and a device name. A signup creates the
 * account in the same transaction. Answers the account the passkey now belongs to.
 */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  finish: RegistrationFinish,
): Promise<UserRow> {
  // Loaded before the challenge is used up: a failure to load is the server's, not the passkey's.
  const { verifyRegistrationResponse } = await webauthnLibrary()
  const response = asRegistrationResponse(finish.attestation)
  const challenge = clientDataChallenge(response.response.clientDataJSON)
  const row = challenge ? await consumeChallenge(db, challenge, finish.userId ? 'register' : 'signup') : null
  if (!row) throw invalid(`${FAILED}: the request expired, please try again`)
  if (finish.userId ? row.userId !== finish.userId : row.email !== normalizeEmail(finish.email)) {
    throw invalid(FAILED)
  }
  let verification: VerifiedRegistrationResponse
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: row.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    })
  } catch {
    throw invalid(FAILED)
  }
  if (!verification.verified) throw invalid(FAILED)
  const { credential } = verification.registrationInfo
  const deviceName = passkeyDeviceName(finish.deviceName ?? row.deviceName)
  return db.transaction(async (tx) => {
    const user = row.userId
      ? await findUserById(tx, row.userId)
      : await createUser(tx, { id: row.userHandle ?? newId(), email: row.email, emailVerified: false })
    if (!user) throw unauthenticated()
    const [stored] = await tx
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: response.response.transports ?? credential.transports ?? [],
        deviceName,
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id })
    if (!stored) throw conflict('This passkey is already registered')
    return user
  })
}
