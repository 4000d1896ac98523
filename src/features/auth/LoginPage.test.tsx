import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GetPublicConfigApiResponse, GoogleLoginApiArg, GoogleLoginApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { loadFakeGoogleIdentity, unloadFakeGoogleIdentity } from '../../testing/fakeGoogleIdentity'
import { makePublicConfig } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { LoginPage } from './LoginPage'

function googleConfigured() {
  server.use(
    http.get<never, never, GetPublicConfigApiResponse>(apiUrl('/config'), () =>
      HttpResponse.json(makePublicConfig({ google_client_id: 'client-123.apps.googleusercontent.com' })),
    ),
  )
}

function answerGoogleLogin(answer: () => Response) {
  const tokens: string[] = []
  server.use(
    http.post<never, GoogleLoginApiArg['googleLoginRequest'], GoogleLoginApiResponse>(
      apiUrl('/auth/google'),
      async ({ request }) => {
        tokens.push((await request.json()).token)
        return answer()
      },
    ),
  )
  return tokens
}

afterEach(unloadFakeGoogleIdentity)

describe('LoginPage', () => {
  it('shows the Google card, then "or", the email card, the help list and the privacy statement', async () => {
    renderWithProviders(<LoginPage />)

    expect(await screen.findByText('Sign in with Google')).toBeInTheDocument()
    expect(screen.getByRole('separator')).toHaveTextContent('or')
    expect(screen.getByText('Login or Signup with Email')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument()
    const help = screen.getByRole('region', { name: 'How to log in' })
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Google:/),
      expect.stringMatching(/^Passkey:/),
      expect.stringMatching(/^Email:/),
      expect.stringMatching(/Contact support/),
    ])
    expect(
      screen.getByText(
        'All your nutrition and workout data is private to your account. Your email is used only for login and account recovery.',
      ),
    ).toBeInTheDocument()
  })

  it('says plainly that Google sign-in is not configured when the server has no client id', async () => {
    renderWithProviders(<LoginPage />)

    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument()
  })

  it('does not claim Google is not configured when the configuration could not be read', async () => {
    server.use(http.get(apiUrl('/config'), () => new HttpResponse(null, { status: 503 })))
    renderWithProviders(<LoginPage />)

    expect(
      await screen.findByText('Google sign-in is unavailable right now. Please reload the page.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Google sign-in is not configured on this server.')).not.toBeInTheDocument()
  })

  it('does not show an entry button to the signup view', async () => {
    renderWithProviders(<LoginPage />)

    await screen.findByText('Login or Signup with Email')
    expect(screen.queryByRole('button', { name: /sign ?up|create/i })).not.toBeInTheDocument()
    expect(screen.queryByText('Create your account')).not.toBeInTheDocument()
  })

  it("exchanges Google's credential via the Google call and signs in", async () => {
    googleConfigured()
    const tokens = answerGoogleLogin(() =>
      HttpResponse.json({ user_id: '42', token: 'jwt', email: 'ada@example.com', profile_pic: 'https://pics/ada.png' }),
    )
    const { store } = renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()
    expect(google.clientId()).toBe('client-123.apps.googleusercontent.com')
    expect(screen.queryByText('Google sign-in is not configured on this server.')).not.toBeInTheDocument()

    google.signIn('google-id-token')

    expect(await screen.findByText('Login successful!')).toBeInTheDocument()
    expect(tokens).toEqual(['google-id-token'])
    expect(store.getState().session.userId).toBe('42')
    expect(store.getState().session.userInfo?.profilePic).toBe('https://pics/ada.png')
  })

  it("shows 'Logging in…' while the Google credential is exchanged", async () => {
    googleConfigured()
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(apiUrl('/auth/google'), async () => {
        await answered
        return HttpResponse.json({ user_id: '42', token: 'jwt' })
      }),
    )
    renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()

    google.signIn('google-id-token')

    expect(await screen.findByText('Logging in…')).toBeInTheDocument()
    release()
    await waitFor(() => expect(screen.queryByText('Logging in…')).not.toBeInTheDocument())
  })

  it("shows the server's detail in red when the Google login fails", async () => {
    googleConfigured()
    answerGoogleLogin(() => HttpResponse.json({ detail: 'Invalid Google credential' }, { status: 401 }))
    const { store } = renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()

    google.signIn('expired-token')

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Google credential')
    expect(store.getState().session.userId).toBeNull()
  })

  it("falls back to 'Google login failed'", async () => {
    googleConfigured()
    renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()

    google.fail()

    expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed')
  })

  it('asks for the two-factor code when the Google login answers with a tempToken', async () => {
    googleConfigured()
    answerGoogleLogin(() => HttpResponse.json({ two_factor_required: true, tempToken: 'temp-1' }))
    renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()

    google.signIn('google-id-token')

    expect(await screen.findByText('Two-factor authentication')).toBeInTheDocument()
  })

  it("reports any other answer as 'Unknown login response'", async () => {
    googleConfigured()
    answerGoogleLogin(() => HttpResponse.json({ ok: true }))
    renderWithProviders(<LoginPage />)
    const google = await loadFakeGoogleIdentity()

    google.signIn('google-id-token')

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown login response: {"ok":true}')
  })
})
