import { Typography } from 'antd'

/** The Insights screen (filled in by the insights issue). */
export function InsightsPage() {
  return <Typography.Title level={2}>Insights</Typography.Title>
}
