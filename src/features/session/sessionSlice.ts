import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../../api/sessionEvents'
import { readStoredSession, type StoredSession } from './storedSession'
import { toUserInfo, type LoginResult, type UserInfo } from './userInfo'

export type SessionState = StoredSession

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy so that each new store restores from localStorage as it is at that moment.
  initialState: (): SessionState => readStoredSession(),
  reducers: {
    /** A login response with user_id signs in; its token (when present) authorizes later calls. */
    loggedIn(state, action: PayloadAction<LoginResult>) {
      const { user_id: userId } = action.payload
      if (!userId) return
      state.userId = userId
      state.userInfo = toUserInfo({ ...action.payload, user_id: userId })
      state.token = action.payload.token || null
    },
    /** The profile's name, email or pictures changed: the stored user info (and the Shell's chip) follows. */
    userInfoUpdated(
      state,
      action: PayloadAction<Partial<Pick<UserInfo, 'name' | 'email' | 'picture' | 'profilePic'>>>,
    ) {
      if (!state.userId) return
      state.userInfo = { ...state.userInfo, ...action.payload, user_id: state.userId }
    },
    /** The server replaced this device's session token (turning 2FA on ends every other session). */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.userId) state.token = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => ({ userId: null, userInfo: null, token: null }))
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectUserInfo: (state) => state.userInfo,
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.userId !== null,
  },
})

export { loggedOut }
export const { loggedIn, tokenRenewed, userInfoUpdated } = sessionSlice.actions
export const { selectUserId, selectUserInfo, selectToken, selectIsSignedIn } = sessionSlice.selectors
