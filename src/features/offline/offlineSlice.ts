import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PendingWrite } from './outboxStore'

export interface OfflineState {
  /** The signed-in person's writes waiting for the server, oldest first. */
  writes: PendingWrite[]
  online: boolean
}

const initialState: OfflineState = {
  writes: [],
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    writesLoaded(state, action: PayloadAction<PendingWrite[]>) {
      state.writes = action.payload
    },
    writeKept(state, action: PayloadAction<PendingWrite>) {
      state.writes = [...state.writes.filter((write) => write.key !== action.payload.key), action.payload]
    },
    writeSent(state, action: PayloadAction<string>) {
      state.writes = state.writes.filter((write) => write.key !== action.payload)
    },
    onlineChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload
    },
  },
  selectors: {
    selectPendingWrites: (state) => state.writes,
    selectOnline: (state) => state.online,
  },
})

export const { writesLoaded, writeKept, writeSent, onlineChanged } = offlineSlice.actions
export const { selectPendingWrites, selectOnline } = offlineSlice.selectors
