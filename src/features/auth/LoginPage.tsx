import { Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Divider } from '../../components/plain/Divider'
import { LoadingScreen } from '../../components/plain/Spinner'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'
import { EmailLoginCard } from './EmailLoginCard'
import { GoogleLoginCard } from './GoogleLoginCard'
import { LoginHelp } from './LoginHelp'
import { SignupWizard, TwoFactorStep } from './loginSteps'
import { PrivacyStatement } from './PrivacyStatement'
import { useLoginResponse } from './useLoginResponse'

/**
 * The query parameter that opens the signup view (its entry button is not shown, docs/product.md §2): /login?signup=1.
 */
export const SIGNUP_PARAM = 'signup'

/**
 * The login screen: Google, the email card, help and privacy; the signup view; the two-factor second step. Its first
 * view is plain HTML, the first screen most visits show: the steps built with antd load when they are reached.
 */
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
      <h2 className="mt-title">{signup ? 'Sign up' : 'Login'}</h2>
      <PrivacyStatement />
      {tempToken ? (
        <Suspense fallback={<LoadingScreen />}>
          <TwoFactorStep tempToken={tempToken} onResponse={handle} onCancel={cancelTwoFactor} />
        </Suspense>
      ) : signup ? (
        <Suspense fallback={<LoadingScreen />}>
          <SignupWizard onResponse={handle} exchangingGoogle={exchangingGoogle} onExit={leaveSignup} />
        </Suspense>
      ) : (
        <>
          <GoogleLoginCard onResponse={handle} exchanging={exchangingGoogle} />
          <Divider>or</Divider>
          <EmailLoginCard onResponse={handle} />
        </>
      )}
      <LoginHelp />
    </PublicPage>
  )
}
