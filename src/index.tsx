import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders'
import { prefetchFirstScreen } from './app/firstScreenData'
import { AppRouter } from './app/router'
import { makeStore } from './app/store'
import { selectUserId } from './features/session/sessionSlice'
import { UpdatePrompt } from './features/offline/UpdatePrompt'
import styles from './index.css'

const style = document.createElement('style')
style.textContent = styles
document.head.append(style)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const store = makeStore()
// Signed in, the first screen's reads start now, before React renders anything, so its parts mount with their data
// (app/router.tsx's gate starts them after a sign-in, and the screen's code: index.html has preloaded it, and
// importing it here too put its evaluation in this first long task).
// A task of their own: starting five reads is about 10 ms on a slow phone, added to the first script's long task.
const userId = selectUserId(store.getState())
if (userId) setTimeout(() => prefetchFirstScreen(store.dispatch, userId, window.location.pathname))

const root = createRoot(container)
// The first render as a transition: React renders it in slices and lets the browser in between (no long task while
// the first screen is built; public/index.html's skeleton shows meanwhile).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <AppRouter />
        <UpdatePrompt />
      </AppProviders>
    </StrictMode>,
  ),
)
