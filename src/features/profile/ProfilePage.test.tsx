import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GetUserApiResponse } from '../../api/api'
import { appRoutes } from '../../app/router'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile } from '../../testing/fixtures'
import { renderRoutes, renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { serveProfile } from './fakeProfileServer'
import { ProfilePage } from './ProfilePage'

function storeSession() {
  localStorage.setItem('userId', '42')
  localStorage.setItem('userInfo', JSON.stringify({ user_id: '42', name: 'Ada' }))
  localStorage.setItem('jwtToken', 'test-token')
}

jest.setTimeout(20_000)

describe('ProfilePage', () => {
  it("shows the 'Profile' and 'Login & Security' tabs, the theme selector, Log out and Delete Account", async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Login & Security' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument()
  })

  it("says 'Failed to fetch user profile' when the profile cannot be read", async () => {
    server.use(http.get(apiUrl('/user/:id'), () => new HttpResponse(null, { status: 500 })))
    renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

    expect(await screen.findByText('Failed to fetch user profile')).toBeInTheDocument()
  })

  it('applies the chosen theme at once and saves it to the profile', async () => {
    const bodies = serveProfile()
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })
    await screen.findByRole('tab', { name: 'Profile' })

    // antd's button-style radios hide the input itself; people click its label.
    await user.click(screen.getByText('Dark'))

    expect(document.body).toHaveAttribute('data-theme', 'dark')
    await waitFor(() => expect(bodies).toEqual([{ theme_preference: 'dark' }]))
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
  })

  it("says 'Failed to update profile' when the theme cannot be saved", async () => {
    serveProfile({}, () => new HttpResponse(null, { status: 500 }))
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })
    await screen.findByRole('tab', { name: 'Profile' })

    await user.click(screen.getByText('Light'))

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument()
  })

  it("lets the profile chip follow the profile's name and picture", async () => {
    server.use(
      http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), () =>
        HttpResponse.json(makeProfile({ name: 'Ada Lovelace', profile_pic: 'https://pics/ada.png' })),
      ),
    )
    const { store } = renderRoutes(appRoutes, {
      route: '/profile',
      preloadedState: signedInState({ name: 'Old name' }),
    })

    const chip = await screen.findByRole('link', { name: 'Ada Lovelace' })
    expect(within(chip).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'https://pics/ada.png')
    expect(store.getState().session.userInfo).toMatchObject({
      name: 'Ada Lovelace',
      profilePic: 'https://pics/ada.png',
    })
  })

  describe('Delete Account', () => {
    it('asks for confirmation and keeps the account on Cancel', async () => {
      const deletes: string[] = []
      server.use(
        http.delete(apiUrl('/user/:id'), ({ params }) => {
          deletes.push(String(params.id))
          return new HttpResponse(null, { status: 204 })
        }),
      )
      const { user } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

      await user.click(await screen.findByRole('button', { name: 'Delete Account' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete Account' })
      expect(
        within(dialog).getByText('Are you sure you want to permanently delete your account? This cannot be undone.'),
      ).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

      expect(deletes).toEqual([])
    })

    it("deletes the account, clears the stored session and goes to '/'", async () => {
      storeSession()
      const deletes: string[] = []
      server.use(
        http.delete(apiUrl('/user/:id'), ({ params }) => {
          deletes.push(String(params.id))
          return new HttpResponse(null, { status: 204 })
        }),
      )
      const { user, router, store } = renderWithProviders(<ProfilePage />, {
        route: '/profile',
        preloadedState: signedInState(),
      })

      await user.click(await screen.findByRole('button', { name: 'Delete Account' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete Account' })
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(deletes).toEqual(['42'])
      expect(store.getState().session.userId).toBeNull()
      expect(localStorage.getItem('userId')).toBeNull()
      expect(localStorage.getItem('userInfo')).toBeNull()
      expect(localStorage.getItem('jwtToken')).toBeNull()
    })

    it("says 'Failed to delete account' and stays signed in when the deletion fails", async () => {
      server.use(http.delete(apiUrl('/user/:id'), () => new HttpResponse(null, { status: 500 })))
      const { user, store } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

      await user.click(await screen.findByRole('button', { name: 'Delete Account' }))
      const dialog = await screen.findByRole('dialog', { name: 'Delete Account' })
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

      expect(await within(dialog).findByText('Failed to delete account')).toBeInTheDocument()
      expect(store.getState().session.userId).toBe('42')
    })
  })
})
