import { Alert, Button, Flex, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useRequestEmailLoginTokenMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { EmailCodeForm } from './EmailCodeForm'
import type { LoginResponseHandler } from './useLoginResponse'

interface EmailCodeLoginProps {
  initialEmail: string
  onResponse: LoginResponseHandler
}

/**
 * The email-link page's own form: step 0 the email (a code is mailed), step 1 the code (docs/product.md §4 Email link
 * login).
 */
export function EmailCodeLogin({ initialEmail, onResponse }: EmailCodeLoginProps) {
  const [form] = Form.useForm<{ email: string }>()
  const typed = Form.useWatch('email', form) ?? ''
  const [request, { isLoading }] = useRequestEmailLoginTokenMutation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async ({ email }: { email: string }) => {
    setError(null)
    try {
      await request({ emailRequest: { email: email.trim() } }).unwrap()
      setSentTo(email.trim())
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send login link'))
    }
  }

  if (sentTo) {
    return (
      <Flex vertical gap={16}>
        <Alert type="success" showIcon title="If your email exists, a login link/code has been sent." />
        <EmailCodeForm email={sentTo} onResponse={onResponse} />
        <Button type="link" style={{ alignSelf: 'flex-start', paddingInline: 0 }} onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </Flex>
    )
  }
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={send} initialValues={{ email: initialEmail }}>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, whitespace: true, message: 'Please enter your email' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading} disabled={!typed.trim()}>
        Send Code
      </Button>
    </Form>
  )
}
