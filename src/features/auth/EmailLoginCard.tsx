import { Suspense, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Button } from '../../components/plain/Button'
import { Card } from '../../components/plain/Card'
import { LoadingScreen } from '../../components/plain/Spinner'
import { emailLoginRestarted, selectEmailLoginEmail, selectEmailLoginStep } from '../emailLogin/emailLoginSlice'
import { EmailStep } from './EmailStep'
import { LinkSentStep, PasskeyStep, PasswordLoginForm } from './loginSteps'
import type { LoginResponseHandler } from './useLoginResponse'

/**
 * The 'Login or Signup with Email' card: email, then passkey or the emailed link and code (docs/product.md §4);
 * accounts that set a password can use it instead. The email step is plain HTML; the later steps load with antd.
 */
export function EmailLoginCard({ onResponse }: { onResponse: LoginResponseHandler }) {
  const dispatch = useAppDispatch()
  const step = useAppSelector(selectEmailLoginStep)
  const email = useAppSelector(selectEmailLoginEmail)
  const [withPassword, setWithPassword] = useState(false)
  if (withPassword) {
    return (
      <Card title="Login or Signup with Email">
        <Suspense fallback={<LoadingScreen />}>
          <PasswordLoginForm initialEmail={email} onResponse={onResponse} onBack={() => setWithPassword(false)} />
        </Suspense>
      </Card>
    )
  }
  return (
    <Card title="Login or Signup with Email">
      {step === 'input' && (
        <div className="mt-stack">
          <EmailStep />
          <Button variant="link" onClick={() => setWithPassword(true)}>
            Log in with a password
          </Button>
        </div>
      )}
      {step !== 'input' && (
        <div className="mt-stack">
          <Suspense fallback={<LoadingScreen />}>
            {step === 'passkey' ? <PasskeyStep onResponse={onResponse} /> : <LinkSentStep onResponse={onResponse} />}
          </Suspense>
          <Button
            variant="link"
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
            onClick={() => dispatch(emailLoginRestarted())}
          >
            Use a different email
          </Button>
        </div>
      )}
    </Card>
  )
}
