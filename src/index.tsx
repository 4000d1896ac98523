import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders'
import { AppRouter } from './app/router'
import { makeStore } from './app/store'
import { UpdatePrompt } from './features/offline/UpdatePrompt'
import styles from './index.css'

const style = document.createElement('style')
style.textContent = styles
document.head.append(style)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const root = createRoot(container)
// The first render as a transition: React renders it in slices and lets the browser in between (no long task while
// the first screen is built; public/index.html's skeleton shows meanwhile).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <AppRouter />
        <UpdatePrompt />
      </AppProviders>
    </StrictMode>,
  ),
)
