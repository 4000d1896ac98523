import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RequestEmailChangeApiArg, RequestEmailChangeApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { EmailChangeSection } from './EmailChangeSection'

function emailChangeAnswers(answer: () => Response = () => HttpResponse.json({ ok: true })) {
  const requested: string[] = []
  server.use(
    http.post<never, RequestEmailChangeApiArg['emailChangeRequest'], RequestEmailChangeApiResponse>(
      apiUrl('/user/request-email-change'),
      async ({ request }) => {
        requested.push((await request.json()).new_email)
        return answer()
      },
    ),
  )
  return requested
}

async function openForm(currentEmail = 'old@example.com') {
  const view = renderWithProviders(<EmailChangeSection currentEmail={currentEmail} />, {
    preloadedState: signedInState(),
  })
  await view.user.click(screen.getByRole('button', { name: 'Change Email' }))
  return view
}

async function fill(user: Awaited<ReturnType<typeof openForm>>['user'], newEmail: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Email'), newEmail)
  await user.type(screen.getByLabelText('Confirm New Email'), confirmation)
}

jest.setTimeout(20_000)

describe('email change', () => {
  it('starts collapsed, showing the current email', () => {
    renderWithProviders(<EmailChangeSection currentEmail="old@example.com" />, { preloadedState: signedInState() })

    expect(screen.getByText('old@example.com')).toBeInTheDocument()
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument()
  })

  it("enables submit only for matching fields that differ from the current email, else 'Emails do not match'", async () => {
    const { user } = await openForm()
    const submit = screen.getByRole('button', { name: 'Send Confirmation Link' })
    expect(submit).toBeDisabled()

    await fill(user, 'new@example.com', 'new@example.co')
    expect(await screen.findByText('Emails do not match')).toBeInTheDocument()
    expect(submit).toBeDisabled()

    await user.type(screen.getByLabelText('Confirm New Email'), 'm')
    expect(submit).toBeEnabled()
  })

  it('keeps submit disabled for the current email', async () => {
    const { user } = await openForm()

    await fill(user, 'old@example.com', 'old@example.com')

    expect(screen.getByRole('button', { name: 'Send Confirmation Link' })).toBeDisabled()
  })

  it('asks for the confirmation link and tells to check the new email', async () => {
    const requested = emailChangeAnswers()
    const { user } = await openForm()

    await fill(user, 'new@example.com', 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }))

    expect(await screen.findByText('Check your new email for a confirmation link.')).toBeInTheDocument()
    expect(requested).toEqual(['new@example.com'])
  })

  it("says 'Failed to request email change' when the request fails", async () => {
    emailChangeAnswers(() => new HttpResponse(null, { status: 500 }))
    const { user } = await openForm()

    await fill(user, 'new@example.com', 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }))

    expect(await screen.findByText('Failed to request email change')).toBeInTheDocument()
  })

  it("shows the server's detail when the address is taken", async () => {
    emailChangeAnswers(() => HttpResponse.json({ detail: 'That email is already in use' }, { status: 409 }))
    const { user } = await openForm()

    await fill(user, 'taken@example.com', 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }))

    expect(await screen.findByText('That email is already in use')).toBeInTheDocument()
  })

  it("says 'No email on profile' when the profile has none", () => {
    renderWithProviders(<EmailChangeSection currentEmail="" />, { preloadedState: signedInState() })

    expect(screen.getByText('No email on profile')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change Email' })).not.toBeInTheDocument()
  })
})
