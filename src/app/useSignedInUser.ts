import { skipToken } from '@reduxjs/toolkit/query/react'
import { useGetUserQuery } from '../api/api'
import { selectUserId } from '../features/session/sessionSlice'
import { useAppSelector } from './hooks'

/** Fetches the signed-in user's record once signed in (its theme_preference then applies, see themeSlice). */
export function useSignedInUser() {
  const userId = useAppSelector(selectUserId)
  return useGetUserQuery(userId ? { id: userId } : skipToken)
}
