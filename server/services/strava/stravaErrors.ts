/** Strava refused the credentials: a bad code, a refresh token no longer valid, or an access token refused (401). */
export class StravaAuthError extends Error {
  constructor(message = 'Strava refused the credentials') {
    super(message)
    this.name = 'StravaAuthError'
  }
}

/** Strava answered 429: the application's 15-minute or daily request budget is spent. */
export class StravaRateLimitError extends Error {
  constructor(
    /** Seconds until the window that ran out starts again. */
    readonly retryAfterSeconds: number,
  ) {
    super('Strava rate limit reached')
    this.name = 'StravaRateLimitError'
  }
}

/** Strava could not be reached, timed out, failed (5xx) or answered something unreadable. */
export class StravaUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StravaUnavailableError'
  }
}
