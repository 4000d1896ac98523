import { Typography } from 'antd'

/** The Food Log screen (filled in by the food log issue). */
export function FoodLogPage() {
  return <Typography.Title level={2}>Food Log</Typography.Title>
}
