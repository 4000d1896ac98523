import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { api } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { selectUserId } from '../session/sessionSlice'
import { writeKept, writeSent, writesLoaded } from './offlineSlice'
import { deleteWrite, type NewWrite, outboxAvailable, type PendingWrite, putWrite, readWrites } from './outboxStore'

// The root state is only read through selectors; typing it here would import the store (a cycle).
type Thunk<R> = ThunkAction<Promise<R>, unknown, unknown, UnknownAction>

/** No answer at all (offline, connection dropped, timed out): the write may or may not have arrived. */
export function isNetworkFailure(failure: unknown): boolean {
  const status = (failure as { status?: unknown } | null)?.status
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
}

/** A fresh idempotency key for one write. */
export function newWriteKey(): string {
  return globalThis.crypto.randomUUID()
}

/** Sends one kept write with its idempotency key; resolves when the server took it, rejects with its error. */
function send(write: PendingWrite): Thunk<unknown> {
  return async (dispatch) => {
    const key = { 'Idempotency-Key': write.key }
    if (write.kind === 'meal') {
      return dispatch(api.endpoints.createMeal.initiate({ id: write.userId, mealCreate: write.body, ...key })).unwrap()
    }
    if (write.kind === 'weight') {
      return dispatch(api.endpoints.logWeight.initiate({ id: write.userId, weightCreate: write.body, ...key })).unwrap()
    }
    return dispatch(
      api.endpoints.createWorkout.initiate({ id: write.userId, workoutInput: write.body, ...key }),
    ).unwrap()
  }
}

/** Keeps a write in the outbox (IndexedDB) and shows it as waiting to sync. */
export function keepWrite(write: PendingWrite): Thunk<void> {
  return async (dispatch) => {
    await putWrite(write)
    dispatch(writeKept(write))
  }
}

/** What a screen says when a write was kept on the device. */
export const KEPT_MESSAGE = 'Saved on this device: it will sync when you are back online.'

/**
 * Sends a new write now, or keeps it for later: `sendNow` gets a fresh idempotency key and sends the write with it
 * (through the screen's own mutation hook, so the screen shows it saving). With no connection (the browser says it
 * is offline, or the request got no answer) the write waits in the outbox with that same key, so it is saved once
 * however many tries it takes. Answers what `sendNow` answered, or 'kept'; a refusal by the server is thrown as
 * `sendNow` threw it.
 */
export function sendOrKeep<T>(write: NewWrite, sendNow: (key: string) => Promise<T>): Thunk<T | 'kept'> {
  return async (dispatch) => {
    const key = newWriteKey()
    const keep = async () => {
      await dispatch(keepWrite({ ...write, key, createdAt: new Date().toISOString(), state: 'waiting' }))
      return 'kept' as const
    }
    if (outboxAvailable() && typeof navigator !== 'undefined' && !navigator.onLine) return keep()
    try {
      return await sendNow(key)
    } catch (failure) {
      if (outboxAvailable() && isNetworkFailure(failure)) return keep()
      throw failure
    }
  }
}

/** Loads the signed-in person's kept writes (after a reload, or a sign-in). */
export function loadOutbox(userId: string): Thunk<void> {
  return async (dispatch) => {
    dispatch(writesLoaded(await readWrites(userId)))
  }
}

let syncing = false

/**
 * Sends the waiting writes of the signed-in person, oldest first, each with its idempotency key: a write the server
 * takes (or took already) leaves the outbox; one it refuses stays, marked failed with the server's reason; with no
 * answer the rest wait for the next try. One run at a time.
 */
export function syncOutbox(): Thunk<number> {
  return async (dispatch, getState) => {
    if (syncing) return 0
    syncing = true
    let sent = 0
    try {
      const userId = selectUserId(getState() as Parameters<typeof selectUserId>[0])
      if (!userId) return 0
      for (const write of await readWrites(userId)) {
        if (write.state !== 'waiting') continue
        try {
          await dispatch(send(write))
          await deleteWrite(write.key)
          dispatch(writeSent(write.key))
          sent += 1
        } catch (failure) {
          if (isNetworkFailure(failure)) break
          const failed: PendingWrite = {
            ...write,
            state: 'failed',
            error: errorMessage(failure, 'The server refused it.'),
          }
          await putWrite(failed)
          dispatch(writeKept(failed))
        }
      }
      return sent
    } finally {
      syncing = false
    }
  }
}

/** Puts a failed write back in line (after the person fixed what was wrong, or to try again). */
export function retryWrite(write: PendingWrite): Thunk<void> {
  return async (dispatch) => {
    await dispatch(keepWrite({ ...write, state: 'waiting', error: undefined }))
    await dispatch(syncOutbox())
  }
}

/** Drops a write the person gave up on. */
export function discardWrite(key: string): Thunk<void> {
  return async (dispatch) => {
    await deleteWrite(key)
    dispatch(writeSent(key))
  }
}
