import type { Database } from '../../db/database'
import type { Mailer } from '../mail/mailer'
import { emailLoginMail } from '../mail/templates'
import { findOrCreateUserByEmail, findUserByEmail, normalizeEmail, type UserRow } from '../users/users'
import { sixDigitCode } from './secrets'
import { consumeCode, findLiveToken, issueToken, markUsed } from './singleUseTokens'

/** Email login codes and links work for 10 minutes. */
export const EMAIL_LOGIN_TTL_SECONDS = 10 * 60

/** The one answer to a login-link request, whether or not the email has an account. */
export const EMAIL_LOGIN_SENT = 'If your email exists, a login link/code has been sent.'

/** The login link of an email: the SPA's /email-login page verifies it. */
export function emailLoginLink(publicUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token })
  return `${publicUrl}/email-login?${query.toString()}`
}

/**
 * Mails a new code and link (killing earlier unused ones). Sent to any address: an unknown one signs up when it uses
 * the code, so the work and the answer are the same whether or not the account exists.
 */
export async function requestEmailLogin(db: Database, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const address = normalizeEmail(email)
  const user = await findUserByEmail(db, address)
  const code = sixDigitCode()
  const { token } = await issueToken(db, {
    purpose: 'email_login',
    email: address,
    userId: user?.id ?? null,
    ttlSeconds: EMAIL_LOGIN_TTL_SECONDS,
    code,
    replacePrevious: true,
  })
  await mailer.send(emailLoginMail(address, code, emailLoginLink(publicUrl, address, token)))
}

/** Uses a 6-digit code or a link token of the email once; null when wrong, used, expired or worn out. */
async function consumeEmailSecret(db: Database, email: string, secret: string) {
  if (/^\d{6}$/.test(secret)) return consumeCode(db, 'email_login', email, secret)
  const row = await findLiveToken(db, 'email_login', secret)
  return row && row.email === email && (await markUsed(db, row.id)) ? row : null
}

/** The account a valid code or link logs into, created on first use (email signup); null when invalid. */
export async function verifyEmailLogin(db: Database, email: string, secret: string): Promise<UserRow | null> {
  const address = normalizeEmail(email)
  const row = await consumeEmailSecret(db, address, secret.trim())
  return row ? findOrCreateUserByEmail(db, address) : null
}
