import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useRequestPasswordResetMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

/** A password is set or changed through an emailed link (POST /auth/request-password-reset), never typed here. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [request, { isLoading, isSuccess, error }] = useRequestPasswordResetMutation()

  return (
    <Card title="Password" size="small">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>
          {hasPassword
            ? 'You have a password. We can email you a link to change it.'
            : 'You have no password: you log in with email codes, passkeys or Google. We can email you a link to set one.'}
        </Typography.Text>
        {isSuccess ? (
          <Alert
            type="success"
            showIcon
            title="We emailed you a link to set your password. It works once, for 1 hour."
          />
        ) : (
          <Button loading={isLoading} onClick={() => request()}>
            Set or change password
          </Button>
        )}
        {error && (
          <Typography.Text type="danger" role="alert">
            {errorMessage(error, 'Failed to send the password link')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
