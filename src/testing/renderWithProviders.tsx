import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StyleProvider } from '@ant-design/cssinjs'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProviders } from '../app/AppProviders'
import { makeStore, type AppStore, type RootState } from '../app/store'
import { AntdTheme } from '../features/theme/AntdTheme'

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the memory router starts at. */
  route?: string
}

/**
 * antd writes its CSS-in-JS rules here, outside the document, instead of into <head>. jsdom has no layout, so the
 * rules change nothing a test can see, but with thousands of them in the document every getComputedStyle (which
 * each getByRole makes, per element, to skip hidden ones) matched all their selectors: a screen test ran 5× slower.
 * What hides an element here is what the components render (inline display, the hidden attribute, no node at all).
 */
const STYLES_OUT_OF_DOCUMENT = document.createElement('div')

function renderRouter(routes: RouteObject[], options: ExtendedRenderOptions) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions } = options
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const user = userEvent.setup()
  const result = render(
    <StyleProvider container={STYLES_OUT_OF_DOCUMENT}>
      <AppProviders store={store}>
        {/* The app brings antd's theme with the screens that use it; a screen rendered alone gets it here. */}
        <AntdTheme>
          <RouterProvider router={router} />
        </AntdTheme>
      </AppProviders>
    </StyleProvider>,
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
