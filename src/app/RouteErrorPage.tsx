import { Button, Flex, Typography } from 'antd'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/** The router's error screen: shown when a screen throws or its script chunk fails to load. */
export function RouteErrorPage() {
  const error = useRouteError()
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>Unexpected Application Error!</Typography.Title>
      <Typography.Paragraph>
        <Typography.Text code>{messageOf(error)}</Typography.Text>
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </Flex>
  )
}
