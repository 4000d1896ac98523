import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { unauthenticated } from '../../lib/domainErrors'
import { safeEqual } from '../auth/secrets'
import type { TokenService } from '../auth/sessionTokens'
import { consumeToken, issueToken } from '../auth/singleUseTokens'
import type { StravaClient, StravaTokens } from './stravaClient'
import { saveConnection } from './stravaConnections'
import { StravaAuthError, StravaRateLimitError, StravaUnavailableError } from './stravaErrors'

/** The connect ticket is used at once by the browser redirect it was issued for. */
export const TICKET_TTL_SECONDS = 5 * 60
/** Time the person has on Strava's authorize page. */
export const STATE_TTL_SECONDS = 15 * 60

/** Where Strava sends the browser back, on this server. */
export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/strava/callback`

async function tokenVersion(db: Database, userId: string): Promise<number | null> {
  const [user] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId))
  return user?.version ?? null
}

/**
 * A short-lived signed ticket for the connect redirect (a browser navigation carries no bearer token), and the
 * path the browser opens with it.
 */
export async function issueConnectTicket(tokens: TokenService, db: Database, userId: string) {
  const version = (await tokenVersion(db, userId)) ?? 0
  const ticket = await tokens.sign('strava_ticket', userId, version, TICKET_TTL_SECONDS)
  const query = new URLSearchParams({ user_id: userId, ticket })
  return { ticket, url: `/api/strava/login?${query}` }
}

/** Where the browser goes next, and the state it must also carry back in a cookie (see `completeAuthorization`). */
export interface AuthorizeRedirect {
  url: string
  state: string
}

/**
 * Checks the ticket belongs to this user and was issued since their last logout, then gives Strava's authorize URL
 * with a new random state. The state is stored (hashed, single use, 15 minutes) with the user it is for, and the
 * caller hands it to this browser too, so only the browser that started the connection can finish it.
 */
export async function authorizeRedirect(
  deps: { tokens: TokenService; db: Database; client: StravaClient; publicUrl: string },
  userId: string,
  ticket: string,
): Promise<AuthorizeRedirect> {
  const claims = await deps.tokens.verify(ticket, 'strava_ticket')
  const version = await tokenVersion(deps.db, userId)
  if (claims.sub !== userId || version === null || version !== claims.ver) throw unauthenticated('Invalid ticket')
  const { token: state } = await issueToken(deps.db, {
    purpose: 'strava_state',
    email: '',
    userId,
    ttlSeconds: STATE_TTL_SECONDS,
  })
  return { url: deps.client.authorizeUrl(callbackUrl(deps.publicUrl), state), state }
}

/** Whether the scopes Strava reports granted (comma-separated) let us read activities. */
export function grantsActivityRead(scope: string): boolean {
  return scope.split(/[\s,]+/).some((granted) => granted === 'activity:read' || granted === 'activity:read_all')
}

export interface CallbackQuery {
  code?: string
  state: string
  scope?: string
  error?: string
}

/**
 * The user a state was issued for, using the state up: only when the browser brought back the same state it was
 * given (so a callback link sent to someone else does nothing) and the state is unused and fresh.
 */
async function stateUser(db: Database, state: string, browserState: string | null): Promise<string | null> {
  if (!browserState || !safeEqual(browserState, state)) return null
  return (await consumeToken(db, 'strava_state', state))?.userId ?? null
}

/** How a connect attempt ended: connected, declined by the person, or failed (a bad state, a refused exchange). */
export type ConnectOutcome = 'success' | 'cancelled' | 'error'

/**
 * Strava's redirect back: stores the tokens when the person approved with a scope that reads activities, the state
 * is ours, fresh, unused and the one this browser was given (`browserState`, from its cookie), and the code
 * exchanges. Declining (or not granting activity access) is `cancelled`; a state that is not ours, was used, has
 * expired or belongs to another browser, or an exchange Strava refuses or cannot answer, is `error`; either way
 * nothing is stored. Strava names the granted scopes in the redirect; when it does not, the exchange alone decides.
 */
export async function completeAuthorization(
  deps: { db: Database; client: StravaClient },
  query: CallbackQuery,
  browserState: string | null,
): Promise<ConnectOutcome> {
  const userId = await stateUser(deps.db, query.state, browserState)
  if (query.error) return 'cancelled'
  if (!query.code || userId === null) return 'error'
  if (query.scope !== undefined && !grantsActivityRead(query.scope)) return 'cancelled'
  let tokens: StravaTokens
  try {
    tokens = await deps.client.exchangeCode(query.code)
  } catch (error) {
    const stravaFailed = [StravaAuthError, StravaRateLimitError, StravaUnavailableError].some(
      (type) => error instanceof type,
    )
    if (stravaFailed) return 'error'
    throw error
  }
  await saveConnection(deps.db, userId, tokens, query.scope ?? null)
  return 'success'
}
