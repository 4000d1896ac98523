import { Alert, Button, Flex, Spin, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useVerifyEmailLoginTokenMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import type { LoginResponseHandler } from './useLoginResponse'

interface LinkVerificationProps {
  email: string
  token: string
  onResponse: LoginResponseHandler
  /** The link was tried (it is single use): the page must not verify it again. */
  onUsed: () => void
  /** The link did not work: the page offers its code form instead. */
  onFailed: (message: string) => void
}

/**
 * An emailed login link: the person confirms with 'Continue as …', then it is verified, showing 'Processing…'.
 * Mail clients' link scanners open links (some run the page's script) to check them; verifying on open would spend
 * the single-use link, or sign the scanner in, before the person ever clicked it.
 */
export function LinkVerification({ email, token, onResponse, onUsed, onFailed }: LinkVerificationProps) {
  const [verify] = useVerifyEmailLoginTokenMutation()
  const [processing, setProcessing] = useState(false)
  // The token is single use: it must be sent once even when the button is clicked twice.
  const started = useRef(false)

  const start = () => {
    if (started.current) return
    started.current = true
    setProcessing(true)
    verify({ emailTokenLoginRequest: { email, token } })
      .unwrap()
      .then(onResponse)
      .then((handled) => {
        onUsed()
        if (handled.status === 'failed') onFailed(handled.message)
      })
      .catch((error: unknown) => {
        onUsed()
        onFailed(errorMessage(error, 'Invalid or expired login link.'))
      })
  }

  if (!processing) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
        <Typography.Text>Sign in to Macro Tracker with this link?</Typography.Text>
        <Button type="primary" size="large" onClick={start}>
          Continue as {email}
        </Button>
      </Flex>
    )
  }
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
      <Spin size="large" />
      <Typography.Text>Processing…</Typography.Text>
    </Flex>
  )
}

/** The error shown above the code form when a link failed. */
export function LinkFailure({ message }: { message: string }) {
  return <Alert type="error" showIcon title={message} />
}
