import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { conflict, invalid, unauthenticated } from '../../lib/domainErrors'
import type { TokenService } from '../auth/sessionTokens'
import { findLiveToken, issueToken, markUsed } from '../auth/singleUseTokens'
import type { Mailer } from '../mail/mailer'
import { emailChangedMail, emailChangeMail, emailInUseMail } from '../mail/templates'
import { findUserByEmail, findUserById, normalizeEmail } from './users'

/** Email change links work once, for 1 hour. */
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60

/** The detail of an unknown, used or expired email change link. */
export const INVALID_EMAIL_CHANGE_LINK = 'Invalid or expired link'
const EMAIL_TAKEN = 'This email is already used by another account'

async function assertFree(db: Database, email: string, userId: string): Promise<void> {
  const owner = await findUserByEmail(db, email)
  if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN)
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (Drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * Mails a confirmation link to the new address: the change happens only when someone who reads that inbox opens it.
 * Only the newest request of a user stays valid. An address another account uses gets a notice without a link
 * instead, and the caller answers alike either way, so this call does not tell who has an account.
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  userId: string,
  newEmail: string,
): Promise<void> {
  const user = await findUserById(db, userId)
  if (!user) throw unauthenticated()
  const address = normalizeEmail(newEmail)
  if (address === user.email) throw invalid('The new email is the same as the current one')
  if (await findUserByEmail(db, address)) {
    await mailer.send(emailInUseMail(address))
    return
  }
  const { token } = await issueToken(db, {
    purpose: 'email_change',
    email: user.email,
    userId,
    newEmail: address,
    ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
    replacePrevious: true,
  })
  const link = `${publicUrl}/verify-email-change?${new URLSearchParams({ token }).toString()}`
  await mailer.send(emailChangeMail(address, link))
}

/**
 * Swaps the email the token was issued for, once, and answers the new email. The new address is now proven; every
 * session ends (the person logs in again with the new email), and the old address is told, so a change made from a
 * stolen session does not go unnoticed.
 */
export async function confirmEmailChange(
  db: Database,
  tokens: TokenService,
  mailer: Mailer,
  token: string,
): Promise<string> {
  const row = await findLiveToken(db, 'email_change', token)
  if (!row?.userId || !row.newEmail) throw invalid(INVALID_EMAIL_CHANGE_LINK)
  const { userId, newEmail } = row
  await assertFree(db, newEmail, userId)
  const email = await db
    .transaction(async (tx) => {
      if (!(await markUsed(tx, row.id))) throw invalid(INVALID_EMAIL_CHANGE_LINK)
      const [changed] = await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true })
        .where(eq(users.id, userId))
        .returning({ email: users.email })
      if (!changed) throw invalid(INVALID_EMAIL_CHANGE_LINK)
      return changed.email
    })
    .catch((error: unknown) => {
      // Another account took the address between the check above and this update (two changes racing).
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN)
      throw error
    })
  await tokens.revokeAll(userId)
  await mailer.send(emailChangedMail(row.email, email))
  return email
}
