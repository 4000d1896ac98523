import type { UserInfo } from './userInfo'

type ChipUser = Pick<UserInfo, 'name' | 'email' | 'picture' | 'profilePic'> | null | undefined

/** The name the Shell shows for the user: name, else email, else 'User ' plus the id. */
export function displayNameOf(user: ChipUser, userId: string | null): string {
  return user?.name?.trim() || user?.email?.trim() || `User ${userId ?? ''}`.trim()
}

/** The avatar: the picture (or profilePic) when there is one, else the first letter of the display name. */
export function avatarOf(user: ChipUser, displayName: string): { src?: string; letter: string } {
  const src = user?.picture || user?.profilePic || undefined
  return { src, letter: displayName.charAt(0).toUpperCase() }
}
