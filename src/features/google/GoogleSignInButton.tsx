import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google'
import { useState } from 'react'

interface GoogleSignInButtonProps {
  /** The OAuth client id from GET /config. */
  clientId: string
  /** The identity provider's answer (its `credential` is the ID token to exchange via POST /auth/google). */
  onCredential: (response: unknown) => void
  /** Google reported a failure before any credential. */
  onError: () => void
  text: 'signin_with' | 'signup_with'
  dark: boolean
}

/** Google's own sign-in button, with one-tap, loaded from Google only when the server has a client id. Plain HTML. */
export function GoogleSignInButton({ clientId, onCredential, onError, text, dark }: GoogleSignInButtonProps) {
  const [scriptFailed, setScriptFailed] = useState(false)
  if (scriptFailed) {
    return <p className="mt-secondary">Google sign-in could not be loaded. Check your connection.</p>
  }
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setScriptFailed(true)}>
      <GoogleLogin
        onSuccess={onCredential}
        onError={onError}
        useOneTap
        text={text}
        theme={dark ? 'filled_black' : 'outline'}
        size="large"
        width={280}
      />
    </GoogleOAuthProvider>
  )
}
