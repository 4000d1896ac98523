import { Typography } from 'antd'

/** The Unique Foods screen (filled in by the foods issue). */
export function UniqueFoodsPage() {
  return <Typography.Title level={2}>Unique Foods</Typography.Title>
}
