import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useRequestEmailChangeMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { canRequestEmailChange, emailsMismatch } from './emailChange'

interface Values {
  newEmail: string
  confirmation: string
}

/** The email change: collapsed, then the form, then 'check your new email' (the link confirms the change). */
export function EmailChangeSection({ currentEmail }: { currentEmail: string }) {
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<Values>()
  const newEmail = Form.useWatch('newEmail', form) ?? ''
  const confirmation = Form.useWatch('confirmation', form) ?? ''
  const [request, { isLoading, isSuccess, reset }] = useRequestEmailChangeMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    setError(null)
    try {
      await request({ emailChangeRequest: { new_email: newEmail.trim() } }).unwrap()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to request email change'))
    }
  }

  const close = () => {
    form.resetFields()
    setError(null)
    reset()
    setOpen(false)
  }

  const mismatch = emailsMismatch(newEmail, confirmation)
  return (
    <Card title="Email" size="small">
      <Flex vertical gap={12} align="stretch">
        {currentEmail ? (
          <Typography.Text>
            Your email: <Typography.Text strong>{currentEmail}</Typography.Text>
          </Typography.Text>
        ) : (
          <Typography.Text type="danger" role="alert">
            No email on profile
          </Typography.Text>
        )}
        {currentEmail && !open && (
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
            Change Email
          </Button>
        )}
        {open && isSuccess && (
          <>
            <Alert type="success" showIcon title="Check your new email for a confirmation link." />
            <Button style={{ alignSelf: 'flex-start' }} onClick={close}>
              Done
            </Button>
          </>
        )}
        {open && !isSuccess && (
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item label="New Email" name="newEmail">
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item
              label="Confirm New Email"
              name="confirmation"
              validateStatus={mismatch ? 'error' : undefined}
              help={mismatch ? 'Emails do not match' : undefined}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Flex gap={8} wrap>
              <Button
                type="primary"
                htmlType="submit"
                loading={isLoading}
                disabled={!canRequestEmailChange(newEmail, confirmation, currentEmail)}
              >
                Send Confirmation Link
              </Button>
              <Button onClick={close}>Cancel</Button>
            </Flex>
          </Form>
        )}
      </Flex>
    </Card>
  )
}
