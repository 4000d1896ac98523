import { Flex, Spin } from 'antd'

/** The spinner shown while a screen's code or data loads. */
export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  )
}
