import type { RootState } from '../app/store'
import type { UserInfo } from '../features/session/userInfo'

/** Preloaded state of a signed-in user (id 42 unless the user info says otherwise). */
export function signedInState(userInfo: Partial<UserInfo> = {}): Partial<RootState> {
  const info: UserInfo = { user_id: '42', token: 'test-token', ...userInfo }
  return { session: { userId: info.user_id, userInfo: info, token: info.token ?? null } }
}
