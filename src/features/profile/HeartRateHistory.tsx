import { Typography } from 'antd'
import type { HeartRateEntry } from '../../api/api'
import { describeHeartRate, previousHeartRates } from './heartRate'

/** The earlier resting heart rates, labelled 'Previous'; nothing when there are none. */
export function HeartRateHistory({ history }: { history: HeartRateEntry[] }) {
  const previous = previousHeartRates(history)
  if (previous.length === 0) return null
  return (
    <div>
      <Typography.Text type="secondary">Previous</Typography.Text>
      <ul aria-label="Previous resting heart rates" style={{ margin: 0, paddingInlineStart: 20 }}>
        {previous.map((entry) => (
          <li key={entry.date}>
            <Typography.Text type="secondary">{describeHeartRate(entry)}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  )
}
