import type { LoginResult } from '../../api/api'

export type { LoginResult }

/**
 * The user info kept in the session and in localStorage `userInfo` (docs/product.md §3): profile_pic is copied into
 * profilePic.
 */
export type UserInfo = Omit<LoginResult, 'user_id' | 'tempToken' | 'two_factor_required'> & {
  user_id: string
  profilePic?: string | null
}

/** Builds the stored user info from a login result that has a user_id. */
export function toUserInfo(result: LoginResult & { user_id: string }): UserInfo {
  const { tempToken: _tempToken, two_factor_required: _twoFactor, ...info } = result
  return result.profile_pic ? { ...info, profilePic: result.profile_pic } : info
}
