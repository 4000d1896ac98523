import type { UserInfo } from './userInfo'

/** localStorage keys of the session (docs/product.md §3). */
export const sessionKeys = { userId: 'userId', userInfo: 'userInfo', token: 'jwtToken' } as const

export interface StoredSession {
  userId: string | null
  userInfo: UserInfo | null
  token: string | null
}

/** This browser's localStorage, or null where access throws (storage disabled). */
export function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Access can throw when storage is disabled; the app then runs signed out.
    return null
  }
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as UserInfo) : null
  } catch {
    return null
  }
}

/** Reads the session saved by a previous visit; anything unreadable counts as signed out. */
export function readStoredSession(): StoredSession {
  const store = storage()
  const userId = store?.getItem(sessionKeys.userId) || null
  if (!store || !userId) return { userId: null, userInfo: null, token: null }
  return {
    userId,
    userInfo: parseUserInfo(store.getItem(sessionKeys.userInfo)),
    token: store.getItem(sessionKeys.token) || null,
  }
}

/** Saves the session, removing the keys whose value is empty. */
export function writeStoredSession(session: StoredSession): void {
  const store = storage()
  if (!store) return
  const entries: [string, string | null][] = [
    [sessionKeys.userId, session.userId],
    [sessionKeys.userInfo, session.userInfo ? JSON.stringify(session.userInfo) : null],
    [sessionKeys.token, session.token],
  ]
  for (const [key, value] of entries) {
    if (value) store.setItem(key, value)
    else store.removeItem(key)
  }
}
