import { eq } from 'drizzle-orm'
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { unauthenticated, unavailable, upstreamFailed } from '../../lib/domainErrors'
import { createUser, findUserByEmail, type UserRow } from '../users/users'

/** Google signs ID tokens with either spelling of its issuer. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured'

/** What a verified Google ID token says about the person. */
export interface GoogleIdentity {
  sub: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
}

function text(payload: JWTPayload, claim: string): string | null {
  const value = payload[claim]
  return typeof value === 'string' && value.trim() ? value : null
}

/**
 * Checks Google ID tokens: signature against Google's published keys (fetched from GOOGLE_JWKS_URL and cached by
 * jose), issuer, audience (GOOGLE_CLIENT_ID) and expiry.
 */
export class GoogleTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>

  constructor(
    private readonly clientId: string | null,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl))
  }

  /** The identity in a valid token; 401 when it is not one, 503 when Google sign-in is not configured. */
  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.clientId) throw unavailable(GOOGLE_NOT_CONFIGURED)
    let payload: JWTPayload
    try {
      const verified = await jwtVerify(idToken, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      })
      payload = verified.payload
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('Google sign-in expired, please try again')
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw upstreamFailed('Could not reach Google to check the sign-in, please try again')
      }
      throw unauthenticated('Invalid Google credential')
    }
    return {
      sub: String(payload.sub),
      email: text(payload, 'email')?.toLowerCase() ?? null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: text(payload, 'name'),
      picture: text(payload, 'picture'),
    }
  }
}

/** Fills what the account lacks from Google: its Google id, and a name and picture when it has none. */
async function linkGoogle(db: Database, user: UserRow, identity: GoogleIdentity): Promise<UserRow> {
  const [linked] = await db
    .update(users)
    .set({
      googleId: identity.sub,
      name: user.name ?? identity.name,
      profilePic: user.profilePic ?? identity.picture,
    })
    .where(eq(users.id, user.id))
    .returning()
  return linked
}

/**
 * The account of a Google identity: the one already keyed by Google's subject id; else the account of the same email
 * when Google says the email is verified (it is then linked); else a new account. An unverified email is never linked
 * nor used for a new account, so a Google account cannot take over someone's email.
 */
export async function googleAccount(db: Database, identity: GoogleIdentity): Promise<UserRow> {
  const [known] = await db.select().from(users).where(eq(users.googleId, identity.sub))
  if (known) return known.profilePic || !identity.picture ? known : linkGoogle(db, known, identity)
  if (!identity.email || !identity.emailVerified) throw unauthenticated('Your Google email address is not verified')
  const byEmail = await findUserByEmail(db, identity.email)
  if (byEmail?.googleId) throw unauthenticated('This email is linked to another Google account')
  if (byEmail) return linkGoogle(db, byEmail, identity)
  return createUser(db, {
    email: identity.email,
    googleId: identity.sub,
    name: identity.name,
    profilePic: identity.picture,
  })
}
