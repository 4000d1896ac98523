import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { passkeys, stravaConnections, totpSecrets, users } from '../../db/schema'
import { findUserById, type UserRow } from '../users/users'
import type { TokenService } from './sessionTokens'

/**
 * Someone just proved they read the account's inbox (a mailed code, link or reset token, or a Google-verified email).
 * An account a passkey signup created holds nothing proven yet: whoever made it may not own the email. The first proof
 * claims it: the ways in its maker set up (passkeys, 2FA, a password, a Strava link) are removed and every session is
 * revoked, so only the inbox's owner keeps access. A verified account is returned as it is.
 */
export async function claimEmail(db: Database, tokens: TokenService, user: UserRow): Promise<UserRow> {
  if (user.emailVerified) return user
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, passwordHash: null })
      .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
      .returning({ id: users.id })
    if (!row) return false
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id))
    await tx.delete(totpSecrets).where(eq(totpSecrets.userId, user.id))
    await tx.delete(stravaConnections).where(eq(stravaConnections.userId, user.id))
    return true
  })
  if (claimed) await tokens.revokeAll(user.id)
  return (await findUserById(db, user.id)) ?? user
}
