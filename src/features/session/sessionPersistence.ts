import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit'
import { writeStoredSession, type StoredSession } from './storedSession'

interface StateWithSession {
  session: StoredSession
}

/** Mirrors every change of the session slice into localStorage (userId, userInfo, jwtToken). */
export function persistSession(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as StateWithSession).session !== (previous as StateWithSession).session,
    effect: (_action, api) => {
      writeStoredSession((api.getState() as StateWithSession).session)
    },
  })
}
