import type { Config } from '../../config'
import { KeyedLock } from './keyedLock'
import { StravaClient } from './stravaClient'

/** The app's one Strava client (null when not configured) and the per-user locks its token refresh and import share. */
export interface StravaRuntime {
  client: StravaClient | null
  locks: { refresh: KeyedLock; import: KeyedLock }
}

export function createStravaRuntime(config: Config): StravaRuntime {
  const client =
    config.stravaClientId && config.stravaClientSecret
      ? new StravaClient({
          baseUrl: config.stravaBaseUrl,
          clientId: config.stravaClientId,
          clientSecret: config.stravaClientSecret,
        })
      : null
  return { client, locks: { refresh: new KeyedLock(), import: new KeyedLock() } }
}
