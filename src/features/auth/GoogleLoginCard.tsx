import { useState } from 'react'
import { Card } from '../../components/plain/Card'
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
    <Card title="Sign in with Google" bodyStyle={{ textAlign: 'center' }}>
      <GoogleSignIn
        mode="login"
        exchanging={exchanging}
        onCredential={onCredential}
        onError={() => setError('Google login failed')}
      />
      {error && (
        <p className="mt-danger" role="alert" style={{ marginTop: 12 }}>
          {error}
        </p>
      )}
    </Card>
  )
}
