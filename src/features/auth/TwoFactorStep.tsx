import { Button, Card, Flex, Form, Typography } from 'antd'
import { useState } from 'react'
import { useVerifyTwoFactorLoginMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { CodeInput } from '../../components/CodeInput'
import { isSixDigitCode } from '../../components/sixDigitCode'
import type { LoginResponseHandler } from './useLoginResponse'

interface TwoFactorStepProps {
  tempToken: string
  onResponse: LoginResponseHandler
  onCancel: () => void
}

/** The second login step when two-factor authentication is on: the authenticator app's code for the tempToken. */
export function TwoFactorStep({ tempToken, onResponse, onCancel }: TwoFactorStepProps) {
  const [form] = Form.useForm<{ code: string }>()
  const code = Form.useWatch('code', form) ?? ''
  const [verify, { isLoading }] = useVerifyTwoFactorLoginMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!isSixDigitCode(code)) return
    setError(null)
    try {
      const handled = await onResponse(await verify({ twoFactorLoginRequest: { tempToken, code } }).unwrap())
      if (handled.status === 'failed') setError(handled.message)
    } catch (failure) {
      setError(errorMessage(failure, 'Invalid code'))
    }
  }

  return (
    <Card title="Two-factor authentication">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Typography.Paragraph>Enter the 6-digit code from your authenticator app.</Typography.Paragraph>
        <Form.Item label="Authentication code" name="code">
          <CodeInput autoFocus />
        </Form.Item>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!isSixDigitCode(code)}>
            Verify
          </Button>
          <Button onClick={onCancel}>Back to login</Button>
        </Flex>
      </Form>
    </Card>
  )
}
