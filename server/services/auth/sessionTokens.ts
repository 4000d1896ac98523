import { eq, sql } from 'drizzle-orm'
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { unauthenticated } from '../../lib/domainErrors'

/** How long a session token lives. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600

/** How many checked tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000

/** The kinds of signed token the server issues; a token of one kind is never accepted as another. */
export type TokenKind = 'session' | 'two_factor' | 'strava_ticket'

export interface SignedClaims {
  sub: string
  kind: TokenKind
  ver: number
}

/**
 * Signs and verifies HS256 JWTs; session tokens carry the user's token version so they can be revoked.
 * When this process is the database's only client (the embedded PGlite, locked to it), every change of a token
 * version goes through revokeAll here, so the versions are kept in memory and a session check costs no query.
 */
export class TokenService {
  private readonly key: KeyObject
  private readonly versions: Map<string, number> | null
  /**
   * Tokens whose signature was checked, with their claims and expiry: a session sends the same token on every
   * request, and its HMAC need not be computed again (the rate limit and the route both read it). Revocation is
   * checked on every request all the same (verifySession).
   */
  private readonly verified = new Map<string, { claims: SignedClaims; expiresAtMs: number }>()

  constructor(
    secret: string,
    private readonly db: Database,
    options: { exclusiveDatabase?: boolean } = {},
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'))
    this.versions = options.exclusiveDatabase ? new Map() : null
  }

  /** Signs a token of the given kind for a user, valid for ttlSeconds; a random jti makes every token unique. */
  async sign(kind: TokenKind, userId: string, version: number, ttlSeconds: number): Promise<string> {
    return new SignJWT({ kind, ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key)
  }

  /** Verifies signature (HS256 only), expiry and kind; throws 401 with a readable detail. */
  async verify(token: string, kind: TokenKind): Promise<SignedClaims> {
    const known = this.verified.get(token)
    if (known && known.expiresAtMs > Date.now()) {
      if (known.claims.kind !== kind) throw unauthenticated('Invalid token')
      return known.claims
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] })
      if (payload.kind !== kind || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
        throw unauthenticated('Invalid token')
      }
      const claims: SignedClaims = { sub: payload.sub, kind, ver: payload.ver }
      this.remember(token, claims, (payload.exp ?? 0) * 1000)
      return claims
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('Token expired')
      if (error instanceof errors.JOSEError) throw unauthenticated('Invalid token')
      throw error
    }
  }

  private remember(token: string, claims: SignedClaims, expiresAtMs: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string)
    this.verified.set(token, { claims, expiresAtMs })
  }

  /** A new session token for the user at their current token version. */
  async issueSession(userId: string): Promise<string> {
    const [user] = await this.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId))
    if (!user) throw unauthenticated('Unknown user')
    return this.sign('session', userId, user.v, SESSION_TTL_SECONDS)
  }

  /** Checks a session token and that it has not been revoked; returns the user id. */
  async verifySession(token: string): Promise<string> {
    const claims = await this.verify(token, 'session')
    if ((await this.currentVersion(claims.sub)) !== claims.ver) {
      throw unauthenticated('Session revoked, please sign in again')
    }
    return claims.sub
  }

  private async currentVersion(userId: string): Promise<number | undefined> {
    const cached = this.versions?.get(userId)
    if (cached !== undefined) return cached
    const [user] = await this.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId))
    if (user) this.versions?.set(userId, user.v)
    return user?.v
  }

  /** Revokes every token of the user (logout, account deletion). */
  async revokeAll(userId: string): Promise<void> {
    this.versions?.delete(userId)
    await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
    this.versions?.delete(userId)
  }
}
