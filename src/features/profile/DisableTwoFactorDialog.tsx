import { App, Form, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTwoFactorDisableMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { CodeInput } from '../../components/CodeInput'
import { isSixDigitCode } from '../../components/sixDigitCode'

/** Disabling 2FA asks for a current code from the authenticator app. */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp()
  const [disable, { isLoading }] = useTwoFactorDisableMutation()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setCode('')
    setError(null)
    onClose()
  }

  const submit = async () => {
    if (!isSixDigitCode(code)) return
    setError(null)
    try {
      await disable({ twoFactorCodeRequest: { code } }).unwrap()
      message.success('Two-factor authentication is off.')
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to disable 2FA'))
    }
  }

  return (
    <Modal
      title="Disable two-factor authentication"
      open={open}
      okText="Disable 2FA"
      okButtonProps={{ danger: true, disabled: !isSixDigitCode(code), loading: isLoading }}
      onOk={submit}
      onCancel={close}
    >
      <Typography.Paragraph>Enter the 6-digit code from your authenticator app to turn 2FA off.</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Authentication code" htmlFor="disable-2fa-code">
          <CodeInput id="disable-2fa-code" value={code} onChange={setCode} onPressEnter={submit} autoFocus />
        </Form.Item>
      </Form>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
    </Modal>
  )
}
