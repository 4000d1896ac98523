import { Button, Form, Typography } from 'antd'
import { useState } from 'react'
import { useVerifyEmailLoginTokenMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { CodeInput } from '../../components/CodeInput'
import { isSixDigitCode } from '../../components/sixDigitCode'
import type { LoginResponseHandler } from './useLoginResponse'

interface EmailCodeFormProps {
  email: string
  onResponse: LoginResponseHandler
  /** The submit button's label: 'Log in', or 'Create account' in the signup view. */
  submitLabel?: string
}

/** The 6-digit code from the login email, typed on the same screen instead of opening the link. */
export function EmailCodeForm({ email, onResponse, submitLabel = 'Log in' }: EmailCodeFormProps) {
  const [form] = Form.useForm<{ code: string }>()
  const code = Form.useWatch('code', form) ?? ''
  const [verify, { isLoading }] = useVerifyEmailLoginTokenMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!isSixDigitCode(code)) return
    setError(null)
    try {
      const handled = await onResponse(await verify({ emailTokenLoginRequest: { email, token: code } }).unwrap())
      if (handled.status === 'failed') setError(handled.message)
    } catch (failure) {
      setError(errorMessage(failure, 'Invalid or expired code'))
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="Login code" name="code" extra="Enter the 6-digit code from the email.">
        <CodeInput autoFocus />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={isLoading} disabled={!isSixDigitCode(code)}>
        {submitLabel}
      </Button>
    </Form>
  )
}
