import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { appRoutes } from '../../app/router'
import { makeStore } from '../../app/store'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile } from '../../testing/fixtures'
import { setSystemPrefersDark } from '../../testing/mediaQuery'
import { renderRoutes, renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { selectResolvedTheme, selectThemeMode, themeModeChanged } from './themeSlice'

describe('theme', () => {
  it('starts from the stored themeMode', () => {
    localStorage.setItem('themeMode', 'dark')

    expect(selectResolvedTheme(makeStore().getState())).toBe('dark')
  })

  it('starts from the system dark preference when nothing is stored, and keeps following it', () => {
    setSystemPrefersDark(true)

    const state = makeStore().getState()
    expect(selectThemeMode(state)).toBe('auto')
    expect(selectResolvedTheme(state)).toBe('dark')
  })

  it('starts light when nothing is stored and the system prefers light', () => {
    expect(selectResolvedTheme(makeStore().getState())).toBe('light')
  })

  it('remembers auto, so the next visit follows the system again', () => {
    const { store, unmount } = renderWithProviders(<p>content</p>)
    act(() => {
      store.dispatch(themeModeChanged('auto'))
    })
    unmount()
    expect(localStorage.getItem('themeMode')).toBe('auto')

    setSystemPrefersDark(true)
    renderWithProviders(<p>again</p>)

    expect(document.body).toHaveAttribute('data-theme', 'dark')
  })

  it('saves the chosen mode and sets the shown one on the page body', () => {
    localStorage.setItem('themeMode', 'dark')

    renderWithProviders(<p>content</p>)

    expect(document.body).toHaveAttribute('data-theme', 'dark')
    expect(document.body).toHaveClass('theme-dark')
    expect(localStorage.getItem('themeMode')).toBe('dark')
  })

  it('follows the system preference in auto mode', () => {
    const { store } = renderWithProviders(<p>content</p>)
    act(() => {
      store.dispatch(themeModeChanged('auto'))
    })
    expect(document.body).toHaveAttribute('data-theme', 'light')

    act(() => setSystemPrefersDark(true))

    expect(document.body).toHaveAttribute('data-theme', 'dark')
    expect(document.body).not.toHaveClass('theme-light')
    expect(localStorage.getItem('themeMode')).toBe('auto')
  })

  it('keeps a fixed mode when the system preference changes', () => {
    const { store } = renderWithProviders(<p>content</p>)
    act(() => {
      store.dispatch(themeModeChanged('light'))
    })

    act(() => setSystemPrefersDark(true))

    expect(document.body).toHaveAttribute('data-theme', 'light')
  })

  it("applies the signed-in user's theme_preference from the server", async () => {
    localStorage.setItem('themeMode', 'light')
    server.use(http.get(apiUrl('/user/:id'), () => HttpResponse.json(makeProfile({ theme_preference: 'dark' }))))

    renderRoutes(appRoutes, { route: '/food-log', preloadedState: signedInState() })

    expect(await screen.findByRole('heading', { name: 'Food Log' })).toBeInTheDocument()
    await waitFor(() => expect(document.body).toHaveAttribute('data-theme', 'dark'))
    expect(localStorage.getItem('themeMode')).toBe('dark')
  })

  it("follows the system when the server's theme_preference is auto", async () => {
    setSystemPrefersDark(true)
    localStorage.setItem('themeMode', 'light')
    server.use(http.get(apiUrl('/user/:id'), () => HttpResponse.json(makeProfile({ theme_preference: 'auto' }))))

    const { store } = renderRoutes(appRoutes, { route: '/food-log', preloadedState: signedInState() })

    await waitFor(() => expect(store.getState().theme.themeMode).toBe('auto'))
    expect(document.body).toHaveAttribute('data-theme', 'dark')
  })
})
