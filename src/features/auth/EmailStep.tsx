import { Button, Form, Input, Typography } from 'antd'
import { usePasskeyHasMutation } from '../../api/api'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { passkeyOffered, selectEmailLoginEmail } from '../emailLogin/emailLoginSlice'
import { useSendLoginLink } from './useSendLoginLink'

/** Step 1 of the email login: the email; an email with a passkey is offered it, any other gets a login link. */
export function EmailStep() {
  const dispatch = useAppDispatch()
  const savedEmail = useAppSelector(selectEmailLoginEmail)
  const [form] = Form.useForm<{ email: string }>()
  const email = Form.useWatch('email', form) ?? ''
  const [passkeyHas, { isLoading: checking }] = usePasskeyHasMutation()
  const { send, sending, error } = useSendLoginLink()

  const submit = async ({ email: typed }: { email: string }) => {
    const address = typed.trim()
    let hasPasskey = false
    try {
      hasPasskey = (await passkeyHas({ emailRequest: { email: address } }).unwrap()).hasPasskey
    } catch {
      // Not knowing about passkeys must not block the login: the link works for everyone.
    }
    if (hasPasskey) dispatch(passkeyOffered(address))
    else await send(address)
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ email: savedEmail }}>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, whitespace: true, message: 'Please enter your email' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
      >
        <Input type="email" autoComplete="username webauthn" size="large" />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        disabled={!email.trim()}
        loading={checking || sending}
      >
        Continue
      </Button>
    </Form>
  )
}
