import type { Profile } from '../../api/api'

/** The fitness-activity connection status of docs/product.md §4. */
export type StravaStatus = 'connected' | 'not_connected' | 'importing' | 'disconnecting' | 'error'

/** What the bar is doing on the person's behalf. */
export type StravaActivity = 'idle' | 'connecting' | 'importing' | 'disconnecting'

/** A button the bar offers. */
export type StravaAction = 'connect' | 'import' | 'disconnect' | 'retry'

/** docs/product.md §4 and §9 timings: the 'Imported!' note and the connected snackbar. */
export const IMPORTED_NOTE_MS = 2000
export const CONNECTED_SNACKBAR_SECONDS = 3.5

/** The bar's texts; the fallbacks of docs/product.md §8 where the server gives no detail. */
export const STRAVA_TEXT = {
  checking: 'Checking Strava connection…',
  checkFailed: 'Could not check Strava connection',
  notConfigured: 'Strava is not configured on this server.',
  connected: 'Connected to Strava',
  notConnected: 'Not connected to Strava',
  importing: 'Importing activities from Strava…',
  disconnecting: 'Disconnecting Strava…',
  imported: 'Imported!',
  importFailed: 'Failed to import Strava activities',
  disconnectFailed: 'Failed to disconnect Strava',
  connectFailed: 'Failed to connect Strava',
  disconnected: 'Strava disconnected.',
  connectedSnackbar: 'Strava connected!',
  cancelled: 'Strava connection was cancelled.',
} as const

/** docs/product.md §4: connected when the profile holds a non-empty Strava token. */
export function isStravaConnected(profile: Pick<Profile, 'strava_access_token'> | undefined): boolean {
  return Boolean(profile?.strava_access_token)
}

export interface StravaBarFacts {
  /** false when the server says Strava is not configured; undefined while that is not known yet. */
  configured: boolean | undefined
  /** The profile has not answered yet. */
  checking: boolean
  /** The profile could not be fetched. */
  checkFailed: boolean
  connected: boolean
  activity: StravaActivity
  /** The last import, disconnect or connect attempt failed. */
  failed: boolean
}

/** How the status reads at a glance: the connection, work in progress, or a failed check. */
export type StravaTone = 'success' | 'default' | 'processing' | 'error'

export interface StravaBarView {
  status: StravaStatus
  text: string
  tone: StravaTone
  actions: StravaAction[]
}

function busyView(activity: StravaActivity): StravaBarView | null {
  if (activity === 'importing') {
    return { status: 'importing', text: STRAVA_TEXT.importing, tone: 'processing', actions: ['import', 'disconnect'] }
  }
  if (activity === 'disconnecting') {
    return {
      status: 'disconnecting',
      text: STRAVA_TEXT.disconnecting,
      tone: 'processing',
      actions: ['import', 'disconnect'],
    }
  }
  return null
}

/** What the status bar says and offers, from what is known (docs/product.md §4). */
export function stravaBarView(facts: StravaBarFacts): StravaBarView {
  const busy = busyView(facts.activity)
  if (busy) return busy
  if (facts.checkFailed) return { status: 'error', text: STRAVA_TEXT.checkFailed, tone: 'error', actions: ['retry'] }
  // A failed action leaves the connection as the profile says; the status is 'error' until the next action.
  const status: StravaStatus = facts.failed ? 'error' : facts.connected ? 'connected' : 'not_connected'
  const tone: StravaTone = facts.connected ? 'success' : 'default'
  if (facts.checking || facts.configured === undefined) {
    return { status, text: STRAVA_TEXT.checking, tone: 'processing', actions: [] }
  }
  if (!facts.configured) {
    return { status, text: STRAVA_TEXT.notConfigured, tone, actions: facts.connected ? ['disconnect'] : [] }
  }
  return facts.connected
    ? { status, text: STRAVA_TEXT.connected, tone, actions: ['import', 'disconnect'] }
    : { status, text: STRAVA_TEXT.notConnected, tone, actions: ['connect'] }
}

/**
 * How the Strava authorization came back (docs/product.md §2: the `strava` query parameter): connected, declined, or
 * failed (the server could not complete it).
 */
export type StravaOutcome = 'success' | 'cancelled' | 'error'

export function readStravaOutcome(params: URLSearchParams): StravaOutcome | null {
  const value = params.get('strava')
  return value === 'success' || value === 'cancelled' || value === 'error' ? value : null
}

/** The query without the `strava` parameter, the rest kept. */
export function withoutStravaOutcome(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('strava')
  return next
}
