import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { webauthnChallenges } from '../../db/schema'
import { newId } from '../../lib/ids'

/** A passkey ceremony has 5 minutes from its options to its finish call. */
export const CHALLENGE_TTL_SECONDS = 5 * 60

/** Which ceremony a challenge belongs to: adding a passkey to an account, a passkey signup, or a login. */
export type ChallengePurpose = 'register' | 'signup' | 'login'

export type ChallengeRow = typeof webauthnChallenges.$inferSelect

/** A challenge to keep, with the ceremony it belongs to. */
export interface NewChallenge {
  challenge: string
  purpose: ChallengePurpose
  email: string
  userId?: string | null
  userHandle?: string | null
  deviceName?: string | null
}

/** Keeps a challenge server-side (in the database, so any process can finish the ceremony) and drops stale ones. */
export async function storeChallenge(db: Database, values: NewChallenge): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()))
  await db.insert(webauthnChallenges).values({
    ...values,
    id: newId(),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  })
}

/** Takes a challenge out of the store: it answers once, and only while unexpired. */
export async function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose)))
    .returning()
  return row && row.expiresAt > new Date() ? row : null
}
