import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  PasskeyRegisterBeginApiArg,
  PasskeyRegisterBeginApiResponse,
  PasskeyRegisterFinishApiArg,
  PasskeyRegisterFinishApiResponse,
  PasskeyRemoveApiArg,
  PasskeyRenameApiArg,
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
function passkeyServer(
  start: Passkey[],
  overrides: { finish?: () => Response; remove?: () => Response; rename?: () => Response } = {},
) {
  let passkeys = [...start]
  const removed: string[] = []
  const begun: PasskeyRegisterBeginApiArg['passkeyRegisterBeginRequest'][] = []
  const finished: PasskeyRegisterFinishApiArg['passkeyRegisterFinishRequest'][] = []
  const renamed: PasskeyRenameApiArg['passkeyRenameRequest'][] = []
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
      async ({ request }) => {
        finished.push(await request.json())
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
    http.post<never, PasskeyRenameApiArg['passkeyRenameRequest'], Passkey>(
      apiUrl('/auth/passkey/rename'),
      async ({ request }) => {
        if (overrides.rename) return overrides.rename()
        const body = await request.json()
        renamed.push(body)
        passkeys = passkeys.map((passkey) =>
          passkey.credential_id === body.credential_id ? { ...passkey, device_name: body.name } : passkey,
        )
        return HttpResponse.json(passkeys.find((passkey) => passkey.credential_id === body.credential_id) as Passkey)
      },
    ),
  )
  return { removed, begun, finished, renamed }
}

function renderSection() {
  return renderWithProviders(<PasskeysSection email="user@example.com" />, { preloadedState: signedInState() })
}

jest.setTimeout(20_000)

const jsdomUserAgent = navigator.userAgent

afterEach(() => {
  uninstallWebAuthn()
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: jsdomUserAgent })
})

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

  it('names a new passkey after this browser and system', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
    })
    installFakeAuthenticator()
    const { finished } = passkeyServer([])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Add Passkey' }))

    expect(await screen.findByText('Passkey registered!')).toBeInTheDocument()
    expect(finished).toHaveLength(1)
    expect(finished[0].device_name).toBe('Edge on Windows')
  })

  it("renames a passkey in place and says 'Passkey renamed.'", async () => {
    const { renamed } = passkeyServer([laptop, phone])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }))
    const field = screen.getByLabelText('Passkey name')
    expect(field).toHaveValue('Chrome on Linux')
    await user.clear(field)
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.type(field, '  Work laptop ')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument()
    expect(await screen.findByText('Work laptop')).toBeInTheDocument()
    expect(screen.queryByLabelText('Passkey name')).not.toBeInTheDocument()
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument()
    expect(renamed).toEqual([{ credential_id: 'cred-laptop', name: 'Work laptop' }])
  })

  it('keeps the name when renaming is cancelled', async () => {
    const { renamed } = passkeyServer([laptop])
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }))
    await user.type(screen.getByLabelText('Passkey name'), ' at work')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument()
    expect(renamed).toEqual([])
  })

  it("says the server's reason when renaming fails, keeping what was typed", async () => {
    passkeyServer([laptop], { rename: () => HttpResponse.json({ detail: 'Passkey not found' }, { status: 404 }) })
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }))
    await user.type(screen.getByLabelText('Passkey name'), ' 2')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Passkey not found')).toBeInTheDocument()
    expect(screen.getByLabelText('Passkey name')).toHaveValue('Chrome on Linux 2')
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
