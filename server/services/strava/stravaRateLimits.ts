import { StravaRateLimitError } from './stravaErrors'

/** Strava's rate limits are per application: a 15-minute window starting at each quarter hour, and a UTC day. */
const QUARTER_HOUR_MS = 15 * 60_000
const DAY_MS = 24 * 3600_000

/** "limit15,limitDaily" or "usage15,usageDaily" as Strava sends them; null when absent or unreadable. */
function pair(headers: Headers, name: string): [number, number] | null {
  const parts = (headers.get(name) ?? '').split(',').map((part) => Number(part.trim()))
  return parts.length === 2 && parts.every(Number.isFinite) ? [parts[0], parts[1]] : null
}

function dailyBudgetSpent(headers: Headers, prefix: string): boolean {
  const limit = pair(headers, `${prefix}-Limit`)
  const usage = pair(headers, `${prefix}-Usage`)
  return limit !== null && usage !== null && usage[1] >= limit[1]
}

/**
 * Seconds until Strava accepts requests again after a 429: Retry-After when sent; otherwise the next UTC midnight
 * when a daily budget (overall or read) is spent, else the next quarter hour, when the 15-minute window resets.
 */
export function secondsUntilRateLimitReset(headers: Headers, now: Date = new Date()): number {
  const retryAfter = Number(headers.get('retry-after'))
  if (headers.has('retry-after') && Number.isFinite(retryAfter) && retryAfter > 0) return Math.ceil(retryAfter)
  const time = now.getTime()
  const daily = dailyBudgetSpent(headers, 'X-RateLimit') || dailyBudgetSpent(headers, 'X-ReadRateLimit')
  const window = daily ? DAY_MS : QUARTER_HOUR_MS
  const resetAt = Math.floor(time / window) * window + window
  return Math.max(1, Math.ceil((resetAt - time) / 1000))
}

/** A 429 whose window reopens within this many seconds is waited out instead of ending the operation. */
export const SHORT_RATE_LIMIT_WAIT_SECONDS = 15
/** Seconds one operation may spend waiting out short limits in all. */
const WAIT_BUDGET_SECONDS = 60

/**
 * Waits out Strava's short rate limits (a Retry-After of a few seconds) for one operation, so a brief limit costs
 * a pause rather than an interrupted import; a longer one still ends it with StravaRateLimitError.
 */
export class RateLimitPatience {
  private waited = 0

  constructor(private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) {}

  /** Runs `call`, again after each short 429 while the wait budget lasts. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await call()
      } catch (error) {
        if (!(error instanceof StravaRateLimitError)) throw error
        const wait = error.retryAfterSeconds
        if (wait > SHORT_RATE_LIMIT_WAIT_SECONDS || this.waited + wait > WAIT_BUDGET_SECONDS) throw error
        this.waited += wait
        await this.sleep(wait * 1000)
      }
    }
  }
}
