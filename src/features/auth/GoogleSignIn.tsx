import { Flex, Spin, Typography } from 'antd'
import { useGetPublicConfigQuery } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { GoogleSignInButton } from '../google/GoogleSignInButton'
import { selectResolvedTheme } from '../theme/themeSlice'

interface GoogleSignInProps {
  mode: 'login' | 'signup'
  /** The Google call is exchanging the credential: 'Logging in…' shows. */
  exchanging: boolean
  onCredential: (response: unknown) => void
  onError: () => void
}

/** Google's button when this server has a Google client id, else a plain note that Google sign-in is not set up. */
export function GoogleSignIn({ mode, exchanging, onCredential, onError }: GoogleSignInProps) {
  const { data: config, isLoading, isError } = useGetPublicConfigQuery()
  const dark = useAppSelector(selectResolvedTheme) === 'dark'

  if (isLoading) return <Spin aria-label="Loading" />
  if (isError) {
    return (
      <Typography.Text type="danger">Google sign-in is unavailable right now. Please reload the page.</Typography.Text>
    )
  }
  if (!config?.google_client_id) {
    return <Typography.Text type="secondary">Google sign-in is not configured on this server.</Typography.Text>
  }
  return (
    <Flex vertical align="center" gap={12}>
      <GoogleSignInButton
        clientId={config.google_client_id}
        onCredential={onCredential}
        onError={onError}
        text={mode === 'login' ? 'signin_with' : 'signup_with'}
        dark={dark}
      />
      {exchanging && (
        <Flex align="center" gap={8}>
          <Spin size="small" />
          <Typography.Text>Logging in…</Typography.Text>
        </Flex>
      )}
    </Flex>
  )
}
