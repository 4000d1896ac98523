import { App, Button, Flex, Form, Spin, Typography } from 'antd'
import { useState } from 'react'
import { api, useTwoFactorEnableMutation, useTwoFactorSetupQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { CodeInput } from '../../components/CodeInput'
import { isSixDigitCode } from '../../components/sixDigitCode'
import { tokenRenewed } from '../session/sessionSlice'
import { enableFailureMessage } from './twoFactor'

/** 2FA setup: a fresh secret as a QR code (and text), then the app's 6-digit code turns 2FA on. */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { message } = App.useApp()
  const dispatch = useAppDispatch()
  // A new pending secret each time the setup opens, never a cached one.
  const setup = useTwoFactorSetupQuery(undefined, { refetchOnMountOrArgChange: true })
  const [enable, { isLoading }] = useTwoFactorEnableMutation()
  const [form] = Form.useForm<{ code: string }>()
  const code = Form.useWatch('code', form) ?? ''
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!isSixDigitCode(code)) return
    setError(null)
    try {
      const { token } = await enable({ twoFactorCodeRequest: { code } }).unwrap()
      if (token) dispatch(tokenRenewed(token))
      dispatch(api.util.invalidateTags([{ type: 'Authentication', id: '2FA' }, 'User']))
      message.success('2FA enabled!')
      onDone()
    } catch (failure) {
      setError(enableFailureMessage(failure))
    }
  }

  if (setup.isFetching) return <Spin aria-label="Loading QR code" />
  if (setup.isError || !setup.data) {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="danger" role="alert">
          {errorMessage(setup.error, 'Failed to fetch QR code')}
        </Typography.Text>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    )
  }
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <Typography.Paragraph>
        Scan this QR code with your authenticator app, or enter the key by hand, then type the 6-digit code it shows.
      </Typography.Paragraph>
      <img
        src={setup.data.qr_code_data_url}
        alt="QR code for your authenticator app"
        width={180}
        height={180}
        // A white quiet zone around the code in both themes: authenticator apps need it to scan.
        style={{ display: 'block', background: '#fff', padding: 8, borderRadius: 4, marginBottom: 12 }}
      />
      <Typography.Paragraph>
        Key:{' '}
        <Typography.Text code copyable>
          {setup.data.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item label="Authentication code" name="code">
        <CodeInput />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={isLoading} disabled={!isSixDigitCode(code)}>
          Verify and Enable
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    </Form>
  )
}
