import { deleteConnection, findConnection } from './stravaConnections'
import type { StravaDeps } from './stravaImport'
import { StravaAccess } from './stravaTokens'

/**
 * Asks Strava to revoke the app's access (refreshing an expired token first), then forgets the tokens whatever
 * Strava answered: a 401, a failure or no answer must not leave the person connected. Without a Strava client
 * (not configured) only the tokens are forgotten.
 */
export async function disconnectStrava(
  deps: Pick<StravaDeps, 'db' | 'locks'> & { client: StravaDeps['client'] | null },
  userId: string,
): Promise<void> {
  const connection = await findConnection(deps.db, userId)
  if (!connection) return
  const { client } = deps
  if (client) {
    const access = new StravaAccess(deps.db, client, deps.locks.refresh, connection)
    await access
      .token()
      .then((accessToken) => client.deauthorize(accessToken))
      .catch(() => undefined)
  }
  await deleteConnection(deps.db, userId)
}
