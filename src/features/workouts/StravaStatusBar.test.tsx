import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type {
  CreateStravaTicketApiResponse,
  GetPublicConfigApiResponse,
  GetUserApiResponse,
  StravaDisconnectApiResponse,
  StravaImportApiResponse,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile, makePublicConfig } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { failCall } from './fakeWorkoutsApi'
import { renderWorkouts } from './renderWorkouts'
import { StravaStatusBar } from './StravaStatusBar'

jest.setTimeout(20_000)

/** A server whose profile says whether Strava is connected; import and disconnect answer as given. */
function fakeStrava(options: { connected?: boolean; configured?: boolean } = {}) {
  const state = { connected: options.connected ?? false, tickets: 0 }
  server.use(
    http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), ({ params }) =>
      HttpResponse.json(makeProfile({ id: params.id, strava_access_token: state.connected ? 'connected' : null })),
    ),
    http.get<never, never, GetPublicConfigApiResponse>(apiUrl('/config'), () =>
      HttpResponse.json(makePublicConfig({ strava_configured: options.configured ?? true })),
    ),
    http.post<{ id: string }, never, CreateStravaTicketApiResponse>(apiUrl('/user/:id/strava/ticket'), ({ params }) => {
      state.tickets++
      return HttpResponse.json({ ticket: 't-1', url: `/api/strava/login?user_id=${params.id}&ticket=t-1` })
    }),
    http.post<never, never, StravaDisconnectApiResponse>(apiUrl('/user/:id/strava/disconnect'), () => {
      state.connected = false
      return HttpResponse.json({ ok: true })
    }),
  )
  return state
}

/** Import answers `result` once `release` is called, so a test can look at the bar meanwhile. */
function heldImport(result: StravaImportApiResponse) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post<never, never, StravaImportApiResponse>(apiUrl('/user/:id/strava/import'), async () => {
      await held
      return HttpResponse.json(result)
    }),
  )
  return () => release()
}

const bar = () => screen.getByRole('region', { name: 'Strava connection' })

function renderBar(route = '/workouts') {
  const redirect = jest.fn()
  return { redirect, ...renderWorkouts(<StravaStatusBar userId="42" redirect={redirect} />, route) }
}

afterEach(() => jest.useRealTimers())

describe('StravaStatusBar', () => {
  it('offers Connect when not connected, and opens the server’s Strava login with a fresh ticket', async () => {
    const state = fakeStrava()
    const { user, redirect } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Connect Strava' }))

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/strava/login?user_id=42&ticket=t-1'))
    expect(within(bar()).getByText('Not connected to Strava')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'not_connected')
    expect(state.tickets).toBe(1)
  })

  it("shows the server's detail when the connect ticket is refused", async () => {
    fakeStrava()
    failCall('post', '/user/:id/strava/ticket', 503, 'Strava is not configured')
    const { user, redirect } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Connect Strava' }))

    expect(await screen.findByText('Strava is not configured')).toBeInTheDocument()
    expect(redirect).not.toHaveBeenCalled()
  })

  it('says Strava is not configured on this server instead of offering Connect', async () => {
    fakeStrava({ configured: false })
    renderBar()

    expect(await screen.findByText('Strava is not configured on this server.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Connect Strava' })).not.toBeInTheDocument()
  })

  it("says 'Could not check Strava connection' when the profile cannot be fetched, and checks again on Retry", async () => {
    fakeStrava({ connected: true })
    failCall('get', '/user/:id', 500)
    const { user } = renderBar()

    expect(await screen.findByText('Could not check Strava connection')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'error')
    fakeStrava({ connected: true })
    await user.click(screen.getByRole('button', { name: 'Retry' }))

    expect(await screen.findByText('Connected to Strava')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'connected')
  })

  it("imports, shows 'Imported!' for 2 seconds with the server's summary, then is connected again", async () => {
    jest.useFakeTimers()
    fakeStrava({ connected: true })
    const release = heldImport({ imported: 12, skipped: 0, detail: 'Imported 12 activities' })
    renderBar()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })

    await user.click(await screen.findByRole('button', { name: 'Import from Strava' }))
    expect(await screen.findByText('Importing activities from Strava…')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'importing')
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDisabled()
    release()

    expect(await screen.findByText('Imported!')).toBeInTheDocument()
    expect(screen.getByText('Imported 12 activities')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'connected')
    act(() => jest.advanceTimersByTime(1900))
    expect(screen.getByText('Imported!')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(100))
    expect(screen.queryByText('Imported!')).not.toBeInTheDocument()
    expect(screen.getByText('Connected to Strava')).toBeInTheDocument()
  })

  it("says 'No new activities' when there was nothing to import", async () => {
    fakeStrava({ connected: true })
    heldImport({ imported: 0, skipped: 3, detail: 'No new activities' })()
    const { user } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Import from Strava' }))

    expect(await screen.findByText('No new activities')).toBeInTheDocument()
  })

  it("shows the server's detail when the import stops at Strava's rate limit, and stays connected", async () => {
    fakeStrava({ connected: true })
    const detail = 'Strava rate limit reached; imported 200 activities so far. Try again in 15 minutes.'
    failCall('post', '/user/:id/strava/import', 429, detail)
    const { user } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Import from Strava' }))

    expect(await screen.findByText(detail)).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'error')
    expect(screen.getByText('Connected to Strava')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import from Strava' })).toBeEnabled()
  })

  it("says 'Failed to import Strava activities' when the server gives no detail", async () => {
    fakeStrava({ connected: true })
    failCall('post', '/user/:id/strava/import', 500)
    const { user } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Import from Strava' }))

    expect(await screen.findByText('Failed to import Strava activities')).toBeInTheDocument()
  })

  it('disconnects, says so, and rechecks the profile before offering Connect', async () => {
    fakeStrava({ connected: true })
    const { user } = renderBar()
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }))

    // The notice comes once the profile was read again: the bar never shows the old connection after it.
    expect(await screen.findByText('Strava disconnected.')).toBeInTheDocument()
    expect(screen.getByText('Not connected to Strava')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('data-status', 'not_connected')
    expect(screen.getByRole('button', { name: 'Connect Strava' })).toBeInTheDocument()
  })

  it("says 'Failed to disconnect Strava' when the disconnect fails", async () => {
    fakeStrava({ connected: true })
    failCall('post', '/user/:id/strava/disconnect', 500)
    const { user } = renderBar()

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }))

    expect(await screen.findByText('Failed to disconnect Strava')).toBeInTheDocument()
    expect(screen.getByText('Connected to Strava')).toBeInTheDocument()
  })

  it('after connecting, shows a snackbar that hides after 3.5 s and takes strava=success out of the URL', async () => {
    jest.useFakeTimers()
    fakeStrava({ connected: true })
    const { router } = renderBar('/workouts?strava=success')

    expect(await screen.findByText('Strava connected!')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('Connected to Strava')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(3400))
    expect(screen.getByText('Strava connected!')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1000))

    await waitFor(() => expect(screen.queryByText('Strava connected!')).not.toBeInTheDocument())
  })

  it("says 'Strava connection was cancelled.' after a declined authorization and clears the parameter", async () => {
    fakeStrava()
    const { router } = renderBar('/workouts?strava=cancelled')

    expect(await screen.findByText('Strava connection was cancelled.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText('Strava connected!')).not.toBeInTheDocument()
  })

  it("says 'Failed to connect Strava' when the server could not complete the connection", async () => {
    fakeStrava()
    const { router } = renderBar('/workouts?strava=error')

    expect(await screen.findByText('Failed to connect Strava')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText('Strava connection was cancelled.')).not.toBeInTheDocument()
  })
})
