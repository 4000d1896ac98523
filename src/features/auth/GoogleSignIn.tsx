import { useGetPublicConfigQuery } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { Spinner } from '../../components/plain/Spinner'
import { GoogleSignInButton } from '../google/GoogleSignInButton'
import { selectResolvedTheme } from '../theme/themeSlice'

interface GoogleSignInProps {
  mode: 'login' | 'signup'
  /** The Google call is exchanging the credential: 'Logging in…' shows. */
  exchanging: boolean
  onCredential: (response: unknown) => void
  onError: () => void
}

/**
 * Google's button when this server has a Google client id, else a plain note that Google sign-in is not set up.
 * Plain HTML: it is part of the login screen's first view.
 */
export function GoogleSignIn({ mode, exchanging, onCredential, onError }: GoogleSignInProps) {
  const { data: config, isLoading, isError } = useGetPublicConfigQuery()
  const dark = useAppSelector(selectResolvedTheme) === 'dark'

  if (isLoading) return <Spinner size="small" />
  if (isError) {
    return <p className="mt-danger">Google sign-in is unavailable right now. Please reload the page.</p>
  }
  if (!config?.google_client_id) {
    return <p className="mt-secondary">Google sign-in is not configured on this server.</p>
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <GoogleSignInButton
        clientId={config.google_client_id}
        onCredential={onCredential}
        onError={onError}
        text={mode === 'login' ? 'signin_with' : 'signup_with'}
        dark={dark}
      />
      {exchanging && (
        <p className="mt-text" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Spinner size="small" decorative />
          Logging in…
        </p>
      )}
    </div>
  )
}
