import { Divider, Typography } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'
import { EmailLoginCard } from './EmailLoginCard'
import { GoogleLoginCard } from './GoogleLoginCard'
import { LoginHelp } from './LoginHelp'
import { PrivacyStatement } from './PrivacyStatement'
import { SignupWizard } from './SignupWizard'
import { TwoFactorStep } from './TwoFactorStep'
import { useLoginResponse } from './useLoginResponse'

/**
 * The query parameter that opens the signup view (its entry button is not shown, docs/product.md §2): /login?signup=1.
 */
export const SIGNUP_PARAM = 'signup'

/** The login screen: Google, the email card, help and privacy; the signup view; the two-factor second step. */
export function LoginPage() {
  const [params, setParams] = useSearchParams()
  const signup = params.has(SIGNUP_PARAM)
  const { handle, tempToken, cancelTwoFactor, exchangingGoogle } = useLoginResponse({
    googleFailure: signup ? 'Google signup failed' : 'Google login failed',
  })

  const leaveSignup = () =>
    setParams((current) => {
      current.delete(SIGNUP_PARAM)
      return current
    })

  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Login
      </Typography.Title>
      <PrivacyStatement />
      {tempToken ? (
        <TwoFactorStep tempToken={tempToken} onResponse={handle} onCancel={cancelTwoFactor} />
      ) : signup ? (
        <SignupWizard onResponse={handle} exchangingGoogle={exchangingGoogle} onExit={leaveSignup} />
      ) : (
        <>
          <GoogleLoginCard onResponse={handle} exchanging={exchangingGoogle} />
          <Divider plain>or</Divider>
          <EmailLoginCard onResponse={handle} />
        </>
      )}
      <LoginHelp />
    </PublicPage>
  )
}
