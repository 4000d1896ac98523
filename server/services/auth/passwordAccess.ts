import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { invalid, unauthenticated } from '../../lib/domainErrors'
import type { Mailer } from '../mail/mailer'
import { passwordResetMail } from '../mail/templates'
import { findUserByEmail, findUserById, type UserRow } from '../users/users'
import { claimEmail } from './emailOwnership'
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords'
import type { TokenService } from './sessionTokens'
import { consumeToken, issueToken } from './singleUseTokens'

/** Reset links work once, for 1 hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60

/** One detail for an unknown email and a wrong password, so the answer does not reveal accounts. */
export const INVALID_LOGIN = 'Invalid email or password'
/** The detail of an unknown, used or expired reset token. */
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token'

/** The account an email and password log into; 401 with the same detail for an unknown email and a wrong password. */
export async function checkPasswordLogin(db: Database, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email)
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstNothing(password)
  if (!user || !valid) throw unauthenticated(INVALID_LOGIN)
  return user
}

/**
 * Passwords are optional (people sign in by email code, passkey or Google): a signed-in person sets or changes one
 * through a link mailed to the account's address, so a stolen session alone cannot set a password.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  userId: string,
): Promise<void> {
  const user = await findUserById(db, userId)
  if (!user) throw unauthenticated()
  const { token } = await issueToken(db, {
    purpose: 'password_reset',
    email: user.email,
    userId: user.id,
    ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    replacePrevious: true,
  })
  const link = `${publicUrl}/reset-password?${new URLSearchParams({ token }).toString()}`
  await mailer.send(passwordResetMail(user.email, link))
}

/**
 * Sets the password of the account a reset token was mailed for, using the token up. The token proves the inbox
 * (claimEmail), and every session ends: whoever held one signs in again, with the new password or otherwise.
 */
export async function resetPassword(
  db: Database,
  tokens: TokenService,
  token: string,
  newPassword: string,
): Promise<void> {
  const row = await consumeToken(db, 'password_reset', token)
  const user = row?.userId ? await findUserById(db, row.userId) : null
  if (!user) throw invalid(INVALID_RESET_TOKEN)
  await claimEmail(db, tokens, user)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id))
  await tokens.revokeAll(user.id)
}
