import { Button, Card, Flex } from 'antd'
import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { emailLoginRestarted, selectEmailLoginEmail, selectEmailLoginStep } from '../emailLogin/emailLoginSlice'
import { EmailStep } from './EmailStep'
import { LinkSentStep } from './LinkSentStep'
import { PasswordLoginForm } from './PasswordLoginForm'
import { PasskeyStep } from './PasskeyStep'
import type { LoginResponseHandler } from './useLoginResponse'

/**
 * The 'Login or Signup with Email' card: email, then passkey or the emailed link and code (docs/product.md §4);
 * accounts that set a password can use it instead.
 */
export function EmailLoginCard({ onResponse }: { onResponse: LoginResponseHandler }) {
  const dispatch = useAppDispatch()
  const step = useAppSelector(selectEmailLoginStep)
  const email = useAppSelector(selectEmailLoginEmail)
  const [withPassword, setWithPassword] = useState(false)
  if (withPassword) {
    return (
      <Card title="Login or Signup with Email">
        <PasswordLoginForm initialEmail={email} onResponse={onResponse} onBack={() => setWithPassword(false)} />
      </Card>
    )
  }
  return (
    <Card title="Login or Signup with Email">
      {step === 'input' && (
        <Flex vertical gap={8}>
          <EmailStep />
          <Button type="link" onClick={() => setWithPassword(true)}>
            Log in with a password
          </Button>
        </Flex>
      )}
      {step !== 'input' && (
        <Flex vertical gap={8}>
          {step === 'passkey' ? <PasskeyStep onResponse={onResponse} /> : <LinkSentStep onResponse={onResponse} />}
          <Button
            type="link"
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
            onClick={() => dispatch(emailLoginRestarted())}
          >
            Use a different email
          </Button>
        </Flex>
      )}
    </Card>
  )
}
