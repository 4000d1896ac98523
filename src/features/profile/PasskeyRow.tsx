import { App, Button, Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { usePasskeyRemoveMutation, type Passkey } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

interface PasskeyRowProps {
  passkey: Passkey
  email: string
  onError: (message: string | null) => void
}

/** One passkey: its device name, when it was added and last used, and Remove. */
export function PasskeyRow({ passkey, email, onError }: PasskeyRowProps) {
  const { message } = App.useApp()
  const [remove, { isLoading }] = usePasskeyRemoveMutation()

  const removePasskey = async () => {
    onError(null)
    try {
      await remove({ passkeyRemoveRequest: { email, credential_id: passkey.credential_id } }).unwrap()
      message.success('Passkey removed.')
    } catch (failure) {
      onError(errorMessage(failure, 'Failed to remove passkey'))
    }
  }

  const used = passkey.last_used_at ? `, last used ${dayjs(passkey.last_used_at).format('MMM D, YYYY')}` : ''
  return (
    <li style={{ padding: '8px 0' }}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Flex vertical>
          <Typography.Text strong>{passkey.device_name}</Typography.Text>
          <Typography.Text type="secondary">
            Added {dayjs(passkey.created_at).format('MMM D, YYYY')}
            {used}
          </Typography.Text>
        </Flex>
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
    </li>
  )
}
