import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ConfirmEmailChangeApiArg, ConfirmEmailChangeApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { VerifyEmailChangePage } from './VerifyEmailChangePage'

function confirmAnswers(answer: () => Response | Promise<Response>) {
  const tokens: string[] = []
  server.use(
    http.post<never, ConfirmEmailChangeApiArg['tokenRequest'], ConfirmEmailChangeApiResponse>(
      apiUrl('/user/confirm-email-change'),
      async ({ request }) => {
        tokens.push((await request.json()).token)
        return answer()
      },
    ),
  )
  return tokens
}

describe('VerifyEmailChangePage', () => {
  it('shows a spinner while pending, then the success message; the token is sent once', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const tokens = confirmAnswers(async () => {
      await answered
      return HttpResponse.json({ ok: true, email: 'new@example.com' })
    })
    renderWithProviders(<VerifyEmailChangePage />, { route: '/verify-email-change?token=change-1' })

    expect(screen.getByRole('heading', { name: 'Verify Email Change' })).toBeInTheDocument()
    expect(screen.getByLabelText('Verifying')).toBeInTheDocument()
    release()

    expect(
      await screen.findByText('Your email has been updated! You may now log in with your new email.'),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Verifying')).not.toBeInTheDocument()
    expect(tokens).toEqual(['change-1'])
  })

  it("says 'Failed to verify email change.' when the server gives no detail", async () => {
    confirmAnswers(() => new HttpResponse(null, { status: 500 }))
    renderWithProviders(<VerifyEmailChangePage />, { route: '/verify-email-change?token=change-1' })

    expect(await screen.findByText('Failed to verify email change.')).toBeInTheDocument()
  })

  it("shows the server's detail for a used or expired token", async () => {
    confirmAnswers(() => HttpResponse.json({ detail: 'This link was already used' }, { status: 400 }))
    renderWithProviders(<VerifyEmailChangePage />, { route: '/verify-email-change?token=change-1' })

    expect(await screen.findByText('This link was already used')).toBeInTheDocument()
  })

  it("says 'No token provided.' at once without a token, and calls nothing", () => {
    renderWithProviders(<VerifyEmailChangePage />, { route: '/verify-email-change' })

    expect(screen.getByText('No token provided.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Verifying')).not.toBeInTheDocument()
  })
})
