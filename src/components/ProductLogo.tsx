import { Flex, Typography } from 'antd'

/** The product logo and name, as shown on the public screens. */
export function ProductLogo() {
  return (
    <Flex align="center" gap={12}>
      <img src="/logo.svg" alt="Macro Tracker logo" width={48} height={48} />
      <Typography.Text strong style={{ fontSize: 24 }}>
        Macro Tracker
      </Typography.Text>
    </Flex>
  )
}
