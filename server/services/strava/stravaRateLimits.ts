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
