import { Button, Flex, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { usePasswordLoginMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import type { LoginResponseHandler } from './useLoginResponse'

interface PasswordLoginFormProps {
  initialEmail: string
  onResponse: LoginResponseHandler
  onBack: () => void
}

interface Values {
  email: string
  password: string
}

/** Email and password, for accounts that set a password through the emailed link on their profile. */
export function PasswordLoginForm({ initialEmail, onResponse, onBack }: PasswordLoginFormProps) {
  const [form] = Form.useForm<Values>()
  const email = Form.useWatch('email', form) ?? ''
  const password = Form.useWatch('password', form) ?? ''
  const [login, { isLoading }] = usePasswordLoginMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async (values: Values) => {
    setError(null)
    try {
      const handled = await onResponse(
        await login({ passwordLoginRequest: { username: values.email.trim(), password: values.password } }).unwrap(),
      )
      if (handled.status === 'failed') setError(handled.message)
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'))
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ email: initialEmail }}>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Flex vertical gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={isLoading}
          disabled={!email.trim() || !password}
        >
          Log in
        </Button>
        <Button type="link" onClick={onBack}>
          Use an email code or passkey instead
        </Button>
      </Flex>
    </Form>
  )
}
