import { useMemo } from 'react'
import { api, type DailySummaryEntry, useGetDailySummaryQuery } from '../../api/api'
import type { DayKey } from '../foodLog/diaryDays'
import { useQueryPages } from './useQueryPages'

/** The most days a page of the daily summary holds (openapi.yaml PageSizeQuery). */
const MAX_SUMMARY_PAGE_SIZE = 31

/** The summary pages covering `days` days: as few as the page size allows, of even size (a year: 12 pages of 31). */
export function summaryPaging(days: number): { pages: number; pageSize: number } {
  const pages = Math.ceil(days / MAX_SUMMARY_PAGE_SIZE)
  return { pages, pageSize: Math.ceil(days / pages) }
}

/**
 * The daily summary of the `days` days ending at `end` (newest first; the last page may reach further back), once
 * all its pages have loaded, and the first error. Page 1 comes first: it tells how far back anything is logged, so
 * no page before the first logged day is asked for; the others then come together.
 */
export function useRangeSummary(
  userId: string,
  end: DayKey,
  days: number,
): { entries: DailySummaryEntry[] | undefined; error: unknown } {
  const { pages, pageSize } = summaryPaging(days)
  const first = useGetDailySummaryQuery({ id: userId, page: 1, pageSize, end })
  // currentData: page 1 of these very arguments (`data` would still be the previous range's, of another page size).
  const count = first.currentData ? Math.max(1, Math.min(pages, first.currentData.total_pages)) : 1
  const args = useMemo(
    () => Array.from({ length: count }, (_, index) => ({ id: userId, page: index + 1, pageSize, end })),
    [userId, count, pageSize, end],
  )
  const summary = useQueryPages(api.endpoints.getDailySummary, args)
  const entries = useMemo(() => summary.data?.flatMap((page) => page.items), [summary.data])
  return { entries, error: summary.error }
}
