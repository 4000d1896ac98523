import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { createAppRouter } from './app/router'
import { makeStore } from './app/store'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders store={makeStore()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
)
