import { useState, type FormEvent } from 'react'
import { usePasskeyHasMutation } from '../../api/api'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Button } from '../../components/plain/Button'
import { TextField } from '../../components/plain/TextField'
import { passkeyOffered, selectEmailLoginEmail } from '../emailLogin/emailLoginSlice'
import { preloadEmailSteps } from './loginSteps'
import { useSendLoginLink } from './useSendLoginLink'

/** Something@something.something, as the browser's own email check (and antd's) accept. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function emailProblem(address: string): string | null {
  if (!address) return 'Please enter your email'
  if (!EMAIL_PATTERN.test(address)) return 'Please enter a valid email address'
  return null
}

/**
 * Step 1 of the email login: the email; an email with a passkey is offered it, any other gets a login link. Plain
 * HTML: it is the login screen's first view; the next steps load while the email is typed.
 */
export function EmailStep() {
  const dispatch = useAppDispatch()
  const savedEmail = useAppSelector(selectEmailLoginEmail)
  const [email, setEmail] = useState(savedEmail)
  const [problem, setProblem] = useState<string | null>(null)
  const [passkeyHas, { isLoading: checking }] = usePasskeyHasMutation()
  const { send, sending, error } = useSendLoginLink()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    const invalid = emailProblem(address)
    setProblem(invalid)
    if (invalid) return
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
    <form onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="username webauthn"
        size="large"
        value={email}
        error={problem}
        onFocus={preloadEmailSteps}
        onChange={(event) => {
          setEmail(event.target.value)
          if (problem) setProblem(emailProblem(event.target.value.trim()))
        }}
      />
      {error && (
        <p className="mt-danger" role="alert" style={{ marginBottom: 16 }}>
          {error}
        </p>
      )}
      <Button
        variant="primary"
        htmlType="submit"
        block
        size="large"
        disabled={!email.trim()}
        loading={checking || sending}
      >
        Continue
      </Button>
    </form>
  )
}
