import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined'
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined'
import SyncOutlined from '@ant-design/icons/SyncOutlined'
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { type StravaAction, type StravaTone, STRAVA_TEXT } from './stravaStatus'
import { openInBrowser, useStravaConnection } from './useStravaConnection'

const TONE_ICON: Record<StravaTone, ReactNode> = {
  success: <CheckCircleOutlined />,
  default: <DisconnectOutlined />,
  processing: <SyncOutlined spin />,
  error: <CloseCircleOutlined />,
}

interface StravaStatusBarProps {
  userId: string
  /** Opens the connect URL; the browser's own navigation unless a test watches it. */
  redirect?: (url: string) => void
}

/**
 * The fitness-activity integration status bar (docs/product.md §2, §4): whether Strava is connected, and Connect,
 * Import or Disconnect with what each reports; after the authorization redirect, its outcome.
 */
export function StravaStatusBar({ userId, redirect = openInBrowser }: StravaStatusBarProps) {
  const strava = useStravaConnection(userId, redirect)
  const { view, activity, notice } = strava
  const busy = activity !== 'idle'

  const buttons: Record<StravaAction, ReactNode> = {
    connect: (
      <Button key="connect" type="primary" loading={activity === 'connecting'} onClick={() => void strava.connect()}>
        Connect Strava
      </Button>
    ),
    import: (
      <Button
        key="import"
        type="primary"
        loading={activity === 'importing'}
        disabled={busy && activity !== 'importing'}
        onClick={() => void strava.startImport()}
      >
        Import from Strava
      </Button>
    ),
    disconnect: (
      <Button
        key="disconnect"
        loading={activity === 'disconnecting'}
        disabled={busy && activity !== 'disconnecting'}
        onClick={() => void strava.disconnect()}
      >
        Disconnect
      </Button>
    ),
    retry: (
      <Button key="retry" onClick={strava.retry}>
        Retry
      </Button>
    ),
  }

  return (
    <Card size="small">
      <Flex component="section" aria-label="Strava connection" data-status={view.status} vertical gap={8}>
        <Flex wrap justify="space-between" align="center" gap={8}>
          <Flex wrap align="center" gap={8} role="status">
            <Typography.Text strong>Strava</Typography.Text>
            <Tag color={view.tone} icon={TONE_ICON[view.tone]} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
              {view.text}
            </Tag>
            {strava.imported && <Tag color="success">{STRAVA_TEXT.imported}</Tag>}
          </Flex>
          {view.actions.length > 0 && (
            <Flex wrap gap={8}>
              {view.actions.map((action) => buttons[action])}
            </Flex>
          )}
        </Flex>
        {notice && (
          <Alert
            type={notice.type}
            showIcon
            title={notice.text}
            closable={{ 'aria-label': 'Dismiss', onClose: strava.dismissNotice }}
          />
        )}
      </Flex>
    </Card>
  )
}
