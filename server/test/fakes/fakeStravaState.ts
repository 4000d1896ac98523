import { randomBytes } from 'node:crypto'
import type { FakeStravaActivity } from './fakeStravaActivities'

/** How the fake Strava behaves; every field can be changed on `state.options` while it runs. */
export interface FakeStravaOptions {
  clientId: string
  clientSecret: string
  athleteId: number
  /** Lifetime of each access token; a short one makes tokens expire in the middle of an import. */
  accessTokenLifetimeSeconds: number
  /** The authorize page redirects back at once, as Strava does for an app the person already approved. */
  autoApprove: boolean
  /** The scopes the person grants; null grants `read` plus what was asked. */
  grantedScope: string | null
  /** API requests allowed per window before Strava answers 429; null: no limit. */
  rateLimitAfter: number | null
  /** Which of Strava's two windows the limit above belongs to. */
  rateLimitWindow: '15min' | 'daily'
  /** When set, a 429 says `Retry-After: n` and the window opens again n seconds after the limit was hit. */
  retryAfterSeconds: number | null
  /** Delay before each API answer, so an import takes measurable time. */
  latencyMs: number
  /** Called on each API request after it is counted (tests use it to act in the middle of an import). */
  onApiRequest: ((state: FakeStravaState) => void) | null
}

export const DEFAULT_FAKE_STRAVA_OPTIONS: FakeStravaOptions = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  athleteId: 987654,
  accessTokenLifetimeSeconds: 6 * 3600,
  autoApprove: false,
  grantedScope: null,
  rateLimitAfter: null,
  rateLimitWindow: '15min',
  retryAfterSeconds: null,
  latencyMs: 0,
  onApiRequest: null,
}

/** One authorization of the app by the athlete: its scope and its only valid refresh token. */
interface Grant {
  scope: string
  refreshToken: string
  revoked: boolean
}

/** Strava's token answer (the exchange adds the athlete). */
export interface TokenAnswer {
  token_type: 'Bearer'
  access_token: string
  refresh_token: string
  expires_at: number
  expires_in: number
  athlete?: { id: number; username: string; firstname: string; lastname: string; resource_state: number }
}

const UNLIMITED = 1_000_000
const token = () => randomBytes(20).toString('hex')

/** What the fake Strava knows and counts: grants, tokens, rate-limit usage and how often each call was made. */
export class FakeStravaState {
  readonly options: FakeStravaOptions
  readonly activities: FakeStravaActivity[]
  private readonly codes = new Map<string, string>()
  private readonly accessTokens = new Map<string, { grant: Grant; expiresAtMs: number }>()
  private readonly refreshTokens = new Map<string, Grant>()
  windowRequests = 0
  /** When the current limit was hit (for retryAfterSeconds). */
  private limitedSince: number | null = null
  readonly counts = { exchanges: 0, refreshes: 0, rejectedRefreshes: 0, deauthorizations: 0, lists: 0, rateLimited: 0 }
  /** The path of each token request (Strava documents /oauth/token and /api/v3/oauth/token). */
  readonly tokenPaths: string[] = []
  /** Detail requests per activity id. */
  readonly detailFetches = new Map<number, number>()

  constructor(options: Partial<FakeStravaOptions>, activities: FakeStravaActivity[]) {
    this.options = { ...DEFAULT_FAKE_STRAVA_OPTIONS, ...options }
    this.activities = activities
  }

  /** The scopes granted for a request asking `requested`. */
  grantedScopeFor(requested: string): string {
    if (this.options.grantedScope !== null) return this.options.grantedScope
    return [...new Set(['read', ...requested.split(',').filter(Boolean)])].join(',')
  }

  /** A single-use authorization code carrying the granted scope. */
  issueCode(scope: string): string {
    const code = token()
    this.codes.set(code, scope)
    return code
  }

  exchangeCode(code: string): TokenAnswer | null {
    const scope = this.codes.get(code)
    if (scope === undefined) return null
    this.codes.delete(code)
    this.counts.exchanges++
    const grant: Grant = { scope, refreshToken: '', revoked: false }
    return {
      ...this.issueTokens(grant),
      athlete: {
        id: this.options.athleteId,
        username: 'fake_athlete',
        firstname: 'Fake',
        lastname: 'Athlete',
        resource_state: 2,
      },
    }
  }

  /** Rotates: the refresh token used becomes invalid and a new one is returned. */
  refresh(refreshToken: string): TokenAnswer | null {
    const grant = this.refreshTokens.get(refreshToken)
    if (!grant || grant.revoked || grant.refreshToken !== refreshToken) {
      this.counts.rejectedRefreshes++
      return null
    }
    this.refreshTokens.delete(refreshToken)
    this.counts.refreshes++
    return this.issueTokens(grant)
  }

  private issueTokens(grant: Grant): TokenAnswer {
    const access = token()
    grant.refreshToken = token()
    this.refreshTokens.set(grant.refreshToken, grant)
    const lifetime = this.options.accessTokenLifetimeSeconds
    const expiresAtMs = Date.now() + lifetime * 1000
    this.accessTokens.set(access, { grant, expiresAtMs })
    return {
      token_type: 'Bearer',
      access_token: access,
      refresh_token: grant.refreshToken,
      expires_at: Math.floor(expiresAtMs / 1000),
      expires_in: lifetime,
    }
  }

  /** Why an access token is refused, or null when it may read activities. */
  accessProblem(accessToken: string | null): 'access_token' | 'activity:read_permission' | null {
    const entry = accessToken ? this.accessTokens.get(accessToken) : undefined
    if (!entry || entry.grant.revoked || entry.expiresAtMs <= Date.now()) return 'access_token'
    if (!/\bactivity:read(_all)?\b/.test(entry.grant.scope)) return 'activity:read_permission'
    return null
  }

  /** Revokes the whole grant behind an access token; false when the token is not valid. */
  deauthorize(accessToken: string | null): boolean {
    const entry = accessToken ? this.accessTokens.get(accessToken) : undefined
    if (!entry || entry.grant.revoked || entry.expiresAtMs <= Date.now()) return false
    entry.grant.revoked = true
    this.counts.deauthorizations++
    return true
  }

  /** Counts an API request; true when it is over the rate limit and must answer 429. */
  countApiRequest(): boolean {
    const { retryAfterSeconds } = this.options
    if (retryAfterSeconds !== null && this.limitedSince !== null) {
      if (Date.now() - this.limitedSince >= retryAfterSeconds * 1000) this.resetRateLimit()
    }
    this.windowRequests++
    this.options.onApiRequest?.(this)
    const limit = this.options.rateLimitAfter
    const over = limit !== null && this.windowRequests > limit
    if (over) {
      this.counts.rateLimited++
      this.limitedSince ??= Date.now()
    }
    return over
  }

  /** Strava's rate-limit headers: "15-minute,daily" limits and usage, for all requests and for reads. */
  rateLimitHeaders(): Record<string, string> {
    const limit = this.options.rateLimitAfter ?? UNLIMITED
    const daily = this.options.rateLimitWindow === 'daily'
    const limits = daily ? `${UNLIMITED},${limit}` : `${limit},${UNLIMITED}`
    const usage = `${this.windowRequests},${this.windowRequests}`
    const retryAfter = this.options.retryAfterSeconds
    return {
      ...(retryAfter !== null && this.limitedSince !== null ? { 'retry-after': String(retryAfter) } : {}),
      'x-ratelimit-limit': limits,
      'x-ratelimit-usage': usage,
      'x-readratelimit-limit': limits,
      'x-readratelimit-usage': usage,
    }
  }

  /** A new rate-limit window starts. */
  resetRateLimit(): void {
    this.windowRequests = 0
    this.limitedSince = null
  }

  /** Every access token issued so far stops working (refresh tokens still work). */
  expireAccessTokens(): void {
    for (const entry of this.accessTokens.values()) entry.expiresAtMs = 0
  }

  /** The athlete revokes the app: no token works any more. */
  revokeAll(): void {
    for (const grant of this.refreshTokens.values()) grant.revoked = true
  }

  /** Whether this refresh token is the newest (the only valid) one of its grant. */
  isCurrentRefreshToken(refreshToken: string): boolean {
    const grant = this.refreshTokens.get(refreshToken)
    return grant !== undefined && !grant.revoked && grant.refreshToken === refreshToken
  }

  /** A summary for the standalone fake's `/_fake/state`. */
  snapshot(): Record<string, unknown> {
    const detailed = [...this.detailFetches.values()]
    return {
      activities: this.activities.length,
      windowRequests: this.windowRequests,
      ...this.counts,
      details: detailed.reduce((sum, n) => sum + n, 0),
      detailsFetchedTwice: detailed.filter((n) => n > 1).length,
    }
  }
}
