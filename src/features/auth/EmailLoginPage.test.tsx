import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  RequestEmailLoginTokenApiArg,
  RequestEmailLoginTokenApiResponse,
  VerifyEmailLoginTokenApiArg,
  VerifyEmailLoginTokenApiResponse,
  VerifyTwoFactorLoginApiArg,
  VerifyTwoFactorLoginApiResponse,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { EmailLoginPage } from './EmailLoginPage'

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

function twoFactorAnswers(answer: () => Response) {
  const bodies: VerifyTwoFactorLoginApiArg['twoFactorLoginRequest'][] = []
  server.use(
    http.post<never, VerifyTwoFactorLoginApiArg['twoFactorLoginRequest'], VerifyTwoFactorLoginApiResponse>(
      apiUrl('/auth/2fa/verify'),
      async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      },
    ),
  )
  return bodies
}

const link = '/email-login?email=ada%40example.com&token=long-link-token'

/** Opens the emailed link and presses 'Continue as …', as the person does. */
async function openLink() {
  const view = renderWithProviders(<EmailLoginPage />, { route: link })
  await view.user.click(await screen.findByRole('button', { name: 'Continue as ada@example.com' }))
  return view
}

jest.setTimeout(20_000)

describe('EmailLoginPage', () => {
  it("asks 'Continue as …' first (a mail scanner opening the link spends nothing), then shows 'Processing…', signs in and goes to the Food Log", async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const bodies = verifyAnswers(() => HttpResponse.json({ user_id: '42', token: 'jwt' }))
    server.use(
      http.post(apiUrl('/auth/verify-email-login-token'), async () => {
        await answered
        return undefined
      }),
    )
    const { router, store, user } = renderWithProviders(<EmailLoginPage />, { route: link })

    const proceed = await screen.findByRole('button', { name: 'Continue as ada@example.com' })
    expect(bodies).toEqual([])
    await user.click(proceed)
    expect(await screen.findByText('Processing…')).toBeInTheDocument()
    release()

    await waitFor(() => expect(router.state.location.pathname).toBe('/food-log'))
    expect(bodies).toEqual([{ email: 'ada@example.com', token: 'long-link-token' }])
    expect(store.getState().session.token).toBe('jwt')
  })

  it("says 'Invalid or expired login link.' when the link is refused, and offers the code form", async () => {
    verifyAnswers(() => new HttpResponse(null, { status: 401 }))
    const { router, store } = await openLink()

    expect(await screen.findByText('Invalid or expired login link.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(router.state.location.pathname).toBe('/email-login')
    expect(store.getState().session.userId).toBeNull()
  })

  it("shows the server's detail when the link is refused with one", async () => {
    verifyAnswers(() => HttpResponse.json({ detail: 'Too many attempts, please try again in 60 s' }, { status: 429 }))
    await openLink()

    expect(await screen.findByText('Too many attempts, please try again in 60 s')).toBeInTheDocument()
  })

  it('asks for the two-factor code after the link when 2FA is on, then signs in, using the link once', async () => {
    const links = verifyAnswers(() => HttpResponse.json({ two_factor_required: true, tempToken: 'temp-1' }))
    const sent = twoFactorAnswers(() => HttpResponse.json({ user_id: '42', token: 'jwt' }))
    const { user, router } = await openLink()

    const code = await screen.findByLabelText('Authentication code')
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled()
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/food-log'))
    expect(sent).toEqual([{ tempToken: 'temp-1', code: '654321' }])
    expect(links).toHaveLength(1)
  })

  it("says 'Invalid code' when the two-factor code is refused without a detail", async () => {
    verifyAnswers(() => HttpResponse.json({ two_factor_required: true, tempToken: 'temp-1' }))
    twoFactorAnswers(() => new HttpResponse(null, { status: 401 }))
    const { user, store } = await openLink()

    await user.type(await screen.findByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText('Invalid code')).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })

  it('without a link, mails a code to the email and signs in with it', async () => {
    const requested: string[] = []
    server.use(
      http.post<never, RequestEmailLoginTokenApiArg['emailRequest'], RequestEmailLoginTokenApiResponse>(
        apiUrl('/auth/request-email-login-token'),
        async ({ request }) => {
          requested.push((await request.json()).email)
          return HttpResponse.json({ ok: true })
        },
      ),
    )
    const bodies = verifyAnswers(() => HttpResponse.json({ user_id: '42', token: 'jwt' }))
    const { user, router } = renderWithProviders(<EmailLoginPage />, { route: '/email-login' })

    expect(screen.getByRole('button', { name: 'Send Code' })).toBeDisabled()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(await screen.findByText('If your email exists, a login link/code has been sent.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Login code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/food-log'))
    expect(requested).toEqual(['ada@example.com'])
    expect(bodies).toEqual([{ email: 'ada@example.com', token: '123456' }])
  })

  it("says 'Invalid or expired code' for a wrong code", async () => {
    server.use(http.post(apiUrl('/auth/request-email-login-token'), () => HttpResponse.json({ ok: true })))
    verifyAnswers(() => new HttpResponse(null, { status: 401 }))
    const { user } = renderWithProviders(<EmailLoginPage />, { route: '/email-login' })

    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    await user.type(await screen.findByLabelText('Login code'), '999999')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument()
  })
})
