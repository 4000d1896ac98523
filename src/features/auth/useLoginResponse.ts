import { useCallback, useState } from 'react'
import { useGoogleLoginMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { showNotice } from '../../components/plain/notices'
import { interpretLoginResponse } from '../session/loginResponse'
import { loggedIn } from '../session/sessionSlice'

/** What became of a login answer: signed in, waiting for the two-factor code, or a message to show. */
export type LoginHandled = { status: 'signedIn' } | { status: 'twoFactor' } | { status: 'failed'; message: string }

interface Options {
  /** The fallback when exchanging a Google credential fails ('Google login failed' or 'Google signup failed'). */
  googleFailure?: string
  onSignedIn?: () => void
}

/**
 * Handles the answer of any login call (docs/product.md §4): a Google credential is exchanged via the Google call,
 * user_id signs in, a tempToken asks for the two-factor second step, anything else is 'Unknown login response: …'.
 */
export function useLoginResponse({ googleFailure = 'Google login failed', onSignedIn }: Options = {}) {
  const dispatch = useAppDispatch()
  const [googleLogin, { isLoading: exchangingGoogle }] = useGoogleLoginMutation()
  const [tempToken, setTempToken] = useState<string | null>(null)

  const handle = useCallback(
    async (response: unknown): Promise<LoginHandled> => {
      let answer = response
      let outcome = interpretLoginResponse(answer)
      if (outcome.kind === 'google') {
        try {
          answer = await googleLogin({ googleLoginRequest: { token: outcome.credential } }).unwrap()
          outcome = interpretLoginResponse(answer)
        } catch (error) {
          return { status: 'failed', message: errorMessage(error, googleFailure) }
        }
      }
      switch (outcome.kind) {
        case 'session':
          setTempToken(null)
          dispatch(loggedIn(outcome.result))
          // A plain notice: the login screen has no antd, and it stays while the signed-in screens load.
          showNotice('Login successful!')
          onSignedIn?.()
          return { status: 'signedIn' }
        case 'twoFactor':
          setTempToken(outcome.tempToken)
          return { status: 'twoFactor' }
        case 'google': // only the button's credential is exchanged: the Google call itself must answer a session
        case 'unknown':
          return { status: 'failed', message: 'Unknown login response: ' + JSON.stringify(answer) }
      }
    },
    [dispatch, googleLogin, googleFailure, onSignedIn],
  )

  return { handle, tempToken, cancelTwoFactor: () => setTempToken(null), exchangingGoogle }
}

export type LoginResponseHandler = ReturnType<typeof useLoginResponse>['handle']
