import type { Database } from '../../db/database'
import type { KeyedLock } from './keyedLock'
import type { StravaClient, StravaTokens } from './stravaClient'
import { findConnection, type StravaConnection, storeTokens } from './stravaConnections'
import { StravaAuthError } from './stravaErrors'
import { RateLimitPatience } from './stravaRateLimits'

/** Refresh this long before expiry at most (Strava's tokens live 6 hours). */
const REFRESH_MARGIN_MS = 5 * 60_000
/** Refresh attempts when other processes keep rotating the refresh token under us. */
const MAX_REFRESH_ATTEMPTS = 3
/** How long to wait for another process to store the tokens it just rotated. */
const ROTATION_POLLS = 5
const ROTATION_POLL_MS = 100

/** The person revoked the app on Strava (or the tokens are otherwise dead): only connecting again helps. */
export class StravaAccessRevokedError extends Error {
  constructor() {
    super('Strava access was revoked')
    this.name = 'StravaAccessRevokedError'
  }
}

/**
 * Whether a token should be refreshed now: within 5 minutes of expiry, or within half its lifetime for tokens that
 * live less than 10 minutes (so a short-lived token is not refreshed before every call).
 */
export function needsRefresh(connection: Pick<StravaConnection, 'expiresAt' | 'updatedAt'>, now = Date.now()) {
  const expiresAt = connection.expiresAt.getTime()
  const lifetime = expiresAt - connection.updatedAt.getTime()
  return expiresAt - now <= Math.min(REFRESH_MARGIN_MS, Math.max(lifetime, 0) / 2)
}

/**
 * A person's Strava access during one operation: hands out a valid access token, refreshing it before it expires
 * or when Strava answers 401, and always storing the newest refresh token.
 */
export class StravaAccess {
  constructor(
    private readonly db: Database,
    private readonly client: StravaClient,
    private readonly refreshLock: KeyedLock,
    private connection: StravaConnection,
    private readonly patience = new RateLimitPatience(),
  ) {}

  /** An access token that is not about to expire. */
  async token(): Promise<string> {
    if (needsRefresh(this.connection)) await this.refresh(this.connection.accessToken)
    return this.connection.accessToken
  }

  /**
   * Runs a call with a valid token; on a 401 refreshes once and retries, then gives up as revoked. A short rate
   * limit is waited out (RateLimitPatience).
   */
  async call<T>(request: (accessToken: string) => Promise<T>): Promise<T> {
    return this.patience.run(() => this.callOnce(request))
  }

  private async callOnce<T>(request: (accessToken: string) => Promise<T>): Promise<T> {
    const accessToken = await this.token()
    try {
      return await request(accessToken)
    } catch (error) {
      if (!(error instanceof StravaAuthError)) throw error
    }
    await this.refresh(accessToken)
    try {
      return await request(this.connection.accessToken)
    } catch (error) {
      throw error instanceof StravaAuthError ? new StravaAccessRevokedError() : error
    }
  }

  /**
   * Refreshes unless someone else already did (another request, or another process sharing the database): the
   * stored tokens are read again first.
   */
  private async refresh(staleAccessToken: string): Promise<void> {
    const { userId } = this.connection
    await this.refreshLock.run(userId, async () => {
      const stored = await findConnection(this.db, userId)
      if (stored && stored.accessToken !== staleAccessToken) {
        this.connection = stored
        if (!needsRefresh(stored)) return
      }
      const tokens = await this.refreshRotating()
      if (!tokens) return
      await storeTokens(this.db, userId, tokens)
      this.connection = { ...this.connection, ...tokens, athleteId: this.connection.athleteId, updatedAt: new Date() }
    })
  }

  /**
   * New tokens from Strava, or null when fresh ones rotated by another process were taken instead. Strava refuses
   * a refresh token once it has issued a newer one: when it refuses ours, another process may have just refreshed,
   * so its tokens are awaited for a moment before the access counts as revoked.
   */
  private async refreshRotating(): Promise<StravaTokens | null> {
    for (let attempt = 0; attempt < MAX_REFRESH_ATTEMPTS; attempt++) {
      try {
        return await this.client.refresh(this.connection.refreshToken)
      } catch (error) {
        if (!(error instanceof StravaAuthError)) throw error
      }
      const rotated = await this.rotatedElsewhere()
      if (!rotated) break
      this.connection = rotated
      if (!needsRefresh(rotated)) return null
    }
    throw new StravaAccessRevokedError()
  }

  /** The stored connection once its refresh token differs from ours; null if that does not happen soon. */
  private async rotatedElsewhere(): Promise<StravaConnection | null> {
    for (let poll = 0; poll < ROTATION_POLLS; poll++) {
      const stored = await findConnection(this.db, this.connection.userId)
      if (!stored) return null
      if (stored.refreshToken !== this.connection.refreshToken) return stored
      await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS))
    }
    return null
  }
}
