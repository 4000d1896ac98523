import { App } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import {
  useCreateStravaTicketMutation,
  useGetPublicConfigQuery,
  useGetUserQuery,
  useStravaDisconnectMutation,
  useStravaImportMutation,
} from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import {
  CONNECTED_SNACKBAR_SECONDS,
  IMPORTED_NOTE_MS,
  isStravaConnected,
  type StravaActivity,
  type StravaOutcome,
  stravaBarView,
  STRAVA_TEXT,
} from './stravaStatus'
import { useStravaRedirectOutcome } from './useStravaRedirectOutcome'

/** A message under the bar: what the last action reported. */
export interface StravaNotice {
  type: 'success' | 'info' | 'warning' | 'error'
  text: string
}

/** Sends the browser to the server's Strava login redirect (a navigation, not a fetch). */
export function openInBrowser(url: string): void {
  window.location.href = url
}

/**
 * The fitness-activity integration (docs/product.md §4): the connection read from the profile, and connect, import and
 * disconnect with what each reports. `redirect` opens the connect URL (the browser by default).
 */
export function useStravaConnection(userId: string, redirect: (url: string) => void = openInBrowser) {
  const { message } = App.useApp()
  const profile = useGetUserQuery({ id: userId })
  const config = useGetPublicConfigQuery()
  const [createTicket] = useCreateStravaTicketMutation()
  const [importActivities] = useStravaImportMutation()
  const [disconnectStrava] = useStravaDisconnectMutation()
  const [activity, setActivity] = useState<StravaActivity>('idle')
  const [notice, setNotice] = useState<StravaNotice | null>(null)
  const [importedAt, setImportedAt] = useState<number | null>(null)

  useEffect(() => {
    if (importedAt === null) return
    const timer = setTimeout(() => setImportedAt(null), IMPORTED_NOTE_MS)
    return () => clearTimeout(timer)
  }, [importedAt])

  const { refetch } = profile
  const onOutcome = useCallback(
    (outcome: StravaOutcome) => {
      if (outcome === 'cancelled') return setNotice({ type: 'warning', text: STRAVA_TEXT.cancelled })
      if (outcome === 'error') return setNotice({ type: 'error', text: STRAVA_TEXT.connectFailed })
      void message.success({ content: STRAVA_TEXT.connectedSnackbar, duration: CONNECTED_SNACKBAR_SECONDS })
      void refetch()
    },
    [message, refetch],
  )
  useStravaRedirectOutcome(onOutcome)

  /** Runs one action with the bar showing it, then reports its outcome under the bar. */
  async function run(kind: StravaActivity, action: () => Promise<StravaNotice>, fallback: string) {
    setActivity(kind)
    setNotice(null)
    setImportedAt(null)
    try {
      setNotice(await action())
    } catch (failure) {
      setNotice({ type: 'error', text: errorMessage(failure, fallback) })
    }
    setActivity('idle')
  }

  /** Asks for a ticket, then leaves for Strava: the bar stays busy until the page is gone. */
  async function connect() {
    setActivity('connecting')
    setNotice(null)
    try {
      redirect((await createTicket({ id: userId }).unwrap()).url)
    } catch (failure) {
      setNotice({ type: 'error', text: errorMessage(failure, STRAVA_TEXT.connectFailed) })
      setActivity('idle')
    }
  }

  const startImport = () =>
    run(
      'importing',
      async () => {
        const result = await importActivities({ id: userId }).unwrap()
        setImportedAt(Date.now())
        return { type: 'success', text: result.detail }
      },
      STRAVA_TEXT.importFailed,
    )

  const disconnect = () =>
    run(
      'disconnecting',
      async () => {
        const result = await disconnectStrava({ id: userId }).unwrap()
        // Checked again before the bar leaves 'disconnecting', so it never shows the old connection.
        await refetch()
        return { type: 'info', text: result.detail ?? STRAVA_TEXT.disconnected }
      },
      STRAVA_TEXT.disconnectFailed,
    )

  const view = stravaBarView({
    configured: config.isError ? true : config.data?.strava_configured,
    checking: profile.isLoading,
    checkFailed: profile.isError,
    connected: isStravaConnected(profile.data),
    activity,
    failed: notice?.type === 'error',
  })

  return {
    view,
    activity,
    notice,
    imported: importedAt !== null,
    connect,
    startImport,
    disconnect,
    retry: () => void refetch(),
    dismissNotice: () => setNotice(null),
  }
}
