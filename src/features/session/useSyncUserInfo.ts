import { useEffect } from 'react'
import type { Profile } from '../../api/api'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectUserInfo, userInfoUpdated } from './sessionSlice'
import { userInfoChanges } from './userInfoSync'

/** Keeps the session's user info (and so the Shell's profile chip) in step with the loaded or saved profile. */
export function useSyncUserInfo(profile: Profile | undefined): void {
  const dispatch = useAppDispatch()
  const info = useAppSelector(selectUserInfo)
  useEffect(() => {
    if (!profile) return
    const changes = userInfoChanges(info, profile)
    if (changes) dispatch(userInfoUpdated(changes))
  }, [dispatch, info, profile])
}
