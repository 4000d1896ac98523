import { Typography } from 'antd'
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '../../app/paths'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'
import { BackToLogin } from './BackToLogin'
import { EmailCodeLogin } from './EmailCodeLogin'
import { LinkFailure, LinkVerification } from './LinkVerification'
import { TwoFactorStep } from './TwoFactorStep'
import { useLoginResponse } from './useLoginResponse'

/** /email-login: opens an emailed link (email and token in the query) or takes the emailed code, then the Food Log. */
export function EmailLoginPage() {
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const token = params.get('token')?.trim() ?? ''
  const navigate = useNavigate()
  const onSignedIn = useCallback(() => navigate(paths.foodLog, { replace: true }), [navigate])
  const { handle, tempToken } = useLoginResponse({ onSignedIn })
  const [linkUsed, setLinkUsed] = useState(false)
  const onLinkUsed = useCallback(() => setLinkUsed(true), [])
  const [linkError, setLinkError] = useState<string | null>(null)

  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Email Login
      </Typography.Title>
      {tempToken ? (
        // The link is used up by now: going back means starting again from the login screen.
        <TwoFactorStep tempToken={tempToken} onResponse={handle} onCancel={() => navigate(paths.login)} />
      ) : email && token && !linkUsed ? (
        <LinkVerification email={email} token={token} onResponse={handle} onUsed={onLinkUsed} onFailed={setLinkError} />
      ) : (
        <>
          {linkError && <LinkFailure message={linkError} />}
          <EmailCodeLogin initialEmail={email} onResponse={handle} />
        </>
      )}
      {/* The two-factor step has its own way back. */}
      {!tempToken && <BackToLogin />}
    </PublicPage>
  )
}
