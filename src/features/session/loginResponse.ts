import type { LoginResult } from './userInfo'

/** What the app does with the answer of a login call (docs/product.md §4 Session). */
export type LoginOutcome =
  | { kind: 'session'; result: LoginResult & { user_id: string } }
  | { kind: 'twoFactor'; tempToken: string }
  | { kind: 'google'; credential: string }
  | { kind: 'unknown'; message: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Classifies a login response: a Google credential is exchanged via the Google call, a tempToken asks
 * for the second (two-factor) step, a response with user_id signs in, anything else is an error.
 */
export function interpretLoginResponse(resp: unknown): LoginOutcome {
  if (isRecord(resp)) {
    if (typeof resp.credential === 'string' && resp.credential) return { kind: 'google', credential: resp.credential }
    // A second-step answer may name the user too, so the tempToken is looked at before user_id.
    if (typeof resp.tempToken === 'string' && resp.tempToken) return { kind: 'twoFactor', tempToken: resp.tempToken }
    if (typeof resp.user_id === 'string' && resp.user_id) {
      return { kind: 'session', result: { ...(resp as LoginResult), user_id: resp.user_id } }
    }
  }
  return { kind: 'unknown', message: 'Unknown login response: ' + JSON.stringify(resp) }
}
