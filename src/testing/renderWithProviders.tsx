import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProviders } from '../app/AppProviders'
import { makeStore, type AppStore, type RootState } from '../app/store'

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the memory router starts at. */
  route?: string
}

function renderRouter(routes: RouteObject[], options: ExtendedRenderOptions) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions } = options
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const user = userEvent.setup()
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  )
  return { store, user, router, ...result }
}

/** Renders `ui` with a real store, the antd theme and a memory data router whose every path shows `ui`. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options)
}

/** Renders a route table (for example the app's own) with a real store at `route`. */
export function renderRoutes(routes: RouteObject[], options: ExtendedRenderOptions = {}) {
  return renderRouter(routes, options)
}
