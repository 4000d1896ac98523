import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { onlineChanged, selectOnline, selectPendingWrites } from './offlineSlice'
import { loadOutbox, syncOutbox } from './outboxSync'
import { outboxAvailable } from './outboxStore'

/** How often waiting writes are tried again while the browser says it is online (ms). */
export const SYNC_INTERVAL_MS = 10_000

/**
 * Keeps the outbox moving while someone is signed in: loads their kept writes, follows the browser's online state,
 * and sends waiting writes when the connection returns and every 10 s while some wait. Renders nothing.
 */
export function OutboxSync({ userId }: { userId: string }) {
  const dispatch = useAppDispatch()
  const online = useAppSelector(selectOnline)
  const waiting = useAppSelector(selectPendingWrites).some((write) => write.state === 'waiting')

  useEffect(() => {
    if (!outboxAvailable()) return
    void dispatch(loadOutbox(userId)).then(() => dispatch(syncOutbox()))
  }, [dispatch, userId])

  useEffect(() => {
    const update = () => dispatch(onlineChanged(navigator.onLine))
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [dispatch])

  useEffect(() => {
    if (!online || !waiting || !outboxAvailable()) return
    void dispatch(syncOutbox())
    const timer = setInterval(() => void dispatch(syncOutbox()), SYNC_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [dispatch, online, waiting])

  return null
}
