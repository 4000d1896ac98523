import { App, Button, Flex, Input, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { usePasskeyRemoveMutation, usePasskeyRenameMutation, type Passkey } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

/** The longest passkey name (openapi.yaml `PasskeyRenameRequest.name`). */
const MAX_NAME_LENGTH = 60

interface PasskeyRowProps {
  passkey: Passkey
  email: string
  onError: (message: string | null) => void
}

/** One passkey: its device name, when it was added and last used, Rename (in place) and Remove. */
export function PasskeyRow({ passkey, email, onError }: PasskeyRowProps) {
  const { message } = App.useApp()
  const [remove, { isLoading }] = usePasskeyRemoveMutation()
  const [rename, { isLoading: renaming }] = usePasskeyRenameMutation()
  const [draft, setDraft] = useState<string | null>(null)

  const removePasskey = async () => {
    onError(null)
    try {
      await remove({ passkeyRemoveRequest: { email, credential_id: passkey.credential_id } }).unwrap()
      message.success('Passkey removed.')
    } catch (failure) {
      onError(errorMessage(failure, 'Failed to remove passkey'))
    }
  }

  const name = draft?.trim() ?? ''
  const saveName = async () => {
    if (!name) return
    onError(null)
    try {
      await rename({ passkeyRenameRequest: { credential_id: passkey.credential_id, name } }).unwrap()
      setDraft(null)
      message.success('Passkey renamed.')
    } catch (failure) {
      onError(errorMessage(failure, 'Failed to rename passkey'))
    }
  }

  const used = passkey.last_used_at ? `, last used ${dayjs(passkey.last_used_at).format('MMM D, YYYY')}` : ''
  return (
    <li style={{ padding: '8px 0' }}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Flex vertical style={{ flex: '1 1 200px' }}>
          {draft === null ? (
            <Typography.Text strong>{passkey.device_name}</Typography.Text>
          ) : (
            <Input
              aria-label="Passkey name"
              value={draft}
              maxLength={MAX_NAME_LENGTH}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onPressEnter={() => void saveName()}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null)
              }}
            />
          )}
          <Typography.Text type="secondary">
            Added {dayjs(passkey.created_at).format('MMM D, YYYY')}
            {used}
          </Typography.Text>
        </Flex>
        {draft === null ? (
          <Flex gap={8}>
            <Button
              size="small"
              aria-label={`Rename ${passkey.device_name}`}
              onClick={() => setDraft(passkey.device_name)}
            >
              Rename
            </Button>
            <Button
              danger
              size="small"
              loading={isLoading}
              aria-label={`Remove ${passkey.device_name}`}
              onClick={removePasskey}
            >
              Remove
            </Button>
          </Flex>
        ) : (
          <Flex gap={8}>
            <Button type="primary" size="small" loading={renaming} disabled={!name} onClick={() => void saveName()}>
              Save
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Flex>
        )}
      </Flex>
    </li>
  )
}
