import { antdFirstViewStylesLoaded } from './app/antdFirstViewStyles'
import { prefetchFirstScreen } from './app/firstScreenData'
import { makeStore } from './app/store'
import { selectUserId } from './features/session/sessionSlice'
import styles from './index.css'

const style = document.createElement('style')
style.textContent = styles
document.head.append(style)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

/** The longest the first render waits for antd's first-view stylesheet (14 KB) on a slow network. */
const ANTD_STYLES_WAIT_MS = 3000

const store = makeStore()
// Signed in, the first screen's reads start now, before React renders anything, so its parts mount with their data
// (app/router.tsx's gate starts them after a sign-in, and the screen's code: index.html has preloaded it, and
// importing it here too put its evaluation in this first long task).
// A task of their own: starting five reads is about 10 ms on a slow phone, added to the first script's long task.
const userId = selectUserId(store.getState())
if (userId) setTimeout(() => prefetchFirstScreen(store.dispatch, userId, window.location.pathname))

// React DOM, the router and the app's frame are evaluated and rendered in a task of their own too: with the store's
// modules (which bring React and react-redux, for RTK Query's hooks), one first task was over 120 ms on a slow phone.
// Eager: the code is in this file's chunk, not fetched.
// Signed in, once antd's first-view stylesheet is in (src/app/antdFirstViewStyles.ts).
setTimeout(() => {
  void antdFirstViewStylesLoaded(ANTD_STYLES_WAIT_MS)
    .then(() => import(/* webpackMode: "eager" */ './app/renderApp'))
    .then(({ renderApp }) => renderApp(store, container))
})
