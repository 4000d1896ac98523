import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { serveProfile } from './fakeProfileServer'
import { ProfilePage } from './ProfilePage'

const history = [
  { value: 70, date: '2026-01-05T08:00:00.000Z' },
  { value: 66, date: '2026-02-10T08:00:00.000Z' },
]

async function openEditor(start: Parameters<typeof serveProfile>[0] = {}, failWith?: () => Response) {
  const bodies = serveProfile(start, failWith)
  const view = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })
  await view.user.click(await screen.findByText('Edit Profile'))
  return { ...view, bodies }
}

// A large antd form through a real store; role queries over it are slow in jsdom, so buttons are found by text.
jest.setTimeout(40_000)

describe('Profile tab', () => {
  it('shows the profile read-only with its units, tags and previous heart rates', async () => {
    serveProfile({
      name: 'Ada',
      weight: 60,
      weight_unit: 'kg',
      height: 67,
      height_unit: 'ft_in',
      dietary_restrictions: ['vegetarian', 'nut-free'],
      resting_heart_rate: 66,
      resting_heart_rate_history: history,
    })
    renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

    expect(await screen.findByText('Ada')).toBeInTheDocument()
    expect(screen.getByText('60 kg')).toBeInTheDocument()
    expect(screen.getByText('67 in')).toBeInTheDocument()
    expect(screen.getByText('vegetarian')).toBeInTheDocument()
    expect(screen.getByText('66 bpm')).toBeInTheDocument()
    expect(screen.getByText('Previous')).toBeInTheDocument()
    expect(screen.getByText('70 bpm on Jan 5, 2026')).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
  })

  it('warns when the account is linked to Google', async () => {
    serveProfile({ google_id: 'google-sub-1' })
    renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

    expect(await screen.findByText('This account is linked to Google sign-in.')).toBeInTheDocument()
  })

  it('discards the changes on Cancel', async () => {
    const { user, bodies } = await openEditor({ name: 'Ada' })

    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'Grace')
    await user.click(screen.getByText('Cancel'))

    expect(await screen.findByText('Ada')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await user.click(screen.getByText('Edit Profile'))
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
  })

  it("saves with camelCase units, says 'Profile updated!' and returns to the view", async () => {
    const { user, bodies } = await openEditor({ weight_unit: 'kg', height_unit: 'cm' })

    await user.type(screen.getByLabelText('Name'), 'Grace')
    await user.type(screen.getByLabelText('Weight', { selector: 'input' }), '61.5')
    await user.type(screen.getByLabelText('Dietary restrictions'), 'vegan{Enter}')
    await user.click(screen.getByText('Save Profile'))

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument()
    expect(await screen.findByText('Edit Profile')).toBeInTheDocument()
    expect(screen.getByText('61.5 kg')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({
      name: 'Grace',
      weight: 61.5,
      weightUnit: 'kg',
      heightUnit: 'cm',
      dietary_restrictions: ['vegan'],
    })
  })

  it('adds a new resting heart rate, the earlier ones shown as Previous', async () => {
    const { user, bodies } = await openEditor({ resting_heart_rate: 66, resting_heart_rate_history: history })
    expect(screen.getByText('70 bpm on Jan 5, 2026')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Resting heart rate (bpm)'))
    await user.type(screen.getByLabelText('Resting heart rate (bpm)'), '61')
    await user.click(screen.getByText('Save Profile'))

    expect(await screen.findByText('61 bpm')).toBeInTheDocument()
    const previous = screen.getByLabelText('Previous resting heart rates')
    expect([...previous.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '66 bpm on Feb 10, 2026',
      '70 bpm on Jan 5, 2026',
    ])
    expect(bodies[0].resting_heart_rate).toBe(61)
  })

  it.each(['19', '201'])('refuses a resting heart rate of %s (20 to 200)', async (value) => {
    const { user, bodies } = await openEditor()

    await user.type(screen.getByLabelText('Resting heart rate (bpm)'), value)
    await user.click(screen.getByText('Save Profile'))

    expect(await screen.findByText('Resting heart rate must be between 20 and 200')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it.each(['20', '200'])('accepts a resting heart rate of %s', async (value) => {
    const { user, bodies } = await openEditor()

    await user.type(screen.getByLabelText('Resting heart rate (bpm)'), value)
    await user.click(screen.getByText('Save Profile'))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0].resting_heart_rate).toBe(Number(value))
  })

  it('keeps the weight at 0 or more', async () => {
    const { user, bodies } = await openEditor()
    const weight = screen.getByLabelText('Weight', { selector: 'input' })

    await user.type(weight, '-3')
    await user.click(screen.getByText('Save Profile'))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0].weight).toBe(0)
    expect(weight).toHaveValue('0')
  })

  it('limits the fitness goal to 500 characters and shows a counter', async () => {
    const { user } = await openEditor()
    const goal = screen.getByLabelText('Fitness goal')

    await user.click(goal)
    await user.paste('x'.repeat(510))

    expect(goal).toHaveValue('x'.repeat(500))
    expect(screen.getByText('500 / 500')).toBeInTheDocument()
  })

  it("says 'Failed to update profile' and stays in the editor when the save fails", async () => {
    const { user } = await openEditor({}, () => HttpResponse.json({}, { status: 500 }))

    await user.click(screen.getByText('Save Profile'))

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument()
    expect(screen.getByText('Save Profile')).toBeInTheDocument()
  })

  it("shows the server's detail when the save is refused", async () => {
    const { user } = await openEditor({}, () =>
      HttpResponse.json({ detail: 'fitness_goal must be at most 500 characters' }, { status: 400 }),
    )

    await user.click(screen.getByText('Save Profile'))

    expect(await screen.findByText('fitness_goal must be at most 500 characters')).toBeInTheDocument()
  })
})
