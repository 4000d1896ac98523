import { Card, Empty, Typography } from 'antd'
import type { Progress } from '../../api/api'

/** Shown instead of the weight chart while the period has no weigh-in: what logging the weight gives. */
export function NoWeighIns({ progress }: { progress: Progress | undefined }) {
  const days = progress?.min_days_logged ?? 14
  const weighIns = progress?.min_weigh_ins ?? 8
  return (
    <Card title="Weight" size="small">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Paragraph strong style={{ marginBottom: 4 }}>
              No weigh-ins in this period.
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Log your weight a few times a week, at the same time of day. A trend line evens out the day-to-day water
              swings, and once you have logged food on {days} days and your weight {weighIns} times, the app learns how
              many calories you really burn and suggests a calorie target for your goal.
            </Typography.Paragraph>
          </>
        }
      />
    </Card>
  )
}
