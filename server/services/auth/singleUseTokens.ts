import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { authTokens } from '../../db/schema'
import { newId } from '../../lib/ids'
import { hashSecret, randomToken, safeEqual } from './secrets'

/** What a single-use secret is for; a secret of one purpose is never accepted for another. */
export type TokenPurpose = 'email_login' | 'password_reset' | 'email_change' | 'two_factor' | 'strava_state'

/**
 * Wrong guesses a code survives; after that the code is dead, so a 6-digit code gets at most 5 tries. The long link
 * token mailed with it cannot be guessed and stays valid, so someone burning codes cannot keep the owner out.
 */
export const MAX_ATTEMPTS = 5

export type AuthTokenRow = typeof authTokens.$inferSelect

/** What to issue: a purpose, the email it is for, how long it lives. */
export interface IssueOptions {
  purpose: TokenPurpose
  email: string
  userId?: string | null
  newEmail?: string | null
  ttlSeconds: number
  /** A code to accept besides the token (the 6-digit email login code); only its hash is stored. */
  code?: string
  /** Use this secret instead of a new random one (a signed token that must also be single use). */
  token?: string
  /** Kill the unused secrets of this purpose for this email, so only the newest one works. */
  replacePrevious?: boolean
}

/** The plain secret, handed out once; only its hash is kept. */
export interface IssuedToken {
  id: string
  token: string
}

const unexpired = () => and(isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date()))
const notWornOut = () => lt(authTokens.attempts, MAX_ATTEMPTS)
const liveCode = () => and(unexpired(), notWornOut())
/** A link secret: the attempts of a row with a code count wrong codes, which do not wear the link out. */
const liveLink = () => and(unexpired(), or(isNotNull(authTokens.codeHash), notWornOut()))

/** Stores the hashes of a new secret (and code) and returns the plain values, to be mailed or handed out once. */
export async function issueToken(db: Database, options: IssueOptions): Promise<IssuedToken> {
  const { purpose, email, ttlSeconds } = options
  await db.delete(authTokens).where(or(lt(authTokens.expiresAt, new Date()), isNotNull(authTokens.usedAt)))
  if (options.replacePrevious) {
    await db.delete(authTokens).where(and(eq(authTokens.purpose, purpose), eq(authTokens.email, email)))
  }
  const id = newId()
  const token = options.token ?? randomToken()
  await db.insert(authTokens).values({
    id,
    purpose,
    email,
    userId: options.userId ?? null,
    newEmail: options.newEmail ?? null,
    tokenHash: hashSecret(token),
    codeHash: options.code === undefined ? null : hashSecret(options.code, id),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  })
  return { id, token }
}

/** The live (unused, unexpired) row of a link secret, without using it. */
export async function findLiveToken(db: Database, purpose: TokenPurpose, token: string): Promise<AuthTokenRow | null> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashSecret(token)), eq(authTokens.purpose, purpose), liveLink()))
  return row ?? null
}

/**
 * Marks a secret used; false when another request used it first (the update is the single-use guarantee). After
 * `takeAttempt`, the attempt it took is allowed to be the last one (`attempts` = MAX_ATTEMPTS).
 */
export async function markUsed(db: Database, id: string, afterAttempt = false): Promise<boolean> {
  const live = afterAttempt ? and(unexpired(), lte(authTokens.attempts, MAX_ATTEMPTS)) : liveLink()
  const used = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), live))
    .returning({ id: authTokens.id })
  return used.length === 1
}

/**
 * Takes one of a live secret's MAX_ATTEMPTS guesses before the guess is checked: one statement
 * (`attempts = attempts + 1 … where attempts < MAX_ATTEMPTS`), so requests sent at once queue on the row and no
 * more than MAX_ATTEMPTS guesses are ever checked. False when none is left (or the secret is used or expired).
 */
export async function takeAttempt(db: Database, id: string): Promise<boolean> {
  const taken = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(and(eq(authTokens.id, id), unexpired(), notWornOut()))
    .returning({ id: authTokens.id })
  return taken.length === 1
}

/** Uses a link secret once: the row when it was live, else null. */
export async function consumeToken(db: Database, purpose: TokenPurpose, token: string): Promise<AuthTokenRow | null> {
  const row = await findLiveToken(db, purpose, token)
  return row && (await markUsed(db, row.id)) ? row : null
}

/**
 * Uses the newest live code of an email once. Every guess takes an attempt first (the code dies after MAX_ATTEMPTS),
 * so guessing is bounded per code, at any concurrency, as well as by the rate limits.
 */
export async function consumeCode(
  db: Database,
  purpose: TokenPurpose,
  email: string,
  code: string,
): Promise<AuthTokenRow | null> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(eq(authTokens.purpose, purpose), eq(authTokens.email, email), isNotNull(authTokens.codeHash), liveCode()),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1)
  if (!row?.codeHash || !(await takeAttempt(db, row.id))) return null
  if (!safeEqual(hashSecret(code, row.id), row.codeHash)) return null
  return (await markUsed(db, row.id, true)) ? row : null
}
