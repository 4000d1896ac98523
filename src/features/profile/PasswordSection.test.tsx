import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { PasswordSection } from './PasswordSection'

describe('password', () => {
  it('mails a link to set a password and says so', async () => {
    const authorizations: (string | null)[] = []
    server.use(
      http.post(apiUrl('/auth/request-password-reset'), ({ request }) => {
        authorizations.push(request.headers.get('Authorization'))
        return HttpResponse.json({ ok: true })
      }),
    )
    const { user } = renderWithProviders(<PasswordSection hasPassword={false} />, { preloadedState: signedInState() })

    await user.click(screen.getByRole('button', { name: 'Set or change password' }))

    expect(
      await screen.findByText('We emailed you a link to set your password. It works once, for 1 hour.'),
    ).toBeInTheDocument()
    expect(authorizations).toEqual(['Bearer test-token'])
  })

  it("shows the server's detail when the link cannot be sent", async () => {
    server.use(
      http.post(apiUrl('/auth/request-password-reset'), () =>
        HttpResponse.json({ detail: 'Too many requests' }, { status: 429 }),
      ),
    )
    const { user } = renderWithProviders(<PasswordSection hasPassword />, { preloadedState: signedInState() })

    await user.click(screen.getByRole('button', { name: 'Set or change password' }))

    expect(await screen.findByText('Too many requests')).toBeInTheDocument()
  })
})
