import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  PasskeyHasApiArg,
  PasskeyHasApiResponse,
  PasskeyLoginBeginApiResponse,
  PasskeyLoginFinishApiArg,
  PasskeyLoginFinishApiResponse,
  RequestEmailLoginTokenApiArg,
  RequestEmailLoginTokenApiResponse,
  VerifyEmailLoginTokenApiArg,
  VerifyEmailLoginTokenApiResponse,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { base64url, installFakeAuthenticator, uninstallWebAuthn } from '../../testing/fakeAuthenticator'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { LoginPage } from './LoginPage'

const sent = { ok: true, detail: 'If your email exists, a login link/code has been sent.' }

function passkeyHas(hasPasskey: boolean) {
  server.use(
    http.post<never, PasskeyHasApiArg['emailRequest'], PasskeyHasApiResponse>(apiUrl('/auth/passkey/has'), () =>
      HttpResponse.json({ hasPasskey }),
    ),
  )
}

function linkRequests(answer: () => Response = () => HttpResponse.json(sent)) {
  const emails: string[] = []
  server.use(
    http.post<never, RequestEmailLoginTokenApiArg['emailRequest'], RequestEmailLoginTokenApiResponse>(
      apiUrl('/auth/request-email-login-token'),
      async ({ request }) => {
        emails.push((await request.json()).email)
        return answer()
      },
    ),
  )
  return emails
}

function verifyAnswers(answer: () => Response) {
  const bodies: VerifyEmailLoginTokenApiArg['emailTokenLoginRequest'][] = []
  server.use(
    http.post<never, VerifyEmailLoginTokenApiArg['emailTokenLoginRequest'], VerifyEmailLoginTokenApiResponse>(
      apiUrl('/auth/verify-email-login-token'),
      async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      },
    ),
  )
  return bodies
}

function passkeyLogin(finish: () => Response = () => HttpResponse.json({ user_id: '42', token: 'jwt' })) {
  const finished: PasskeyLoginFinishApiArg['passkeyLoginFinishRequest'][] = []
  server.use(
    http.post<never, never, PasskeyLoginBeginApiResponse>(apiUrl('/auth/passkey/login/begin'), () =>
      HttpResponse.json({ challenge: base64url('challenge'), allowCredentials: [], userVerification: 'required' }),
    ),
    http.post<never, PasskeyLoginFinishApiArg['passkeyLoginFinishRequest'], PasskeyLoginFinishApiResponse>(
      apiUrl('/auth/passkey/login/finish'),
      async ({ request }) => {
        finished.push(await request.json())
        return finish()
      },
    ),
  )
  return finished
}

async function continueWith(email: string) {
  const view = renderWithProviders(<LoginPage />)
  const continueButton = screen.getByRole('button', { name: 'Continue' })
  expect(continueButton).toBeDisabled()
  await view.user.type(screen.getByLabelText('Email'), email)
  await view.user.click(continueButton)
  return view
}

// Several steps through a real store and the antd form each; the shared 2-core machine is often busy.
jest.setTimeout(20_000)

afterEach(uninstallWebAuthn)

describe('email login', () => {
  it('keeps Continue disabled while the email is empty', async () => {
    const { user } = renderWithProviders(<LoginPage />)
    const email = screen.getByLabelText('Email')

    await user.type(email, '   ')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await user.type(email, 'a')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
  })

  it('sends a login link to an email without a passkey, then logs in with the code typed on the same screen', async () => {
    passkeyHas(false)
    const emails = linkRequests()
    const verified = verifyAnswers(() => HttpResponse.json({ user_id: '42', token: 'jwt', email: 'ada@example.com' }))
    const { user, store } = await continueWith('ada@example.com')

    expect(await screen.findByText('If your email exists, a login link has been sent.')).toBeInTheDocument()
    expect(emails).toEqual(['ada@example.com'])
    const logIn = screen.getByRole('button', { name: 'Log in' })
    await user.type(screen.getByLabelText('Login code'), '12a3456')
    expect(screen.getByLabelText('Login code')).toHaveValue('123456')
    await user.click(logIn)

    expect(await screen.findByText('Login successful!')).toBeInTheDocument()
    expect(verified).toEqual([{ email: 'ada@example.com', token: '123456' }])
    expect(store.getState().session).toMatchObject({ userId: '42', token: 'jwt' })
    expect(localStorage.getItem('jwtToken')).toBe('jwt')
  })

  it('enables Log in only for six digits', async () => {
    passkeyHas(false)
    linkRequests()
    const { user } = await continueWith('ada@example.com')

    await user.type(await screen.findByLabelText('Login code'), '12345')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled()
    await user.type(screen.getByLabelText('Login code'), '6')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  it("says 'Invalid or expired code' when the code is refused", async () => {
    passkeyHas(false)
    linkRequests()
    verifyAnswers(() => new HttpResponse(null, { status: 401 }))
    const { user, store } = await continueWith('ada@example.com')

    await user.type(await screen.findByLabelText('Login code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })

  it("shows the server's detail when codes are rate limited", async () => {
    passkeyHas(false)
    linkRequests()
    verifyAnswers(() => HttpResponse.json({ detail: 'Too many attempts. Try again later.' }, { status: 429 }))
    const { user } = await continueWith('ada@example.com')

    await user.type(await screen.findByLabelText('Login code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Too many attempts. Try again later.')).toBeInTheDocument()
  })

  it("says 'Failed to send login link' when the request fails", async () => {
    passkeyHas(false)
    linkRequests(() => new HttpResponse(null, { status: 500 }))
    await continueWith('ada@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send login link')
    expect(screen.queryByText('If your email exists, a login link has been sent.')).not.toBeInTheDocument()
  })

  it('goes back to the email field from the sent step', async () => {
    passkeyHas(false)
    linkRequests()
    const { user } = await continueWith('ada@example.com')

    await user.click(await screen.findByRole('button', { name: 'Use a different email' }))

    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
  })

  it('asks for the two-factor code when the code login answers with a tempToken', async () => {
    passkeyHas(false)
    linkRequests()
    verifyAnswers(() => HttpResponse.json({ two_factor_required: true, tempToken: 'temp-1' }))
    const { user, store } = await continueWith('ada@example.com')

    await user.type(await screen.findByLabelText('Login code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Two-factor authentication')).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })
})

describe('passkey login', () => {
  it('offers the passkey to an email that has one and logs in with it', async () => {
    installFakeAuthenticator()
    passkeyHas(true)
    const finished = passkeyLogin()
    const { user, store } = await continueWith('ada@example.com')

    expect(await screen.findByText('Sign in with your passkey')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send me a login link instead' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use Passkey' }))

    expect(await screen.findByText('Login successful!')).toBeInTheDocument()
    expect(store.getState().session.userId).toBe('42')
    expect(finished[0].username).toBe('ada@example.com')
    expect(finished[0].credential.response.signature).toBe(base64url('signature'))
  })

  it("reveals 'Send me a login link instead' after the passkey login fails, and sends the link", async () => {
    const authenticator = installFakeAuthenticator()
    authenticator.cancelNext()
    passkeyHas(true)
    passkeyLogin()
    const emails = linkRequests()
    const { user } = await continueWith('ada@example.com')

    await user.click(await screen.findByRole('button', { name: 'Use Passkey' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey login failed')
    await user.click(screen.getByRole('button', { name: 'Send me a login link instead' }))
    expect(await screen.findByText('If your email exists, a login link has been sent.')).toBeInTheDocument()
    expect(emails).toEqual(['ada@example.com'])
  })

  it("shows the server's detail when the passkey is refused", async () => {
    installFakeAuthenticator()
    passkeyHas(true)
    passkeyLogin(() => HttpResponse.json({ detail: 'Passkey verification failed' }, { status: 401 }))
    const { user } = await continueWith('ada@example.com')

    await user.click(await screen.findByRole('button', { name: 'Use Passkey' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey verification failed')
    expect(screen.getByRole('button', { name: 'Send me a login link instead' })).toBeInTheDocument()
  })

  it("says 'Could not start passkey login' when the server cannot begin", async () => {
    installFakeAuthenticator()
    passkeyHas(true)
    server.use(http.post(apiUrl('/auth/passkey/login/begin'), () => new HttpResponse(null, { status: 500 })))
    const { user } = await continueWith('ada@example.com')

    await user.click(await screen.findByRole('button', { name: 'Use Passkey' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start passkey login')
    expect(screen.getByRole('button', { name: 'Send me a login link instead' })).toBeInTheDocument()
  })

  it('says WebAuthn is not supported in a browser without it', async () => {
    passkeyHas(true)
    const { user } = await continueWith('ada@example.com')

    await user.click(await screen.findByRole('button', { name: 'Use Passkey' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('WebAuthn not supported in this browser')
  })
})
