import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { appRoutes } from '../../app/router'
import { apiUrl } from '../../testing/apiUrl'
import { renderRoutes } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'

function storeSession() {
  localStorage.setItem('userId', '42')
  localStorage.setItem('userInfo', JSON.stringify({ user_id: '42', name: 'Ada' }))
  localStorage.setItem('jwtToken', 'test-token')
}

// The whole app: the Shell and the Profile screen, then the login screen's chunk; the shared machine is often busy.
jest.setTimeout(40_000)

describe('Log out', () => {
  it('revokes the token, clears the stored session and shows the login screen', async () => {
    storeSession()
    const authorizations: (string | null)[] = []
    server.use(
      http.post(apiUrl('/auth/logout'), ({ request }) => {
        authorizations.push(request.headers.get('Authorization'))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderRoutes(appRoutes, { route: '/profile', preloadedState: signedInState() })

    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // Queried afresh each time: after a refused logout the screen is reached twice (the 401 signs out, then the button
    // navigates), so a heading found once may be replaced by the next render's.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument(), { timeout: 20_000 })
    expect(authorizations).toEqual(['Bearer test-token'])
    expect(localStorage.getItem('userId')).toBeNull()
    expect(localStorage.getItem('userInfo')).toBeNull()
    expect(localStorage.getItem('jwtToken')).toBeNull()
  })

  it('still logs out when the server call fails', async () => {
    storeSession()
    server.use(http.post(apiUrl('/auth/logout'), () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 })))
    const { user, store, router } = renderRoutes(appRoutes, { route: '/profile', preloadedState: signedInState() })

    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // Queried afresh each time: after a refused logout the screen is reached twice (the 401 signs out, then the button
    // navigates), so a heading found once may be replaced by the next render's.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument(), { timeout: 20_000 })
    expect(store.getState().session.userId).toBeNull()
    expect(localStorage.getItem('jwtToken')).toBeNull()
  })
})
