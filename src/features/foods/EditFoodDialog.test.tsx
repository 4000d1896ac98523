import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { FoodUpdate, ListRecipesApiResponse, UpdateFoodApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood, makeRecipe } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { fakeFoodLibrary, findDialog, quickUser, resetWindowScroll, setPageLayout } from './foodsTestApi'
import { UniqueFoodsPage } from './UniqueFoodsPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

const routes = [
  { path: '/unique-foods', element: <UniqueFoodsPage /> },
  { path: '/recipes', element: <p>Recipes screen</p> },
]

async function openEditDialog(food = makeFood({ name: 'Oatmeal' })) {
  const fake = fakeFoodLibrary([food])
  const view = {
    ...renderRoutes(routes, { route: '/unique-foods', preloadedState: signedInState() }),
    user: quickUser(),
  }
  // Scoped and label-based lookups: a role query over the whole page is slow in jsdom.
  const card = await screen.findByLabelText(food.name)
  await view.user.click(within(card).getByRole('button', { name: `Edit ${food.name}` }))
  const dialog = await findDialog('Edit Food')
  return { ...view, fake, dialog }
}

beforeEach(() => setPageLayout(0, 10_000))
afterEach(() => {
  resetWindowScroll()
  jest.restoreAllMocks()
})

describe('Edit Food', () => {
  it('saves the changed food with every field and shows it in the list', async () => {
    const sent: FoodUpdate[] = []
    const { user, dialog, fake } = await openEditDialog(makeFood({ name: 'Oatmeal', calories: 150 }))
    server.use(
      http.put<{ id: string }, FoodUpdate, UpdateFoodApiResponse>(apiUrl('/foods/:id'), async ({ request, params }) => {
        const body = await request.json()
        sent.push(body)
        fake.foods = fake.foods.map((food) => (food.id === params.id ? { ...food, ...body } : food))
        return HttpResponse.json(fake.foods[0])
      }),
    )

    expect(within(dialog).getByLabelText('Name')).toHaveValue('Oatmeal')
    await user.clear(within(dialog).getByLabelText('Calories'))
    await user.type(within(dialog).getByLabelText('Calories'), '160.5')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('listitem', { name: 'Oatmeal' })).toHaveTextContent('160.5')
    expect(sent).toEqual([
      {
        name: 'Oatmeal',
        serving_size: '1 cup',
        calories: 160.5,
        protein: 5,
        carbs: 27,
        fat: 3,
        fiber: null,
        sugar: null,
        sodium: null,
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Food' })).not.toBeInTheDocument())
  })

  it('shows the fibre, sugar and sodium, and sends a cleared one as null', async () => {
    const sent: FoodUpdate[] = []
    server.use(
      http.put<{ id: string }, FoodUpdate, UpdateFoodApiResponse>(apiUrl('/foods/:id'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(makeFood())
      }),
    )
    const { user, dialog } = await openEditDialog(makeFood({ name: 'Bran flakes', fiber: 9.1, sugar: 15, sodium: 20 }))

    expect(within(dialog).getByLabelText('Fiber (g)')).toHaveValue(9.1)
    expect(within(dialog).getByLabelText('Sugar (g)')).toHaveValue(15)
    expect(within(dialog).getByLabelText('Sodium (mg)')).toHaveValue(20)
    await user.clear(within(dialog).getByLabelText('Sodium (mg)'))
    await user.clear(within(dialog).getByLabelText('Sugar (g)'))
    await user.type(within(dialog).getByLabelText('Sugar (g)'), '14.5')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ name: 'Bran flakes', fiber: 9.1, sugar: 14.5, sodium: null })
  })

  it('says "Failed to update food" when the server refuses without a detail', async () => {
    const { user, dialog } = await openEditDialog()
    server.use(http.put(apiUrl('/foods/:id'), () => HttpResponse.json({}, { status: 500 })))

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Failed to update food')).toBeInTheDocument()
  })

  it("shows the server's detail when the update fails with one", async () => {
    const { user, dialog } = await openEditDialog()
    server.use(http.put(apiUrl('/foods/:id'), () => HttpResponse.json({ detail: 'Food not found' }, { status: 404 })))

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Food not found')).toBeInTheDocument()
  })

  it('deletes the food and its log records after the browser confirm', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true)
    const { user, dialog, fake } = await openEditDialog()
    const deleted: string[] = []
    server.use(
      http.delete<{ id: string; foodId: string }>(apiUrl('/user/:id/foods/:foodId'), ({ params }) => {
        deleted.push(`${params.id}/${params.foodId}`)
        fake.foods = []
        return new HttpResponse(null, { status: 204 })
      }),
    )

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(confirm).toHaveBeenCalledWith('Delete this food and all its log records?')
    expect(await screen.findByText('No foods found.')).toBeInTheDocument()
    expect(deleted).toEqual(['42/food00000001'])
  })

  it('keeps the food when the confirm is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false)
    const { user, dialog } = await openEditDialog()

    // No DELETE handler: a request would fail the test.
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(screen.getByRole('dialog', { name: 'Edit Food' })).toBeInTheDocument()
  })

  it('alerts "Failed to delete food" when the deletion fails', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true)
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {})
    const { user, dialog } = await openEditDialog()
    server.use(http.delete(apiUrl('/user/:id/foods/:foodId'), () => HttpResponse.json({}, { status: 500 })))

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete food'))
  })

  it('offers Go to Recipe only for recipe foods', async () => {
    const { dialog } = await openEditDialog()

    expect(within(dialog).queryByRole('button', { name: 'Go to Recipe' })).not.toBeInTheDocument()
  })

  it("goes to /recipes and opens the food's recipe", async () => {
    const food = makeFood({ name: 'Pancakes', is_recipe: true, recipe_id: 'recipe000007' })
    const { user, dialog, router } = await openEditDialog(food)

    await user.click(within(dialog).getByRole('button', { name: 'Go to Recipe' }))

    expect(await screen.findByText('Recipes screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/recipes')
    expect(router.state.location.state).toEqual({ openRecipeId: 'recipe000007' })
  })

  it('finds the recipe by name when the recipe food is not linked by id', async () => {
    const names: (string | null)[] = []
    server.use(
      http.get<never, never, ListRecipesApiResponse>(apiUrl('/recipes'), ({ request }) => {
        names.push(new URL(request.url).searchParams.get('name'))
        return HttpResponse.json([makeRecipe({ id: 'recipe000009', name: 'Pancakes' })])
      }),
    )
    const { user, dialog, router } = await openEditDialog(makeFood({ name: 'Pancakes', is_recipe: true }))

    await user.click(within(dialog).getByRole('button', { name: 'Go to Recipe' }))

    await waitFor(() => expect(router.state.location.state).toEqual({ openRecipeId: 'recipe000009' }))
    expect(names).toEqual(['Pancakes'])
  })

  it('says "Recipe not found" when no recipe has that name', async () => {
    server.use(http.get<never, never, ListRecipesApiResponse>(apiUrl('/recipes'), () => HttpResponse.json([])))
    const { user, dialog, router } = await openEditDialog(makeFood({ name: 'Pancakes', is_recipe: true }))

    await user.click(within(dialog).getByRole('button', { name: 'Go to Recipe' }))

    expect(await within(dialog).findByText('Recipe not found')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/unique-foods')
  })
})
