import { Alert, Card, Flex, Pagination, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useGetDailySummaryQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { today } from './diaryDays'
import { CHART_HEIGHT, SUMMARY_PAGE_SIZE } from './foodLogConstants'
import { dailySummaryArgs } from './foodLogReads'
import { SummaryTable } from './SummaryTable'

// The chart is drawn only once there are days to show, so its code loads on its own.
const DailyMacroChart = lazy(() =>
  import(/* webpackChunkName: "daily-macro-chart" */ './DailyMacroChart').then((m) => ({ default: m.DailyMacroChart })),
)

/** Per-day totals, newest first, 7 calendar days a page (docs/product.md §9), as a chart and a table. */
export function DailySummary({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  // Calendar days ending today (the browser's), so a day with nothing logged shows as zero.
  const [end] = useState(today)
  const summary = useGetDailySummaryQuery(dailySummaryArgs(userId, page, end))
  const days = summary.data?.items ?? []
  const totalPages = summary.data?.total_pages

  // Deleting meals can leave fewer pages than the one shown: go back to the last page that has days (React's
  // "adjust state while rendering" pattern: it re-renders at once, before painting the empty page).
  if (totalPages !== undefined && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages))

  return (
    <Card title="Daily Macro Summary">
      <Flex vertical gap={12}>
        {summary.isError && (
          <Alert type="error" showIcon title={errorMessage(summary.error, 'Failed to fetch daily summary')} />
        )}
        {days.length > 0 && (
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <DailyMacroChart days={days} />
          </Suspense>
        )}
        {days.length > 0 && <SummaryTable days={days} busy={summary.isFetching} />}
        {summary.isSuccess && days.length === 0 && (
          <Typography.Text type="secondary">No meals logged yet.</Typography.Text>
        )}
        <Pagination
          align="center"
          current={page}
          pageSize={SUMMARY_PAGE_SIZE}
          total={summary.data?.total_days ?? 0}
          onChange={setPage}
          // docs/product.md §9: 1 boundary page (antd always shows the first and last) and 1 sibling page each side.
          showLessItems
          showSizeChanger={false}
          hideOnSinglePage
          // Off, antd does not watch the screen width for it (it re-rendered it inside the Food Log's first commit); it
          // changes nothing on screen, as antd makes it small by width only with `responsive` set.
          responsive={false}
        />
      </Flex>
    </Card>
  )
}
