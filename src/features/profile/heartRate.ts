import dayjs from 'dayjs'
import type { HeartRateEntry } from '../../api/api'

/** The earlier resting heart rates, newest first: every entry of the history (oldest first) but the latest. */
export function previousHeartRates(history: HeartRateEntry[]): HeartRateEntry[] {
  return history.slice(0, -1).reverse()
}

/** '62 bpm on Mar 4, 2026'. */
export function describeHeartRate(entry: HeartRateEntry): string {
  return `${entry.value} bpm on ${dayjs(entry.date).format('MMM D, YYYY')}`
}
