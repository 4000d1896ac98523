import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type {
  TwoFactorDisableApiArg,
  TwoFactorEnableApiArg,
  TwoFactorSetupApiResponse,
  TwoFactorStatusApiResponse,
} from '../../api/api'
import { api } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { TwoFactorSection } from './TwoFactorSection'

const qr = 'data:image/png;base64,iVBORw0KGgo='
/** Like the real server, each setup call makes a new pending secret (replacing the earlier one). */
const secrets = ['JBSWY3DPEHPK3PXP', 'KRUGKIDTMVRXEZLU', 'MFRGGZDFMZTWQ2LK']

/** A server keeping the 2FA state: enable and disable check the code, status answers 404 while off. */
function twoFactorServer(
  start: { enabled: boolean },
  // An answer of `enable` replaces the server's own (undefined: the code is accepted).
  answers: { enable?: () => Response | undefined; disable?: () => Response } = {},
) {
  let enabled = start.enabled
  // Like the real server, turning 2FA on revokes every session token issued before, this device's included.
  let renewed = false
  const codes: string[] = []
  let setups = 0
  server.use(
    http.get<never, never, TwoFactorStatusApiResponse | { detail: string }>(
      apiUrl('/auth/2fa/status'),
      ({ request }) => {
        if (renewed && request.headers.get('Authorization') !== 'Bearer renewed-session-token')
          return HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })
        return enabled
          ? HttpResponse.json({ enabled: true })
          : HttpResponse.json({ detail: 'Not enabled' }, { status: 404 })
      },
    ),
    http.get<never, never, TwoFactorSetupApiResponse>(apiUrl('/auth/2fa/setup'), () => {
      const secret = secrets[Math.min(setups, secrets.length - 1)]
      setups += 1
      return HttpResponse.json({ qr_code_data_url: `${qr}#${secret}`, secret })
    }),
    http.post<never, TwoFactorEnableApiArg['twoFactorCodeRequest']>(apiUrl('/auth/2fa/enable'), async ({ request }) => {
      codes.push((await request.json()).code)
      const answer = answers.enable?.()
      if (answer) return answer
      enabled = true
      renewed = true
      return HttpResponse.json({ ok: true, detail: '2FA enabled!', token: 'renewed-session-token' })
    }),
    http.post<never, TwoFactorDisableApiArg['twoFactorCodeRequest']>(
      apiUrl('/auth/2fa/disable'),
      async ({ request }) => {
        codes.push((await request.json()).code)
        if (answers.disable) return answers.disable()
        enabled = false
        return HttpResponse.json({ ok: true })
      },
    ),
  )
  return codes
}

function renderSection() {
  return renderWithProviders(<TwoFactorSection email="user@example.com" />, { preloadedState: signedInState() })
}

async function startSetup() {
  const view = renderSection()
  await view.user.click(await screen.findByRole('button', { name: 'Enable 2FA' }))
  await screen.findByAltText('QR code for your authenticator app')
  return view
}

jest.setTimeout(20_000)

describe('two-factor authentication', () => {
  it('shows the QR code and the key, then enables 2FA with a 6-digit code', async () => {
    const codes = twoFactorServer({ enabled: false })
    const { user, store } = await startSetup()

    expect(screen.getByAltText('QR code for your authenticator app')).toHaveAttribute('src', `${qr}#JBSWY3DPEHPK3PXP`)
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()
    const verify = screen.getByRole('button', { name: 'Verify and Enable' })
    await user.type(screen.getByLabelText('Authentication code'), '12345')
    expect(verify).toBeDisabled()
    await user.type(screen.getByLabelText('Authentication code'), '6')
    await user.click(verify)

    expect(await screen.findByText('2FA enabled!')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument()
    expect(codes).toEqual(['123456'])
    // Every other session ended; this one carries on with the token the answer brought.
    expect(store.getState().session.token).toBe('renewed-session-token')
    expect(localStorage.getItem('jwtToken')).toBe('renewed-session-token')
  })

  it('accepts digits only in the code', async () => {
    twoFactorServer({ enabled: false })
    const { user } = await startSetup()

    await user.type(screen.getByLabelText('Authentication code'), '12ab-34 5678')

    expect(screen.getByLabelText('Authentication code')).toHaveValue('123456')
  })

  it("says 'Invalid code' when the code is refused", async () => {
    twoFactorServer({ enabled: false }, { enable: () => new HttpResponse(null, { status: 400 }) })
    const { user } = await startSetup()

    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }))

    expect(await screen.findByText('Invalid code')).toBeInTheDocument()
  })

  it('says a wrong code is invalid and keeps the same secret and QR code for another try', async () => {
    let wrong = true
    const codes = twoFactorServer(
      { enabled: false },
      {
        enable: () => (wrong ? HttpResponse.json({ detail: 'Invalid code' }, { status: 400 }) : undefined),
      },
    )
    let statusReads = 0
    server.use(
      // A real network answer takes a moment: the screen renders while the status is read again.
      http.get(apiUrl('/auth/2fa/status'), async () => {
        statusReads += 1
        await delay(50)
      }),
    )
    const { user, store } = await startSetup()

    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code')
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()
    expect(screen.getByAltText('QR code for your authenticator app')).toHaveAttribute('src', `${qr}#JBSWY3DPEHPK3PXP`)
    // The 2FA status is read again meanwhile (any write that refreshes it): the setup stays as it is.
    store.dispatch(api.util.invalidateTags([{ type: 'Authentication', id: '2FA' }]))
    await waitFor(() => expect(statusReads).toBe(2))
    const pending = () => Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending')
    await waitFor(() => expect(pending()).toEqual([]))
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code')
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()

    wrong = false
    await user.clear(screen.getByLabelText('Authentication code'))
    await user.type(screen.getByLabelText('Authentication code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }))

    expect(await screen.findByText('2FA enabled!')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument()
    expect(codes).toEqual(['000000', '123456'])
  })

  it("says 'Failed to enable 2FA' when enabling fails otherwise", async () => {
    twoFactorServer({ enabled: false }, { enable: () => new HttpResponse(null, { status: 500 }) })
    const { user } = await startSetup()

    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }))

    expect(await screen.findByText('Failed to enable 2FA')).toBeInTheDocument()
  })

  it("says 'Failed to fetch QR code' when the setup cannot start", async () => {
    twoFactorServer({ enabled: false })
    server.use(http.get(apiUrl('/auth/2fa/setup'), () => new HttpResponse(null, { status: 500 })))
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }))

    expect(await screen.findByText('Failed to fetch QR code')).toBeInTheDocument()
  })

  it("says 'Could not check 2FA status' when the status cannot be read", async () => {
    server.use(http.get(apiUrl('/auth/2fa/status'), () => new HttpResponse(null, { status: 500 })))
    renderSection()

    expect(await screen.findByText('Could not check 2FA status')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enable 2FA' })).not.toBeInTheDocument()
  })

  it('disables 2FA through a dialog asking for a code', async () => {
    const codes = twoFactorServer({ enabled: true })
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' })
    await user.type(within(dialog).getByLabelText('Authentication code'), '654321')
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }))

    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument()
    expect(await screen.findByText('Add a second step to your logins with an authenticator app.')).toBeInTheDocument()
    expect(codes).toEqual(['654321'])
  })

  it("says 'Failed to disable 2FA' in the dialog when disabling fails", async () => {
    twoFactorServer({ enabled: true }, { disable: () => new HttpResponse(null, { status: 500 }) })
    const { user } = renderSection()

    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' })
    await user.type(within(dialog).getByLabelText('Authentication code'), '654321')
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }))

    expect(await within(dialog).findByText('Failed to disable 2FA')).toBeInTheDocument()
    await waitFor(() => expect(dialog).toBeVisible())
  })
})
