import { screen, waitFor, within } from '@testing-library/react'
import type { ChatMealProposal } from '../../api/api'
import { makeMealItem } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { fakeFoodLogApi } from '../foodLog/fakeFoodLogApi'
import { ChatPage } from './ChatPage'
import { fakeAgent } from './chatTestApi'

// antd in jsdom on these shared 2-core machines.
jest.setTimeout(20_000)

const proposal: ChatMealProposal = {
  meal_text: 'two eggs and toast',
  meal_type: 'breakfast',
  logged_meal_id: null,
  items: [
    {
      ...makeMealItem({ id: 'est1', name: 'Egg', quantity: 2, serving_size: '1 large (50 g)', calories: 72 }),
      assumed: null,
    },
    {
      ...makeMealItem({ id: 'est2', name: 'White bread', quantity: 1, serving_size: '1 slice', calories: 77 }),
      assumed: null,
    },
  ],
}

async function tellTheAgent() {
  fakeAgent(() => ({ sender: 'agent', text: 'Here is "two eggs and toast" as breakfast.', meal_proposal: proposal }))
  const view = renderWithProviders(<ChatPage />, { route: '/chat', preloadedState: signedInState() })
  await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'I just had two eggs and toast')
  await view.user.click(screen.getByRole('button', { name: 'Send' }))
  const card = await screen.findByLabelText('Meal to log: two eggs and toast')
  return { ...view, card }
}

describe('a meal the person tells the agent about', () => {
  it('is shown with its items and total, and logged once, only when the person presses Log', async () => {
    const api = fakeFoodLogApi()
    const { user, card } = await tellTheAgent()
    expect(within(card).getByText('Breakfast · 221.0 kcal')).toBeInTheDocument()
    expect(within(card).getByText('Egg × 2')).toBeInTheDocument()
    expect(api.created).toHaveLength(0)

    await user.click(within(card).getByRole('button', { name: 'Log' }))
    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toMatchObject({ meal_text: 'two eggs and toast', meal_type: 'breakfast' })
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({ name: 'Egg', quantity: 2 }),
      expect.objectContaining({ name: 'White bread', quantity: 1 }),
    ])
    expect(await within(card).findByText('Logged to your Food Log.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Log' })).not.toBeInTheDocument()
  })

  it('opens the Food Log preview on Edit, and logs what the person saves there', async () => {
    const api = fakeFoodLogApi()
    const { user, card } = await tellTheAgent()
    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    const preview = await screen.findByRole('dialog', { name: 'Check your meal' })
    await user.click(within(preview).getByRole('button', { name: 'Remove White bread' }))
    await user.click(within(preview).getByRole('button', { name: 'Save meal' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods).toEqual([expect.objectContaining({ name: 'Egg', quantity: 2 })])
    expect(await within(card).findByText('Logged to your Food Log.')).toBeInTheDocument()
  })
})
