import type { Database } from '../../db/database'
import type { UserRow } from '../users/users'
import type { TokenService } from './sessionTokens'
import { issueToken } from './singleUseTokens'
import { twoFactorEnabled } from './twoFactor'

/** How long the first step of a two-factor login stays open. */
export const TWO_FACTOR_STEP_TTL_SECONDS = 5 * 60

/** The answer of every login (LoginResult in openapi.yaml): a session, or the two-factor second step. */
export type LoginResult =
  | {
      user_id: string
      token: string
      name: string | null
      email: string
      picture: string | null
      profile_pic: string | null
      theme_preference: string
    }
  | { two_factor_required: true; tempToken: string }

/** A new session for the user. picture and profile_pic both carry the one stored picture. */
export async function sessionResult(tokens: TokenService, user: UserRow): Promise<LoginResult> {
  return {
    user_id: user.id,
    token: await tokens.issueSession(user.id),
    name: user.name,
    email: user.email,
    picture: user.profilePic,
    profile_pic: user.profilePic,
    theme_preference: user.themePreference,
  }
}

/**
 * The end of a first login factor (email code or link, password, Google): a session, or, with 2FA on, a short-lived
 * signed `tempToken` that is also recorded as a single-use secret so it completes one login only. Passkey logins
 * (user verification required) call sessionResult directly.
 */
export async function firstFactorResult(db: Database, tokens: TokenService, user: UserRow): Promise<LoginResult> {
  if (!(await twoFactorEnabled(db, user.id))) return sessionResult(tokens, user)
  const tempToken = await tokens.sign('two_factor', user.id, user.tokenVersion, TWO_FACTOR_STEP_TTL_SECONDS)
  await issueToken(db, {
    purpose: 'two_factor',
    email: user.email,
    userId: user.id,
    ttlSeconds: TWO_FACTOR_STEP_TTL_SECONDS,
    token: tempToken,
  })
  return { two_factor_required: true, tempToken }
}
