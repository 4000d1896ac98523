import { App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { signupFailureMessage } from '../passkeys/passkeyMessages'
import { usePasskeyRegistration } from '../passkeys/usePasskeyRegistration'
import { GoogleSignIn } from './GoogleSignIn'
import { SignupEmailStep } from './SignupEmailStep'
import { passkeySignupProblem } from './signupEmail'
import type { LoginResponseHandler } from './useLoginResponse'

interface SignupWizardProps {
  onResponse: LoginResponseHandler
  exchangingGoogle: boolean
  onExit: () => void
}

/**
 * The signup view (docs/product.md §2): step 0 Google or email, step 1 the email, step 2 the passkey. Failures pop up.
 */
export function SignupWizard({ onResponse, exchangingGoogle, onExit }: SignupWizardProps) {
  const { modal } = App.useApp()
  const [step, setStep] = useState<0 | 1 | 2>(0)
  const [email, setEmail] = useState('')
  const { register, busy } = usePasskeyRegistration()
  const alert = (title: string) => modal.error({ title, okText: 'OK' })

  const onGoogleCredential = async (response: unknown) => {
    const handled = await onResponse(response)
    if (handled.status === 'failed') alert(handled.message)
  }

  const signUpWithPasskey = async () => {
    const problem = passkeySignupProblem(email)
    if (problem) {
      alert(problem)
      return
    }
    const outcome = await register(email.trim())
    if (!outcome.ok) {
      alert(signupFailureMessage(outcome))
      return
    }
    const handled = await onResponse(outcome.result)
    if (handled.status === 'failed') alert(handled.message)
  }

  return (
    <Card
      title="Create your account"
      extra={
        <Button type="link" aria-label="Back to login" onClick={onExit}>
          Back
        </Button>
      }
    >
      {step === 0 && (
        <Flex vertical gap={16} align="stretch">
          <Flex justify="center">
            <GoogleSignIn
              mode="signup"
              exchanging={exchangingGoogle}
              onCredential={onGoogleCredential}
              onError={() => alert('Google signup failed')}
            />
          </Flex>
          <Button type="primary" size="large" onClick={() => setStep(1)}>
            Continue with Email
          </Button>
          <Button onClick={onExit}>Back to Main Login</Button>
        </Flex>
      )}
      {step === 1 && (
        <SignupEmailStep
          email={email}
          onEmailChange={setEmail}
          onContinue={() => setStep(2)}
          onBack={() => setStep(0)}
        />
      )}
      {step === 2 && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{email.trim()}</Typography.Text>
          <Button type="primary" size="large" loading={busy} onClick={signUpWithPasskey}>
            Sign up with Passkey (no password)
          </Button>
          <Button onClick={() => setStep(1)}>Back</Button>
        </Flex>
      )}
    </Card>
  )
}
