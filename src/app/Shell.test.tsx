import { act, screen, within } from '@testing-library/react'
import { setViewportWidth } from '../testing/mediaQuery'
import { renderRoutes } from '../testing/renderWithProviders'
import { signedInState } from '../testing/signedIn'
import { appRoutes } from './router'

const linkNames = ['Food Log', 'Unique Foods', 'Recipes', 'Workouts', 'Progress', 'Insights', 'Profile', 'AI Chat']

function renderShell(route = '/food-log', userInfo = {}) {
  return renderRoutes(appRoutes, { route, preloadedState: signedInState(userInfo) })
}

describe('Shell', () => {
  it('links the product name to the Food Log', async () => {
    renderShell('/recipes')

    expect(await screen.findByRole('link', { name: 'Macro Tracker' })).toHaveAttribute('href', '/food-log')
  })

  it('shows all eight navigation links on a wide screen, without a menu button', async () => {
    renderShell()

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(linkNames)
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('highlights the link of the current screen', async () => {
    renderShell('/workouts')

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Workouts' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current')
  })

  it('moves to another screen from a link', async () => {
    const { user, router } = renderShell()

    await user.click(await screen.findByRole('link', { name: 'Insights' }))

    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/insights')
  })

  it('opens the links in a drawer from the menu button on a narrow screen', async () => {
    setViewportWidth(390)
    const { user } = renderShell()
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }))

    const drawer = await screen.findByRole('dialog')
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(linkNames)
    expect(within(drawer).getByRole('link', { name: 'Food Log' })).toHaveAttribute('aria-current', 'page')
  })

  it('swaps the drawer button for the links at the md width of 900 px', async () => {
    setViewportWidth(899)
    renderShell()
    expect(await screen.findByRole('button', { name: 'Open navigation menu' })).toBeInTheDocument()

    act(() => setViewportWidth(900))

    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
  })

  describe('profile chip', () => {
    it('shows the name and links to the profile', async () => {
      renderShell('/food-log', { name: 'Ada Lovelace', email: 'ada@example.com' })

      const chip = await screen.findByRole('link', { name: 'Ada Lovelace' })
      expect(chip).toHaveAttribute('href', '/profile')
      expect(within(chip).getByText('A')).toBeInTheDocument()
    })

    it('falls back to the email', async () => {
      renderShell('/food-log', { email: 'ada@example.com' })

      expect(await screen.findByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', '/profile')
    })

    it("falls back to 'User' plus the id", async () => {
      renderShell('/food-log', { user_id: '42' })

      const chip = await screen.findByRole('link', { name: 'User 42' })
      expect(within(chip).getByText('U')).toBeInTheDocument()
    })

    it('shows the picture as the avatar', async () => {
      renderShell('/food-log', { name: 'Ada', picture: 'https://pics.example/ada.png', profilePic: 'https://x/y.png' })

      const chip = await screen.findByRole('link', { name: 'Ada' })
      expect(within(chip).getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        'https://pics.example/ada.png',
      )
    })

    it('falls back to profilePic for the avatar', async () => {
      renderShell('/food-log', { name: 'Ada', profilePic: 'https://pics.example/ada-google.png' })

      const chip = await screen.findByRole('link', { name: 'Ada' })
      expect(within(chip).getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        'https://pics.example/ada-google.png',
      )
    })
  })
})
