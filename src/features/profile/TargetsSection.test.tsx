import { configure, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { serveProfile } from './fakeProfileServer'
import { serveTargets } from './fakeTargetsServer'
import { ProfilePage } from './ProfilePage'
import { TargetsSection } from './TargetsSection'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

function renderSection() {
  return renderWithProviders(<TargetsSection userId="42" />, { preloadedState: signedInState() })
}

/** The shown target of this label in the Daily targets card, e.g. "2,000 kcal". */
function shown(label: string) {
  const section = screen.getByText('Daily targets').closest<HTMLElement>('.ant-card')!
  return within(section).getByText(label).closest('th')?.nextElementSibling?.textContent
}

async function openEditor() {
  const view = renderSection()
  await view.user.click(await screen.findByRole('button', { name: 'Edit targets' }))
  return view
}

describe('Daily targets', () => {
  it('shows the targets calculated from the profile on the Profile tab, and what to fill in', async () => {
    serveProfile()
    serveTargets({ calories: 2150.4, protein: 120, carbs: 250, fat: 72, fiber: 30, missing_profile: ['weight', 'age'] })
    renderWithProviders(<ProfilePage />, { preloadedState: signedInState() })

    expect(await screen.findByText('Calculated from your profile')).toBeInTheDocument()
    expect([shown('Calories'), shown('Protein'), shown('Carbs'), shown('Fat'), shown('Fiber')]).toEqual([
      '2,150 kcal',
      '120 g',
      '250 g',
      '72 g',
      '30 g',
    ])
    expect(screen.getByText('Add your weight and age to your profile for more accurate targets.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Use calculated targets' })).not.toBeInTheDocument()
  })

  it('says nothing is missing when the profile has all the targets need', async () => {
    serveTargets({ missing_profile: [] })
    renderSection()

    expect(await screen.findByText('Calculated from your profile')).toBeInTheDocument()
    expect(screen.queryByText(/to your profile for more accurate targets/)).not.toBeInTheDocument()
  })

  it("saves the numbers typed as manual targets, says so and shows them as 'Set by you'", async () => {
    const bodies = serveTargets({ calories: 2000, protein: 120, carbs: 225, fat: 67, fiber: 28 })
    const { user } = await openEditor()

    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue('2000')
    await user.clear(screen.getByLabelText('Calories (kcal)'))
    await user.type(screen.getByLabelText('Calories (kcal)'), '2200')
    await user.clear(screen.getByLabelText('Protein (g)'))
    await user.type(screen.getByLabelText('Protein (g)'), '150')
    await user.clear(screen.getByLabelText('Fiber (g)'))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Targets saved!')).toBeInTheDocument()
    expect(await screen.findByText('Set by you')).toBeInTheDocument()
    expect(bodies).toEqual([{ source: 'manual', calories: 2200, protein: 150, carbs: 225, fat: 67 }])
    expect([shown('Calories'), shown('Protein'), shown('Fiber')]).toEqual(['2,200 kcal', '150 g', '31 g'])
    expect(screen.queryByLabelText('Calories (kcal)')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use calculated targets' })).toBeInTheDocument()
  })

  it('sends the fibre when one is given, and Cancel discards the changes', async () => {
    const bodies = serveTargets()
    const { user } = await openEditor()

    await user.clear(screen.getByLabelText('Fiber (g)'))
    await user.type(screen.getByLabelText('Fiber (g)'), '35')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(shown('Fiber')).toBe('28 g')
    expect(bodies).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Edit targets' }))
    expect(screen.getByLabelText('Fiber (g)')).toHaveValue('28')
    await user.clear(screen.getByLabelText('Fiber (g)'))
    await user.type(screen.getByLabelText('Fiber (g)'), '35')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ source: 'manual', calories: 2000, protein: 120, carbs: 225, fat: 67, fiber: 35 })
  })

  it('goes back to the targets calculated from the profile', async () => {
    const bodies = serveTargets({ source: 'manual', calories: 3000, missing_profile: [] })
    const { user } = renderSection()

    expect(await screen.findByText('Set by you')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use calculated targets' }))

    expect(await screen.findByText('Calculated from your profile')).toBeInTheDocument()
    expect(bodies).toEqual([{ source: 'auto' }])
    // The toast shows on its own render, after the label (it was missed once on a busy run).
    expect(
      await screen.findByText('Your targets are calculated from your profile again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Use calculated targets' })).not.toBeInTheDocument()
  })

  it("shows the server's detail and stays in the editor when the save is refused", async () => {
    const detail = 'A manual update needs calories, protein, carbs and fat.'
    serveTargets({}, () => HttpResponse.json({ detail }, { status: 400 }))
    const { user } = await openEditor()

    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(detail)).toBeInTheDocument()
    expect(screen.getByLabelText('Calories (kcal)')).toBeInTheDocument()
    expect(screen.queryByText('Targets saved!')).not.toBeInTheDocument()
  })

  it('asks for a number left empty and sends nothing', async () => {
    const bodies = serveTargets()
    const { user } = await openEditor()

    await user.clear(screen.getByLabelText('Protein (g)'))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Please enter protein')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it.each([
    ['Calories (kcal)', '499', 'Calories must be between 500 and 10,000'],
    ['Calories (kcal)', '10001', 'Calories must be between 500 and 10,000'],
    ['Carbs (g)', '2001', 'Carbs must be between 0 and 2,000'],
    ['Fat (g)', '-1', 'Fat must be between 0 and 1,000'],
  ])('refuses %s of %s', async (label, value, problem) => {
    const bodies = serveTargets()
    const { user } = await openEditor()

    await user.clear(screen.getByLabelText(label))
    await user.type(screen.getByLabelText(label), value)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(problem)).toBeInTheDocument()
    expect(bodies).toEqual([])
  })
})

describe('Add exercise calories to my calorie target', () => {
  it('is off by default and saves the choice on the profile', async () => {
    const bodies = serveProfile()
    serveTargets()
    const { user } = renderSection()
    const toggle = await screen.findByRole('switch', { name: 'Add exercise calories to my calorie target' })
    await waitFor(() => expect(toggle).not.toBeDisabled())
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(await screen.findByText('Workout calories are added to your calorie target.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeChecked())
    expect(bodies).toEqual([{ add_exercise_calories: true }])
  })

  it('shows why the setting was not saved', async () => {
    serveProfile({}, () => HttpResponse.json({ detail: 'Too many requests, please try again later' }, { status: 429 }))
    serveTargets()
    const { user } = renderSection()
    const toggle = await screen.findByRole('switch', { name: 'Add exercise calories to my calorie target' })
    await waitFor(() => expect(toggle).not.toBeDisabled())
    await user.click(toggle)
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument()
    expect(toggle).not.toBeChecked()
  })
})
