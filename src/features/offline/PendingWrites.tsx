import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined'
import { Alert, Button, Flex, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectOnline, selectPendingWrites } from './offlineSlice'
import { discardWrite, retryWrite } from './outboxSync'
import type { PendingWrite } from './outboxStore'

/**
 * The writes of `kind` waiting for the server, shown where the person logged them: "waiting to sync" while they
 * wait, and a refused one with the reason and Retry / Discard (never dropped silently).
 */
export function PendingWrites({ kind }: { kind: PendingWrite['kind'] }) {
  const dispatch = useAppDispatch()
  const online = useAppSelector(selectOnline)
  const writes = useAppSelector(selectPendingWrites).filter((write) => write.kind === kind)
  if (writes.length === 0) return null
  return (
    <Alert
      type={writes.some((write) => write.state === 'failed') ? 'error' : 'info'}
      showIcon
      icon={<CloudUploadOutlined />}
      title={online ? 'Syncing…' : 'Waiting to sync: you are offline'}
      description={
        <Flex
          component="ul"
          vertical
          gap={8}
          aria-label="Waiting to sync"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {writes.map((write) => (
            <Flex component="li" key={write.key} vertical gap={4}>
              <Typography.Text>{write.label}</Typography.Text>
              {write.state === 'failed' ? (
                <Flex gap={8} align="center" wrap>
                  <Typography.Text type="danger">Not saved: {write.error}</Typography.Text>
                  <Button size="small" onClick={() => void dispatch(retryWrite(write))}>
                    Retry
                  </Button>
                  <Button size="small" danger onClick={() => void dispatch(discardWrite(write.key))}>
                    Discard
                  </Button>
                </Flex>
              ) : (
                <Typography.Text type="secondary">Waiting to sync</Typography.Text>
              )}
            </Flex>
          ))}
        </Flex>
      }
    />
  )
}
