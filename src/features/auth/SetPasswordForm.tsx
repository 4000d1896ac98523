import { Alert, Button, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useResetPasswordMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { canSetPassword, MIN_PASSWORD_LENGTH, passwordsMismatch } from './passwordForm'

/** How long 'Password updated!' shows before the app goes to '/' (docs/product.md §9). */
export const RESET_REDIRECT_MS = 1500

interface Values {
  password: string
  confirmation: string
}

/** The new password twice; submit is disabled until they match. */
export function SetPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<Values>()
  const password = Form.useWatch('password', form) ?? ''
  const confirmation = Form.useWatch('confirmation', form) ?? ''
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation()
  const [error, setError] = useState<string | null>(null)
  const navigate = useNavigate()

  useEffect(() => {
    if (!isSuccess) return
    const timer = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [isSuccess, navigate])

  const submit = async () => {
    setError(null)
    try {
      await resetPassword({ resetPasswordRequest: { token, newPassword: password } }).unwrap()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to reset password'))
    }
  }

  if (isSuccess) return <Alert type="success" showIcon title="Password updated! You can now log in." />
  const mismatch = passwordsMismatch(password, confirmation)
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label="New Password" name="password" extra={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Confirm New Password"
        name="confirmation"
        validateStatus={mismatch ? 'error' : undefined}
        help={mismatch ? 'Passwords do not match' : undefined}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {/* In a form item of its own: the help line above then keeps its distance. */}
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={isLoading} disabled={!canSetPassword(password, confirmation)}>
          Set Password
        </Button>
      </Form.Item>
    </Form>
  )
}
