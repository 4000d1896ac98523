import { useState } from 'react'
import { useRequestEmailLoginTokenMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { linkSent } from '../emailLogin/emailLoginSlice'

/** Requests the emailed login link and code; on success the email card moves to its 'sent' step. */
export function useSendLoginLink() {
  const dispatch = useAppDispatch()
  const [request, { isLoading }] = useRequestEmailLoginTokenMutation()
  const [error, setError] = useState<string | null>(null)

  const send = async (email: string) => {
    setError(null)
    try {
      await request({ emailRequest: { email } }).unwrap()
      dispatch(linkSent(email))
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send login link'))
    }
  }

  return { send, sending: isLoading, error }
}
