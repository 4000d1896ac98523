import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { emptyApi } from '../api/emptyApi'
import { persistChat } from '../features/chat/chatPersistence'
import { chatSlice } from '../features/chat/chatSlice'
import { emailLoginSlice } from '../features/emailLogin/emailLoginSlice'
import { offlineSlice } from '../features/offline/offlineSlice'
import { clearOfflineReads } from '../features/offline/serviceWorker'
import { persistSession } from '../features/session/sessionPersistence'
import { loggedOut, sessionSlice } from '../features/session/sessionSlice'
import { themeSlice } from '../features/theme/themeSlice'

const rootReducer = combineSlices(sessionSlice, themeSlice, emailLoginSlice, chatSlice, offlineSlice, emptyApi)

export type RootState = ReturnType<typeof rootReducer>

/** A new store; without preloaded state the session and theme restore from localStorage. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware()
  persistSession(listener)
  persistChat(listener)
  // A signed-out app must not keep the previous user's server data in the cache.
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(emptyApi.util.resetApiState())
      void clearOfflineReads()
      // index.html's skeleton (shown again while the login screen's code loads) is the signed-out one now.
      document.documentElement.removeAttribute('data-session')
      document.documentElement.removeAttribute('data-screen')
    },
  })

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(emptyApi.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
