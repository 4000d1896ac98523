import type { Database } from '../../db/database'
import { importedActivityIds, insertImportedWorkout } from '../workouts/workoutStore'
import { toImportedWorkout } from './activityMapping'
import type { KeyedLock } from './keyedLock'
import type { StravaClient } from './stravaClient'
import { deletedActivityIds } from '../workouts/deletedStravaActivities'
import { advanceImportCursor, deleteConnection, findConnection } from './stravaConnections'
import { StravaRateLimitError, StravaUnavailableError } from './stravaErrors'
import { StravaAccess, StravaAccessRevokedError } from './stravaTokens'

/** Strava's largest page. */
export const IMPORT_PAGE_SIZE = 200
/** The first import of a connection reaches back to the person's first activity. */
const BEGINNING = new Date(0)
/**
 * Each import looks this far back before the newest activity it has seen: an activity a watch synced late, or one
 * entered by hand for an earlier day, starts before that one and would otherwise never be listed. Activities already
 * imported are skipped by id.
 */
export const IMPORT_LOOKBACK_MS = 14 * 24 * 3600_000

/** What the Strava operations of one app share: the database, the client and the per-user locks. */
export interface StravaDeps {
  db: Database
  client: StravaClient
  locks: { refresh: KeyedLock; import: KeyedLock }
}

export interface ImportSummary {
  imported: number
  /**
   * New activities listed but not imported: gone from Strava before their detail was read, or stored meanwhile by
   * another import. Activities imported before, or whose workout the person deleted, are not counted.
   */
  skipped: number
}

type StopCause = StravaRateLimitError | StravaUnavailableError | StravaAccessRevokedError

/** An import that stopped early. Every activity imported before is kept, and the next import carries on. */
export class StravaImportStoppedError extends Error {
  constructor(
    readonly reason: StopCause,
    readonly imported: number,
  ) {
    super(reason.message)
    this.name = 'StravaImportStoppedError'
  }
}

function isStopCause(error: unknown): error is StopCause {
  return (
    error instanceof StravaRateLimitError ||
    error instanceof StravaUnavailableError ||
    error instanceof StravaAccessRevokedError
  )
}

/**
 * Imports the person's new Strava activities: pages through those started after the cursor, less a lookback for
 * late uploads (the whole history on a connection's first import), reads the detail of each one not imported yet
 * and stores it at once, so an import
 * stopped by Strava's rate limit keeps its progress. The cursor moves only when every page was read, because
 * Strava's order within the pages is not something to rely on. Null when Strava is not connected.
 */
export async function importStravaActivities(deps: StravaDeps, userId: string): Promise<ImportSummary | null> {
  return deps.locks.import.run(userId, () => runImport(deps, userId))
}

async function runImport(deps: StravaDeps, userId: string): Promise<ImportSummary | null> {
  const { db, client } = deps
  const connection = await findConnection(db, userId)
  if (!connection) return null
  const access = new StravaAccess(db, client, deps.locks.refresh, connection)
  const after = connection.lastActivityAt
    ? new Date(Math.max(0, connection.lastActivityAt.getTime() - IMPORT_LOOKBACK_MS))
    : BEGINNING
  const known = await importedActivityIds(db, userId)
  for (const id of await deletedActivityIds(db, userId)) known.add(id)
  // The lookback lists again what earlier imports saw; those are neither news nor skipped.
  const seenBefore = new Set(known)
  const summary: ImportSummary = { imported: 0, skipped: 0 }
  let newestStart = connection.lastActivityAt ?? BEGINNING
  try {
    for (let page = 1; ; page++) {
      const listing = { after: Math.floor(after.getTime() / 1000), page, perPage: IMPORT_PAGE_SIZE }
      const { activities, listed } = await access.call((token) => client.listActivities(token, listing))
      for (const activity of activities) {
        if (activity.startDate > newestStart) newestStart = activity.startDate
        if (known.has(activity.id)) {
          if (!seenBefore.has(activity.id)) summary.skipped++
          continue
        }
        known.add(activity.id)
        const detail = await access.call((token) => client.getActivity(token, activity.id))
        const stored = detail !== null && (await insertImportedWorkout(db, userId, toImportedWorkout(activity, detail)))
        if (stored) summary.imported++
        else summary.skipped++
      }
      if (listed < IMPORT_PAGE_SIZE) break
    }
  } catch (error) {
    if (!isStopCause(error)) throw error
    if (error instanceof StravaAccessRevokedError) await deleteConnection(db, userId)
    throw new StravaImportStoppedError(error, summary.imported)
  }
  await advanceImportCursor(db, userId, newestStart)
  return summary
}

const activities = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`
const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60))
  return `${n} ${n === 1 ? 'minute' : 'minutes'}`
}

/** The summary the Workouts screen shows after an import. */
export function importDetail(summary: ImportSummary): string {
  return summary.imported === 0 ? 'No new activities' : `Imported ${activities(summary.imported)}`
}

/** Why an import stopped, how much it kept, and what the person can do. */
export function importStoppedDetail(error: StravaImportStoppedError): string {
  const kept = `imported ${activities(error.imported)} so far`
  const { reason } = error
  if (reason instanceof StravaRateLimitError) {
    return `Strava rate limit reached; ${kept}. Try again in ${minutes(reason.retryAfterSeconds)}.`
  }
  if (reason instanceof StravaAccessRevokedError) {
    return `Strava access was revoked; ${kept}. Connect Strava again to import more.`
  }
  return `Strava is not responding; ${kept}. Try again later.`
}
