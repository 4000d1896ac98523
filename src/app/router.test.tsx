import { screen } from '@testing-library/react'
import { renderRoutes } from '../testing/renderWithProviders'
import { signedInState } from '../testing/signedIn'
import { RouteErrorPage } from './RouteErrorPage'
import { appRoutes } from './router'

describe('router', () => {
  it('shows the login screen on any app path when signed out', async () => {
    const { router } = renderRoutes(appRoutes, { route: '/recipes' })

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(screen.getByText(/All your nutrition and workout data is private to your account/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Macro Tracker logo' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/recipes')
  })

  it('shows the login screen on an unknown path when signed out', async () => {
    renderRoutes(appRoutes, { route: '/no/such/page' })

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('redirects an unknown path to the Food Log when signed in', async () => {
    const { router } = renderRoutes(appRoutes, { route: '/no/such/page', preloadedState: signedInState() })

    expect(await screen.findByRole('heading', { name: 'Food Log' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/food-log')
  })

  it('sends a signed-in user from /login to the Food Log', async () => {
    const { router } = renderRoutes(appRoutes, { route: '/login', preloadedState: signedInState() })

    expect(await screen.findByRole('heading', { name: 'Food Log' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/food-log')
  })

  it.each([
    ['/reset-password', 'Set New Password'],
    ['/verify-email-change?token=t', 'Verify Email Change'],
    ['/email-login', 'Email Login'],
  ])('keeps %s public', async (route, heading) => {
    renderRoutes(appRoutes, { route })

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })

  it('says the reset token is missing when the link has none', async () => {
    renderRoutes(appRoutes, { route: '/reset-password' })

    expect(await screen.findByText('Invalid or missing reset token.')).toBeInTheDocument()
  })

  it('shows the error screen with the message when a screen fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('Loading chunk 7 failed.')
    }

    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }])

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Loading chunk 7 failed.')).toBeInTheDocument()
    consoleError.mockRestore()
  })
})
