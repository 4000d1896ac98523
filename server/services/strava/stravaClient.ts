import { readActivity, type StravaActivity } from './activityMapping'
import { StravaAuthError, StravaRateLimitError, StravaUnavailableError } from './stravaErrors'
import { secondsUntilRateLimitReset } from './stravaRateLimits'

/** The scope the product asks for: every activity, private ones included. */
export const STRAVA_SCOPE = 'activity:read_all'

/** Strava's answer to a code exchange or refresh, as stored. */
export interface StravaTokens {
  accessToken: string
  refreshToken: string
  expiresAt: Date
  /** Only the code exchange names the athlete. */
  athleteId: string | null
}

export interface StravaClientOptions {
  /** https://www.strava.com, or a local fake in tests. */
  baseUrl: string
  clientId: string
  clientSecret: string
  /** Per request; Strava not answering in time counts as unavailable. */
  timeoutMs?: number
}

interface RequestOptions {
  method?: 'GET' | 'POST'
  accessToken?: string
  form?: Record<string, string>
  /** A 404 answers null instead of failing (an activity deleted on Strava since it was listed). */
  allowNotFound?: boolean
  /** The token endpoint answers 400 for a bad code or refresh token: a refusal, not a failure. */
  badRequestIsRefusal?: boolean
}

/** One page of the activity list: what could be read of it, and how many entries Strava sent. */
export interface ActivityPage {
  activities: StravaActivity[]
  /** Entries on the page, readable or not: a full page means another may follow. */
  listed: number
}

/**
 * Strava's OAuth and activities API over fetch: typed answers, and errors that say what to do next. The base URL
 * is Strava's site (`https://www.strava.com`); one given with its `/api/v3` suffix works too.
 */
export class StravaClient {
  private readonly root: string

  constructor(private readonly options: StravaClientOptions) {
    this.root = options.baseUrl.replace(/\/+$/, '').replace(/\/api\/v3$/, '')
  }

  /** Strava's authorize page for this app, coming back to redirectUri with the given state. */
  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: STRAVA_SCOPE,
      state,
    })
    return `${this.root}/oauth/authorize?${query}`
  }

  /** Exchanges an authorization code for the athlete's tokens. */
  async exchangeCode(code: string): Promise<StravaTokens> {
    return this.tokenRequest({ grant_type: 'authorization_code', code })
  }

  /** New tokens from a refresh token; Strava may rotate the refresh token, so store the one returned. */
  async refresh(refreshToken: string): Promise<StravaTokens> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken })
  }

  /** Revokes the app's access for the athlete behind this access token. */
  async deauthorize(accessToken: string): Promise<void> {
    await this.request('/oauth/deauthorize', { method: 'POST', accessToken, form: { access_token: accessToken } })
  }

  /** One page of the athlete's activities started after `after` (epoch seconds). */
  async listActivities(
    accessToken: string,
    page: { after: number; page: number; perPage: number },
  ): Promise<ActivityPage> {
    const query = new URLSearchParams({
      per_page: String(page.perPage),
      page: String(page.page),
      after: String(page.after),
    })
    const body = await this.request(`/api/v3/athlete/activities?${query}`, { accessToken })
    if (!Array.isArray(body)) throw new StravaUnavailableError('Strava answered an unexpected activity list')
    const activities = body.map(readActivity).filter((activity): activity is StravaActivity => activity !== null)
    return { activities, listed: body.length }
  }

  /** An activity's detail (calories, description), or null when it no longer exists. */
  async getActivity(accessToken: string, id: string): Promise<StravaActivity | null> {
    const body = await this.request(`/api/v3/activities/${encodeURIComponent(id)}`, {
      accessToken,
      allowNotFound: true,
    })
    return body === null ? null : readActivity(body)
  }

  /**
   * Strava documents its token endpoint both as /oauth/token and /api/v3/oauth/token; the first is asked, and the
   * second when the first is not there.
   */
  private async tokenRequest(grant: Record<string, string>): Promise<StravaTokens> {
    const { clientId, clientSecret } = this.options
    const options: RequestOptions = {
      method: 'POST',
      form: { client_id: clientId, client_secret: clientSecret, ...grant },
      badRequestIsRefusal: true,
      allowNotFound: true,
    }
    const body = ((await this.request('/oauth/token', options)) ??
      (await this.request('/api/v3/oauth/token', { ...options, allowNotFound: false }))) as Record<
      string,
      unknown
    > | null
    const accessToken = body?.access_token
    const refreshToken = body?.refresh_token ?? grant.refresh_token
    if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
      throw new StravaUnavailableError('Strava answered the token request without tokens')
    }
    const expiresAt = Number(body?.expires_at)
    const expiresIn = Number(body?.expires_in)
    const athlete = body?.athlete as { id?: unknown } | undefined
    return {
      accessToken,
      refreshToken,
      expiresAt: Number.isFinite(expiresAt)
        ? new Date(expiresAt * 1000)
        : new Date(Date.now() + (Number.isFinite(expiresIn) ? expiresIn : 6 * 3600) * 1000),
      athleteId: athlete?.id === undefined || athlete.id === null ? null : String(athlete.id),
    }
  }

  private async request(path: string, options: RequestOptions): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded'
    let response: Response
    try {
      response = await fetch(`${this.root}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.form ? new URLSearchParams(options.form).toString() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      })
    } catch {
      throw new StravaUnavailableError('Strava could not be reached')
    }
    if (response.status === 429) throw new StravaRateLimitError(secondsUntilRateLimitReset(response.headers))
    if (response.status === 401 || (response.status === 400 && options.badRequestIsRefusal)) {
      throw new StravaAuthError()
    }
    if (response.status === 404 && options.allowNotFound) return null
    if (!response.ok) throw new StravaUnavailableError(`Strava answered ${response.status}`)
    try {
      return await response.json()
    } catch {
      throw new StravaUnavailableError('Strava answered something that is not JSON')
    }
  }
}
