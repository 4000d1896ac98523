import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  PasskeyRegisterBeginApiArg,
  PasskeyRegisterBeginApiResponse,
  PasskeyRegisterFinishApiArg,
  PasskeyRegisterFinishApiResponse,
  RequestEmailLoginTokenApiArg,
  VerifyEmailLoginTokenApiArg,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { base64url, installFakeAuthenticator, uninstallWebAuthn } from '../../testing/fakeAuthenticator'
import { loadFakeGoogleIdentity, unloadFakeGoogleIdentity } from '../../testing/fakeGoogleIdentity'
import { makePublicConfig } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { LoginPage } from './LoginPage'

function passkeySignup(finish: () => Response = () => HttpResponse.json({ user_id: '7', token: 'jwt' })) {
  const begun: PasskeyRegisterBeginApiArg['passkeyRegisterBeginRequest'][] = []
  const finished: PasskeyRegisterFinishApiArg['passkeyRegisterFinishRequest'][] = []
  server.use(
    http.post<never, PasskeyRegisterBeginApiArg['passkeyRegisterBeginRequest'], PasskeyRegisterBeginApiResponse>(
      apiUrl('/auth/passkey/register/begin'),
      async ({ request }) => {
        begun.push(await request.json())
        return HttpResponse.json({
          rp: { id: 'localhost', name: 'Macro Tracker' },
          user: { id: base64url('user-7'), name: 'new@example.com', displayName: 'new@example.com' },
          challenge: base64url('challenge'),
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        })
      },
    ),
    http.post<never, PasskeyRegisterFinishApiArg['passkeyRegisterFinishRequest'], PasskeyRegisterFinishApiResponse>(
      apiUrl('/auth/passkey/register/finish'),
      async ({ request }) => {
        finished.push(await request.json())
        return finish()
      },
    ),
  )
  return { begun, finished }
}

/** The emailed code: requesting it, then a right code signs up (an unknown address gets an account). */
function emailedCodeSignup() {
  const requested: RequestEmailLoginTokenApiArg['emailRequest'][] = []
  const verified: VerifyEmailLoginTokenApiArg['emailTokenLoginRequest'][] = []
  server.use(
    http.post<never, RequestEmailLoginTokenApiArg['emailRequest']>(
      apiUrl('/auth/request-email-login-token'),
      async ({ request }) => {
        requested.push(await request.json())
        return HttpResponse.json({ ok: true, detail: 'If your email exists, a login link/code has been sent.' })
      },
    ),
    http.post<never, VerifyEmailLoginTokenApiArg['emailTokenLoginRequest']>(
      apiUrl('/auth/verify-email-login-token'),
      async ({ request }) => {
        const body = await request.json()
        verified.push(body)
        return body.token === '123456'
          ? HttpResponse.json({ user_id: '7', token: 'jwt' })
          : HttpResponse.json({ detail: 'Invalid or expired code' }, { status: 401 })
      },
    ),
  )
  return { requested, verified }
}

/** Opens the signup view and goes to the email step. */
async function toEmailStep() {
  const view = renderWithProviders(<LoginPage />, { route: '/login?signup=1' })
  expect(await screen.findByText('Create your account')).toBeInTheDocument()
  await view.user.click(screen.getByRole('button', { name: 'Continue with Email' }))
  return view
}

async function toPasskeyStep(email = 'new@example.com') {
  const view = await toEmailStep()
  await view.user.type(screen.getByLabelText('Email'), email)
  await view.user.click(screen.getByRole('button', { name: 'Continue' }))
  return view
}

jest.setTimeout(20_000)

afterEach(() => {
  uninstallWebAuthn()
  unloadFakeGoogleIdentity()
})

describe('signup', () => {
  it('opens at /login?signup=1 with Google signup, Continue with Email and Back to Main Login', async () => {
    const { user, router } = renderWithProviders(<LoginPage />, { route: '/login?signup=1' })

    expect(await screen.findByText('Create your account')).toBeInTheDocument()
    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to Main Login' }))

    expect(await screen.findByText('Login or Signup with Email')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('leaves the signup view with Back', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?signup=1' })

    await user.click(await screen.findByRole('button', { name: 'Back to login' }))

    expect(await screen.findByText('Login or Signup with Email')).toBeInTheDocument()
  })

  it('asks for the email with its helper text, Continue disabled until it is valid', async () => {
    const { user } = await toEmailStep()

    expect(screen.getByText('Create Account')).toBeInTheDocument()
    expect(screen.getByText('Use your email for login and password recovery.')).toBeInTheDocument()
    const continueButton = screen.getByRole('button', { name: 'Continue' })
    expect(continueButton).toBeDisabled()
    await user.type(screen.getByLabelText('Email'), 'new@example')
    expect(continueButton).toBeEnabled()
    await user.type(screen.getByLabelText('Email'), '..')
    expect(continueButton).toBeDisabled()
  })

  it('shows the invalid-email message with an example only after the field is left', async () => {
    const { user } = await toEmailStep()

    await user.type(screen.getByLabelText('Email'), 'new@')
    expect(screen.queryByText(/Please enter a valid email address/)).not.toBeInTheDocument()
    await user.tab()

    expect(
      await screen.findByText('Please enter a valid email address (for example, name@example.com)'),
    ).toBeInTheDocument()
  })

  it('shows the invalid-email message when the email is submitted with Enter', async () => {
    const { user } = await toEmailStep()

    await user.type(screen.getByLabelText('Email'), 'not an email{Enter}')

    expect(await screen.findByText(/Please enter a valid email address/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign up with Passkey (no password)' })).not.toBeInTheDocument()
  })

  it('steps back from the email to the start', async () => {
    const { user } = await toEmailStep()

    await user.click(screen.getByRole('button', { name: 'Back' }))

    expect(await screen.findByRole('button', { name: 'Continue with Email' })).toBeInTheDocument()
  })

  it('signs up with a passkey for the email and signs in', async () => {
    installFakeAuthenticator()
    const { begun, finished } = passkeySignup()
    const { user, store } = await toPasskeyStep(' new@example.com ')

    await user.click(screen.getByRole('button', { name: 'Sign up with Passkey (no password)' }))

    await waitFor(() => expect(store.getState().session.userId).toBe('7'))
    expect(begun).toEqual([{ email: 'new@example.com' }])
    expect(finished[0].email).toBe('new@example.com')
    expect(finished[0].attestation.response.attestationObject).toBe(base64url('attestation'))
  })

  it('steps back from the passkey to the email', async () => {
    const { user } = await toPasskeyStep()

    await user.click(screen.getByRole('button', { name: 'Back' }))

    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com')
  })

  it("shows 'Passkey signup failed' in an alert popup when the passkey is not created", async () => {
    installFakeAuthenticator().cancelNext()
    passkeySignup()
    const { user, store } = await toPasskeyStep()

    await user.click(screen.getByRole('button', { name: 'Sign up with Passkey (no password)' }))

    expect(await screen.findByRole('dialog', { name: 'Passkey signup failed' })).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })

  it("shows the server's detail in the popup", async () => {
    installFakeAuthenticator()
    server.use(
      http.post(apiUrl('/auth/passkey/register/begin'), () =>
        HttpResponse.json({ detail: 'An account with this email already exists' }, { status: 409 }),
      ),
    )
    const { user } = await toPasskeyStep()

    await user.click(screen.getByRole('button', { name: 'Sign up with Passkey (no password)' }))

    expect(await screen.findByRole('dialog', { name: 'An account with this email already exists' })).toBeInTheDocument()
  })

  it("shows 'Google signup failed' in an alert popup when the Google signup fails", async () => {
    server.use(
      http.get(apiUrl('/config'), () => HttpResponse.json(makePublicConfig({ google_client_id: 'client-1' }))),
      http.post(apiUrl('/auth/google'), () => new HttpResponse(null, { status: 500 })),
    )
    const { store } = renderWithProviders(<LoginPage />, { route: '/login?signup=1' })
    const google = await loadFakeGoogleIdentity()

    google.signIn('google-id-token')

    expect(await screen.findByRole('dialog', { name: 'Google signup failed' })).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })

  it("says 'Sign up' as its heading, and 'Login' again once left", async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?signup=1' })

    expect(await screen.findByRole('heading', { level: 2, name: 'Sign up' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Login' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to Main Login' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument()
  })

  it('finishes with an emailed code when the browser cannot create passkeys', async () => {
    uninstallWebAuthn()
    const { requested, verified } = emailedCodeSignup()
    const { user, store } = await toPasskeyStep(' new@example.com ')

    expect(screen.getByText(/This browser cannot create passkeys\./)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign up with Passkey (no password)' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Email me a sign-up code' }))
    expect(
      await screen.findByText('We emailed a 6-digit code and a sign-in link to new@example.com.'),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Login code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(store.getState().session.userId).toBe('7'))
    expect(requested).toEqual([{ email: 'new@example.com' }])
    expect(verified).toEqual([{ email: 'new@example.com', token: '123456' }])
  })

  it('offers the emailed code after the passkey prompt is cancelled, and signs up with it', async () => {
    installFakeAuthenticator().cancelNext()
    passkeySignup()
    const { requested } = emailedCodeSignup()
    const { user, store } = await toPasskeyStep()

    await user.click(screen.getByRole('button', { name: 'Sign up with Passkey (no password)' }))
    const popup = await screen.findByRole('dialog', { name: 'Passkey signup failed' })
    expect(popup).toHaveTextContent('You can finish signing up with a code we email you instead.')
    await user.click(within(popup).getByRole('button', { name: 'OK' }))
    await user.click(screen.getByRole('button', { name: 'Email me a sign-up code' }))
    await user.type(await screen.findByLabelText('Login code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(store.getState().session.userId).toBe('7'))
    expect(requested).toEqual([{ email: 'new@example.com' }])
  })

  it('says so in the form when the emailed code is wrong', async () => {
    emailedCodeSignup()
    const { user, store } = await toPasskeyStep()

    await user.click(screen.getByRole('button', { name: 'Email me a sign-up code' }))
    await user.type(await screen.findByLabelText('Login code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })
})
