import { Alert, Flex, Spin, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useConfirmEmailChangeMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'
import { BackToLogin } from './BackToLogin'

/** Confirms an email change from the emailed link: pending, then success or error; no token is an error at once. */
export function VerifyEmailChangePage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [confirm, { isUninitialized, isLoading, isSuccess, error }] = useConfirmEmailChangeMutation()
  // The token is single use: it must be sent once even when React runs the effect twice (StrictMode).
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    void confirm({ tokenRequest: { token } })
  }, [token, confirm])

  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Verify Email Change
      </Typography.Title>
      {!token && <Alert type="error" showIcon title="No token provided." />}
      {token && (isUninitialized || isLoading) && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin size="large" aria-label="Verifying" />
        </Flex>
      )}
      {isSuccess && (
        <Alert type="success" showIcon title="Your email has been updated! You may now log in with your new email." />
      )}
      {error && <Alert type="error" showIcon title={errorMessage(error, 'Failed to verify email change.')} />}
      <BackToLogin />
    </PublicPage>
  )
}
