import { Alert, Flex, Spin, Typography } from 'antd'
import { useEffect, useRef } from 'react'
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

/** Verifies an emailed login link as soon as it is opened, showing 'Processing…'. */
export function LinkVerification({ email, token, onResponse, onUsed, onFailed }: LinkVerificationProps) {
  const [verify] = useVerifyEmailLoginTokenMutation()
  // The token is single use: it must be sent once even when React runs the effect twice (StrictMode).
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
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
  }, [verify, email, token, onResponse, onUsed, onFailed])

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
