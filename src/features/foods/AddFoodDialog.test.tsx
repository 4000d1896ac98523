import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CreateFoodApiResponse, FoodCreate } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { AddFoodDialog } from './AddFoodDialog'
import { fakeFoodLibrary, quickUser, resetWindowScroll, setPageLayout } from './foodsTestApi'
import { UniqueFoodsPage } from './UniqueFoodsPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

function answerCreate(status: number, body: CreateFoodApiResponse | { detail?: string }) {
  const sent: FoodCreate[] = []
  server.use(
    http.post<never, FoodCreate>(apiUrl('/foods'), async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return sent
}

function renderDialog() {
  const onClose = jest.fn()
  const view = renderWithProviders(<AddFoodDialog open onClose={onClose} />, { preloadedState: signedInState() })
  return { ...view, user: quickUser(), onClose, dialog: screen.getByRole('dialog', { name: 'Add New Food' }) }
}

describe('Add New Food', () => {
  afterEach(resetWindowScroll)

  it('opens from Add Food and shows the new food in the list once added', async () => {
    setPageLayout(0, 10_000)
    const fake = fakeFoodLibrary([])
    server.use(
      http.post<never, FoodCreate, CreateFoodApiResponse>(apiUrl('/foods'), async ({ request }) => {
        const food = makeFood({ id: 'food00000099', ...(await request.json()) })
        fake.foods.push(food)
        return HttpResponse.json(food, { status: 201 })
      }),
    )
    renderWithProviders(<UniqueFoodsPage />, { preloadedState: signedInState() })
    const user = quickUser()
    await screen.findByText('No foods found.')

    await user.click(screen.getByRole('button', { name: 'Add Food' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Food' })
    await user.type(within(dialog).getByLabelText('Name'), 'Banana')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await screen.findByRole('listitem', { name: 'Banana' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Food' })).not.toBeInTheDocument())
  })

  it('requires a name', async () => {
    const sent = answerCreate(201, makeFood())
    const { user, dialog } = renderDialog()

    await user.type(within(dialog).getByLabelText('Calories'), '100')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('takes numbers of any step from 0 up, and refuses negative ones', async () => {
    const sent = answerCreate(201, makeFood())
    const { user, dialog } = renderDialog()

    for (const label of ['Calories', 'Protein (g)', 'Carbs (g)', 'Fat (g)', 'Fiber (g)', 'Sugar (g)', 'Sodium (mg)']) {
      const input = within(dialog).getByLabelText(label)
      expect(input).toHaveAttribute('type', 'number')
      expect(input).toHaveAttribute('min', '0')
      expect(input).toHaveAttribute('step', 'any')
    }
    await user.type(within(dialog).getByLabelText('Name'), 'Oil')
    await user.type(within(dialog).getByLabelText('Fat (g)'), '-1')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await within(dialog).findByText('Must be 0 or more')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('sends the numbers as floats and leaves empty optional fields out', async () => {
    const sent = answerCreate(201, makeFood())
    const { user, dialog, onClose } = renderDialog()

    await user.type(within(dialog).getByLabelText('Name'), 'Almonds')
    await user.type(within(dialog).getByLabelText('Calories'), '164.5')
    await user.type(within(dialog).getByLabelText('Fat (g)'), '14.2')
    await user.type(within(dialog).getByLabelText('Fiber (g)'), '3.5')
    await user.type(within(dialog).getByLabelText('Sodium (mg)'), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([{ name: 'Almonds', is_recipe: false, calories: 164.5, fat: 14.2, fiber: 3.5, sodium: 0 }])
  })

  it('refuses a negative sodium', async () => {
    const sent = answerCreate(201, makeFood())
    const { user, dialog } = renderDialog()

    await user.type(within(dialog).getByLabelText('Name'), 'Crisps')
    await user.type(within(dialog).getByLabelText('Sodium (mg)'), '-5')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await within(dialog).findByText('Must be 0 or more')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('says "Failed to add food" when the server refuses without a detail', async () => {
    answerCreate(500, {})
    const { user, dialog, onClose } = renderDialog()

    await user.type(within(dialog).getByLabelText('Name'), 'Almonds')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await within(dialog).findByText('Failed to add food')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it("shows the server's detail when adding fails with one", async () => {
    answerCreate(400, { detail: 'Food name is required.' })
    const { user, dialog } = renderDialog()

    await user.type(within(dialog).getByLabelText('Name'), 'Almonds')
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }))

    expect(await within(dialog).findByText('Food name is required.')).toBeInTheDocument()
  })
})
