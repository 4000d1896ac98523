import { Typography } from 'antd'

/** The Workouts screen (filled in by the workouts issue). */
export function WorkoutsPage() {
  return <Typography.Title level={2}>Workouts</Typography.Title>
}
