import { useCallback, useState } from 'react'
import { usePasskeyRegisterBeginMutation, usePasskeyRegisterFinishMutation } from '../../api/api'
import { thisDeviceName } from './deviceName'
import { passkeyFailure, type PasskeyOutcome } from './passkeyOutcome'
import { createPasskeyCredential, webAuthnSupported } from './webauthn'

/**
 * Registers a passkey: begin on the server, create it in the browser, finish on the server. Signed in it adds a
 * passkey to the account; signed out it is the passkey signup for `email`. The passkey is named after this browser
 * and system ("Chrome on Linux"). Never throws: the outcome says where it stopped.
 */
export function usePasskeyRegistration() {
  const [begin] = usePasskeyRegisterBeginMutation()
  const [finish] = usePasskeyRegisterFinishMutation()
  const [busy, setBusy] = useState(false)

  const ceremony = useCallback(
    async (email: string): Promise<PasskeyOutcome> => {
      let options
      try {
        options = await begin({ passkeyRegisterBeginRequest: { email } }).unwrap()
      } catch (error) {
        return passkeyFailure('begin', error)
      }
      let attestation
      try {
        attestation = await createPasskeyCredential(options)
      } catch (error) {
        return passkeyFailure('ceremony', error)
      }
      const deviceName = thisDeviceName()
      const request = deviceName ? { attestation, email, device_name: deviceName } : { attestation, email }
      try {
        return { ok: true, result: await finish({ passkeyRegisterFinishRequest: request }).unwrap() }
      } catch (error) {
        return passkeyFailure('finish', error)
      }
    },
    [begin, finish],
  )

  const register = useCallback(
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

  return { register, busy }
}
