import { Alert, App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useRequestEmailLoginTokenMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { signupFailureMessage } from '../passkeys/passkeyMessages'
import { usePasskeyRegistration } from '../passkeys/usePasskeyRegistration'
import { webAuthnSupported } from '../passkeys/webauthn'
import { EmailCodeForm } from './EmailCodeForm'
import { GoogleSignIn } from './GoogleSignIn'
import { SignupEmailStep } from './SignupEmailStep'
import { passkeySignupProblem } from './signupEmail'
import type { LoginResponseHandler } from './useLoginResponse'

interface SignupWizardProps {
  onResponse: LoginResponseHandler
  exchangingGoogle: boolean
  onExit: () => void
}

/** Offered after a passkey that was not created (no support, cancelled or declined). */
const EMAILED_CODE_INSTEAD = 'You can finish signing up with a code we email you instead.'

/**
 * The signup view (docs/product.md §2): step 0 Google or email, step 1 the email, step 2 a passkey or an emailed code
 * (the only way when the browser cannot create passkeys), step 3 the emailed code. Failures pop up.
 */
export function SignupWizard({ onResponse, exchangingGoogle, onExit }: SignupWizardProps) {
  const { modal } = App.useApp()
  const [step, setStep] = useState<0 | 1 | 2 | 3>(0)
  const [email, setEmail] = useState('')
  const { register, busy } = usePasskeyRegistration()
  const [requestCode, { isLoading: sendingCode }] = useRequestEmailLoginTokenMutation()
  const passkeys = webAuthnSupported()
  const alert = (title: string, content?: string) => modal.error({ title, content, okText: 'OK' })

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
      const notCreated = outcome.stage === 'unsupported' || outcome.stage === 'ceremony'
      alert(signupFailureMessage(outcome), notCreated ? EMAILED_CODE_INSTEAD : undefined)
      return
    }
    const handled = await onResponse(outcome.result)
    if (handled.status === 'failed') alert(handled.message)
  }

  // An emailed code signs up an address that has no account yet (docs/product.md §4), no passkey needed.
  const signUpWithEmailedCode = async () => {
    try {
      await requestCode({ emailRequest: { email: email.trim() } }).unwrap()
      setStep(3)
    } catch (failure) {
      alert(errorMessage(failure, 'Failed to send login link'))
    }
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
          {passkeys ? (
            <Button type="primary" size="large" loading={busy} onClick={signUpWithPasskey}>
              Sign up with Passkey (no password)
            </Button>
          ) : (
            <Alert type="info" showIcon title={`This browser cannot create passkeys. ${EMAILED_CODE_INSTEAD}`} />
          )}
          <Button
            type={passkeys ? 'default' : 'primary'}
            size="large"
            loading={sendingCode}
            onClick={signUpWithEmailedCode}
          >
            Email me a sign-up code
          </Button>
          <Button onClick={() => setStep(1)}>Back</Button>
        </Flex>
      )}
      {step === 3 && (
        <Flex vertical gap={12}>
          <Alert type="success" showIcon title={`We emailed a 6-digit code and a sign-in link to ${email.trim()}.`} />
          <EmailCodeForm email={email.trim()} onResponse={onResponse} submitLabel="Create account" />
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => setStep(2)}>
            Back
          </Button>
        </Flex>
      )}
    </Card>
  )
}
