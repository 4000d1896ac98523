import { eq, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { authTokens, users, webauthnChallenges } from '../../db/schema'
import type { TokenService } from '../auth/sessionTokens'
import { disconnectStrava } from '../strava/stravaDisconnect'
import type { StravaRuntime } from '../strava/stravaRuntime'
import { findUserById } from './users'

/**
 * Deletes an account and everything of it. Rows keyed by user cascade from `users`; the login codes and passkey
 * challenges keyed only by the email are deleted here. Every token is revoked first (and a session of a deleted
 * account no longer verifies anyway, since its user is gone). A Strava connection is deauthorized at Strava first
 * (best effort, as on Disconnect), so the app keeps no access to the activities of someone who left.
 */
export async function deleteAccount(
  db: Database,
  tokens: TokenService,
  strava: StravaRuntime,
  userId: string,
): Promise<void> {
  const user = await findUserById(db, userId)
  if (!user) return
  await tokens.revokeAll(userId)
  await disconnectStrava({ db, ...strava }, userId)
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(or(eq(authTokens.userId, userId), eq(authTokens.email, user.email)))
    await tx
      .delete(webauthnChallenges)
      .where(or(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.email, user.email)))
    await tx.delete(users).where(eq(users.id, userId))
  })
}
