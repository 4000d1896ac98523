import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { EmailStep } from './EmailStep'

describe('EmailStep', () => {
  it('asks for a valid email address before calling the server, and clears the message once it is valid', async () => {
    let calls = 0
    server.use(
      http.post(apiUrl('/auth/passkey/has'), () => {
        calls += 1
        return HttpResponse.json({ hasPasskey: true })
      }),
    )
    const { user, store } = renderWithProviders(<EmailStep />)

    await user.type(screen.getByLabelText('Email'), 'ada@example')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toBe(0)

    await user.type(screen.getByLabelText('Email'), '.com')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('button', { name: 'Continue' })
    expect(calls).toBe(1)
    expect(store.getState().emailLogin).toMatchObject({ step: 'passkey', email: 'ada@example.com' })
  })
})
