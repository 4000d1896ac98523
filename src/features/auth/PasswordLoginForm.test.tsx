import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { PasswordLoginApiArg, PasswordLoginApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { LoginPage } from './LoginPage'

jest.setTimeout(20_000)

describe('password login', () => {
  function passwordLogins(answer: () => Response) {
    const bodies: PasswordLoginApiArg['passwordLoginRequest'][] = []
    server.use(
      http.post<never, PasswordLoginApiArg['passwordLoginRequest'], PasswordLoginApiResponse>(
        apiUrl('/auth/login'),
        async ({ request }) => {
          bodies.push(await request.json())
          return answer()
        },
      ),
    )
    return bodies
  }

  async function logInWithPassword(password: string) {
    const view = renderWithProviders(<LoginPage />)
    await view.user.click(screen.getByRole('button', { name: 'Log in with a password' }))
    // The password form loads with antd when it is asked for.
    await view.user.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await view.user.type(screen.getByLabelText('Password'), password)
    await view.user.click(screen.getByRole('button', { name: 'Log in' }))
    return view
  }

  it('logs in with the email and the password the account set', async () => {
    const bodies = passwordLogins(() => HttpResponse.json({ user_id: '42', token: 'jwt' }))
    const { store } = await logInWithPassword('secret-12')

    expect(await screen.findByText('Login successful!')).toBeInTheDocument()
    expect(bodies).toEqual([{ username: 'ada@example.com', password: 'secret-12' }])
    expect(store.getState().session.userId).toBe('42')
  })

  it("says 'Login failed' when the password is refused without a detail", async () => {
    passwordLogins(() => new HttpResponse(null, { status: 401 }))
    const { store } = await logInWithPassword('wrong-pass')

    expect(await screen.findByText('Login failed')).toBeInTheDocument()
    expect(store.getState().session.userId).toBeNull()
  })
})
