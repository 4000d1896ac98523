import type { Database } from '../../db/database'
import { DomainError, unauthenticated } from '../../lib/domainErrors'
import { findUserById, type UserRow } from '../users/users'
import type { TokenService } from './sessionTokens'
import { findLiveToken, markUsed, takeAttempt } from './singleUseTokens'
import { checkTwoFactorCode } from './twoFactor'

const EXPIRED = 'Your login has expired, please sign in again'

async function verifiedClaims(tokens: TokenService, tempToken: string) {
  try {
    return await tokens.verify(tempToken, 'two_factor')
  } catch (error) {
    if (error instanceof DomainError) throw unauthenticated(EXPIRED)
    throw error
  }
}

/**
 * Second login step: the tempToken must be validly signed, unexpired, issued at the user's current token version (so
 * logout everywhere also ends pending logins), unused, and not worn out by wrong codes; the code must be a current,
 * never-used TOTP code. Answers the user to open a session for.
 */
export async function finishTwoFactorLogin(
  db: Database,
  tokens: TokenService,
  tempToken: string,
  code: string,
): Promise<UserRow> {
  const claims = await verifiedClaims(tokens, tempToken)
  const row = await findLiveToken(db, 'two_factor', tempToken)
  const user = await findUserById(db, claims.sub)
  if (!row || row.userId !== claims.sub || !user || user.tokenVersion !== claims.ver) throw unauthenticated(EXPIRED)
  // The attempt is taken before the code is checked, so concurrent guesses cannot outrun the count.
  if (!(await takeAttempt(db, row.id))) throw unauthenticated(EXPIRED)
  if (!(await checkTwoFactorCode(db, user.id, code))) throw unauthenticated('Invalid code')
  if (!(await markUsed(db, row.id, true))) throw unauthenticated(EXPIRED)
  return user
}
