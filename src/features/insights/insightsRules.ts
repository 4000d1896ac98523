import dayjs from 'dayjs'
import type { InsightLogEntry } from '../../api/api'
import { errorMessage, errorStatus } from '../../api/errorDetail'

/** Entries the server sends in one page of the log (its default `limit`). */
export const INSIGHTS_PAGE_SIZE = 50

/** Shown in the advice box when the answer has no advice (docs/product.md §8). */
export const NO_ADVICE = 'No advice returned.'

/** The advice to show from a getAdvice answer; 'No advice returned.' when its advice field is missing or blank. */
export function adviceText(answer: Partial<InsightLogEntry> | undefined): string {
  const advice = answer?.advice
  return typeof advice === 'string' && advice.trim() ? advice : NO_ADVICE
}

/**
 * What a failed insights call shows (docs/product.md §8). The server answered with an error: its detail, else 'Failed
 * to fetch insights'. No usable answer at all (network down, unreadable body): 'Error fetching insights'.
 */
export function insightsFailure(error: unknown): string {
  return errorStatus(error) === undefined ? 'Error fetching insights' : errorMessage(error, 'Failed to fetch insights')
}

/** The log newest first (docs/product.md §2), whatever order it arrives in. */
export function newestFirst(entries: InsightLogEntry[]): InsightLogEntry[] {
  return [...entries].sort((a, b) => dayjs(b.created_at).valueOf() - dayjs(a.created_at).valueOf())
}

/** When an advice was written, in the reader's time zone: "Sat, Nov 21, 2026, 8:30 AM". */
export function insightDate(createdAt: string): string {
  const date = dayjs(createdAt)
  return date.isValid() ? date.format('ddd, MMM D, YYYY, h:mm A') : createdAt
}

/** Rows enough for the advice where the box cannot size itself: each line, wrapped at about 80 characters. */
export function adviceRows(advice: string): number {
  const rows = advice.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 80)), 0)
  return Math.max(4, rows)
}
