import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ResetPasswordApiArg, ResetPasswordApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { ResetPasswordPage } from './ResetPasswordPage'

function resetAnswers(answer: () => Response) {
  const bodies: ResetPasswordApiArg['resetPasswordRequest'][] = []
  server.use(
    http.post<never, ResetPasswordApiArg['resetPasswordRequest'], ResetPasswordApiResponse>(
      apiUrl('/auth/reset-password'),
      async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      },
    ),
  )
  return bodies
}

async function typePasswords(user: UserEvent, password: string, again: string) {
  await user.type(screen.getByLabelText('New Password'), password)
  await user.type(screen.getByLabelText('Confirm New Password'), again)
}

jest.setTimeout(20_000)

afterEach(() => jest.useRealTimers())

describe('ResetPasswordPage', () => {
  it("says 'Invalid or missing reset token.' without a token", () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' })

    expect(screen.getByText('Invalid or missing reset token.')).toBeInTheDocument()
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
  })

  it("says 'Passwords do not match' and keeps submit disabled until they match", async () => {
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=t1' })
    const submit = screen.getByRole('button', { name: 'Set Password' })

    await typePasswords(user, 'secret-12', 'secret-1')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Confirm New Password'), '2')

    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument())
    expect(submit).toBeEnabled()
  })

  it("sets the password, says 'Password updated! You can now log in.' and goes to '/' after 1.5 s", async () => {
    jest.useFakeTimers()
    const bodies = resetAnswers(() => HttpResponse.json({ ok: true }))
    const { router } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=t1' })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await typePasswords(user, 'secret-12', 'secret-12')

    await user.click(screen.getByRole('button', { name: 'Set Password' }))
    expect(await screen.findByText('Password updated! You can now log in.')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1400))
    expect(router.state.location.pathname).toBe('/reset-password')
    act(() => jest.advanceTimersByTime(100))

    expect(router.state.location.pathname).toBe('/')
    expect(bodies).toEqual([{ token: 't1', newPassword: 'secret-12' }])
  })

  it("says 'Failed to reset password' when the server gives no detail", async () => {
    resetAnswers(() => new HttpResponse(null, { status: 500 }))
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=t1' })
    await typePasswords(user, 'secret-12', 'secret-12')

    await user.click(screen.getByRole('button', { name: 'Set Password' }))

    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument()
  })

  it("shows the server's detail for a used or expired token", async () => {
    resetAnswers(() => HttpResponse.json({ detail: 'Invalid or expired reset token' }, { status: 400 }))
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=t1' })
    await typePasswords(user, 'secret-12', 'secret-12')

    await user.click(screen.getByRole('button', { name: 'Set Password' }))

    expect(await screen.findByText('Invalid or expired reset token')).toBeInTheDocument()
  })
})
