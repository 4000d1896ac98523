import { Alert, Card, Skeleton } from 'antd'
import { useMemo } from 'react'
import { errorMessage } from '../../api/errorDetail'
import type { DayKey } from '../foodLog/diaryDays'
import { MacroChart } from './MacroChart'
import { macroDays } from './macroSeries'
import type { ProgressRange } from './progressRanges'
import { useRangeSummary } from './useRangeSummary'

/** The "Calories and macros" card of the Progress screen: the period's daily summary as a chart, once it has loaded. */
export function MacrosCard({ userId, end, range }: { userId: string; end: DayKey; range: ProgressRange }) {
  const summary = useRangeSummary(userId, end, range.days)
  const days = useMemo(
    () => (summary.entries ? macroDays(summary.entries, end, range.days) : undefined),
    [summary.entries, end, range.days],
  )
  return (
    <Card title="Calories and macros" size="small">
      {summary.error ? (
        <Alert type="error" showIcon title={errorMessage(summary.error, 'Failed to load your calories and macros')} />
      ) : days ? (
        <MacroChart days={days} weekly={range.weekly} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  )
}
