import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { passkeyLoginFailed, selectEmailLoginEmail, selectPasskeyFailed } from '../emailLogin/emailLoginSlice'
import { loginFailureMessage } from '../passkeys/passkeyMessages'
import { usePasskeyLogin } from '../passkeys/usePasskeyLogin'
import type { LoginResponseHandler } from './useLoginResponse'
import { useSendLoginLink } from './useSendLoginLink'

/** Step 2 for an email with a passkey; after a failed passkey login the link can be sent instead. */
export function PasskeyStep({ onResponse }: { onResponse: LoginResponseHandler }) {
  const dispatch = useAppDispatch()
  const email = useAppSelector(selectEmailLoginEmail)
  const failed = useAppSelector(selectPasskeyFailed)
  const { logIn, busy } = usePasskeyLogin()
  const link = useSendLoginLink()
  const [error, setError] = useState<string | null>(null)

  const signInWithPasskey = async () => {
    setError(null)
    const outcome = await logIn(email)
    if (!outcome.ok) {
      dispatch(passkeyLoginFailed())
      setError(loginFailureMessage(outcome))
      return
    }
    const handled = await onResponse(outcome.result)
    if (handled.status === 'failed') setError(handled.message)
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>Sign in with your passkey</Typography.Text>
      <Typography.Text type="secondary">{email}</Typography.Text>
      <Button type="primary" size="large" block loading={busy} onClick={signInWithPasskey}>
        Use Passkey
      </Button>
      {(error ?? link.error) && (
        <Typography.Text type="danger" role="alert">
          {error ?? link.error}
        </Typography.Text>
      )}
      {failed && (
        <Button block loading={link.sending} onClick={() => link.send(email)}>
          Send me a login link instead
        </Button>
      )}
    </Flex>
  )
}
