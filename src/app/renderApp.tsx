import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { UpdatePrompt } from '../features/offline/UpdatePrompt'
import { AppProviders } from './AppProviders'
import { AppRouter } from './router'
import type { AppStore } from './store'

/** Renders the app into `container` (src/index.tsx calls it in a task after the store's). */
export function renderApp(store: AppStore, container: HTMLElement): void {
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
}
