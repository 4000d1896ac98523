import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  PasskeyRegisterBeginApiArg,
  PasskeyRegisterBeginApiResponse,
  PasskeyRegisterFinishApiArg,
  PasskeyRegisterFinishApiResponse,
  PasskeyRemoveApiArg,
  PasskeyStatusApiResponse,
  Passkey,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { base64url, installFakeAuthenticator, uninstallWebAuthn } from '../../testing/fakeAuthenticator'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { PasskeysSection } from './PasskeysSection'

const laptop: Passkey = {
  credential_id: 'cred-laptop',
  device_name: 'Chrome on Linux',
  created_at: '2026-01-05T08:00:00.000Z',
  last_used_at: '2026-02-01T08:00:00.000Z',
}
const phone: Passkey = {
  credential_id: 'cred-phone',
  device_name: 'Safari on iPhone',
  created_at: '2026-02-10T08:00:00.000Z',
  last_used_at: null,
}

/** A server keeping the passkey list: registering adds the phone, removing drops one. */
function passkeyServer(start: Passkey[], overrides: { finish?: () => Response; remove?: () => Response } = {}) {
  let passkeys = [...start]
  const removed: string[] = []
  const begun: PasskeyRegisterBeginApiArg['passkeyRegisterBeginRequest'][] = []
  server.use(
    http.get<never, never, PasskeyStatusApiResponse>(apiUrl('/auth/passkey/status'), () =>
      HttpResponse.json({ passkeys, has_pass_key: passkeys.length > 0 }),
    ),
    http.post<never, PasskeyRegisterBeginApiArg['passkeyRegisterBeginRequest'], PasskeyRegisterBeginApiResponse>(
      apiUrl('/auth/passkey/register/begin'),
      async ({ request }) => {
        begun.push(await request.json())
        return HttpResponse.json({
          rp: { id: 'localhost', name: 'Macro Tracker' },
          user: { id: base64url('user-42'), name: 'user@example.com', displayName: 'user@example.com' },
          challenge: base64url('challenge'),
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          excludeCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, type: 'public-key' as const })),
        })
      },
    ),
    http.post<never, PasskeyRegisterFinishApiArg['passkeyRegisterFinishRequest'], PasskeyRegisterFinishApiResponse>(
      apiUrl('/auth/passkey/register/finish'),
      () => {
        if (overrides.finish) return overrides.finish()
        passkeys = [...passkeys, phone]
        return HttpResponse.json({ user_id: '42', token: 'new-token' })
      },
    ),
    http.delete<never, PasskeyRemoveApiArg['passkeyRemoveRequest']>(
      apiUrl('/auth/passkey/remove'),
      async ({ request }) => {
        if (overrides.remove) return overrides.remove()
        const { credential_id } = await request.json()
        removed.push(credential_id)
        passkeys = passkeys.filter((passkey) => passkey.credential_id !== credential_id)
        return new HttpResponse(null, { status: 204 })
      },
    ),
  )
  return { removed, begun }
}

function renderSection() {
  return renderWithProviders(<PasskeysSection email="user@example.com" />, { preloadedState: signedInState() })
}

jest.setTimeout(20_000)

afterEach(uninstallWebAuthn)

describe('passkeys', () => {
  it('lists the passkeys with their device names', async () => {
    passkeyServer([laptop, phone])
    renderSection()

    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument()
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument()
    expect(screen.getByText('Added Jan 5, 2026, last used Feb 1, 2026')).toBeInTheDocument()
  })

  it("registers a passkey on this device, says 'Passkey registered!' and lists it", async () => {
    installFakeAuthenticator()
    const { begun } = passkeyServer([laptop])
    const { user } = renderSection()
    await screen.findByText('Chrome on Linux')

    await user.click(screen.getByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('Passkey registered!')).toBeInTheDocument()
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument()
    expect(begun).toEqual([{ email: 'user@example.com' }])
  })

  it("says 'WebAuthn not supported in this browser' without WebAuthn", async () => {
    passkeyServer([])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('WebAuthn not supported in this browser')).toBeInTheDocument()
  })

  it("says 'Failed to start passkey registration' when the server cannot begin", async () => {
    installFakeAuthenticator()
    passkeyServer([])
    server.use(http.post(apiUrl('/auth/passkey/register/begin'), () => new HttpResponse(null, { status: 500 })))
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('Failed to start passkey registration')).toBeInTheDocument()
  })

  it("says 'Passkey registration failed' when the browser's prompt is cancelled", async () => {
    installFakeAuthenticator().cancelNext()
    passkeyServer([])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('Passkey registration failed')).toBeInTheDocument()
  })

  it("says 'Failed to complete passkey registration' when the server refuses the passkey", async () => {
    installFakeAuthenticator()
    passkeyServer([], { finish: () => new HttpResponse(null, { status: 400 }) })
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('Failed to complete passkey registration')).toBeInTheDocument()
  })

  it("removes a passkey and says 'Passkey removed.'", async () => {
    const { removed } = passkeyServer([laptop, phone])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Remove Safari on iPhone' }))

    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument())
    expect(removed).toEqual(['cred-phone'])
  })

  it("says 'Failed to remove passkey' when the removal fails", async () => {
    passkeyServer([laptop], { remove: () => new HttpResponse(null, { status: 500 }) })
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }))

    expect(await screen.findByText('Failed to remove passkey')).toBeInTheDocument()
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument()
  })

  it("says 'Could not check passkey status' when the list cannot be read", async () => {
    server.use(http.get(apiUrl('/auth/passkey/status'), () => new HttpResponse(null, { status: 500 })))
    renderSection()

    expect(await screen.findByText('Could not check passkey status')).toBeInTheDocument()
  })
})
