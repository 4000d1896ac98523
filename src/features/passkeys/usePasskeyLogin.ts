import { useCallback, useState } from 'react'
import { usePasskeyLoginBeginMutation, usePasskeyLoginFinishMutation } from '../../api/api'
import { passkeyFailure, type PasskeyOutcome } from './passkeyOutcome'
import { getPasskeyAssertion, webAuthnSupported } from './webauthn'

/** Logs in with a passkey of `email`: begin on the server, the browser's prompt, finish on the server. Never throws. */
export function usePasskeyLogin() {
  const [begin] = usePasskeyLoginBeginMutation()
  const [finish] = usePasskeyLoginFinishMutation()
  const [busy, setBusy] = useState(false)

  const ceremony = useCallback(
    async (username: string): Promise<PasskeyOutcome> => {
      let options
      try {
        options = await begin({ passkeyLoginBeginRequest: { username } }).unwrap()
      } catch (error) {
        return passkeyFailure('begin', error)
      }
      let credential
      try {
        credential = await getPasskeyAssertion(options)
      } catch (error) {
        return passkeyFailure('ceremony', error)
      }
      try {
        return { ok: true, result: await finish({ passkeyLoginFinishRequest: { username, credential } }).unwrap() }
      } catch (error) {
        return passkeyFailure('finish', error)
      }
    },
    [begin, finish],
  )

  const logIn = useCallback(
    async (email: string): Promise<PasskeyOutcome> => {
      if (!webAuthnSupported()) return passkeyFailure('unsupported')
      setBusy(true)
      try {
        return await ceremony(email)
      } finally {
        setBusy(false)
      }
    },
    [ceremony],
  )

  return { logIn, busy }
}
