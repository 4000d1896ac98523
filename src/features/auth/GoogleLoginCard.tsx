import { Card, Typography } from 'antd'
import { useState } from 'react'
import { GoogleSignIn } from './GoogleSignIn'
import type { LoginResponseHandler } from './useLoginResponse'

interface GoogleLoginCardProps {
  onResponse: LoginResponseHandler
  exchanging: boolean
}

/** The 'Sign in with Google' card of the login screen; a failure shows inline in red (docs/product.md §8). */
export function GoogleLoginCard({ onResponse, exchanging }: GoogleLoginCardProps) {
  const [error, setError] = useState<string | null>(null)

  const onCredential = async (response: unknown) => {
    setError(null)
    const handled = await onResponse(response)
    if (handled.status === 'failed') setError(handled.message)
  }

  return (
    <Card title="Sign in with Google" styles={{ body: { textAlign: 'center' } }}>
      <GoogleSignIn
        mode="login"
        exchanging={exchanging}
        onCredential={onCredential}
        onError={() => setError('Google login failed')}
      />
      {error && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12, marginBottom: 0 }}>
          {error}
        </Typography.Paragraph>
      )}
    </Card>
  )
}
