import type { Profile } from '../../api/api'
import type { UserInfo } from './userInfo'

type ChipFields = Pick<UserInfo, 'name' | 'email' | 'picture' | 'profilePic'>

/** The session's user info fields that the saved profile changed (the Shell's chip shows them), or null. */
export function userInfoChanges(info: UserInfo | null, profile: Profile): ChipFields | null {
  const next: ChipFields = {
    name: profile.name,
    email: profile.email,
    picture: profile.picture,
    profilePic: profile.profile_pic,
  }
  const changed = (Object.keys(next) as (keyof ChipFields)[]).some(
    (key) => (info?.[key] ?? null) !== (next[key] ?? null),
  )
  return changed ? next : null
}
