import { configure, screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeRecipe } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import {
  fakeRecipeBook,
  findDialog,
  makeRecipes,
  quickUser,
  resetWindowScroll,
  scrollWindow,
  setPageLayout,
} from './recipesTestApi'
import { RecipesPage } from './RecipesPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

function renderPage(state?: unknown, search = '') {
  const view = renderRoutes([{ path: '/recipes', element: <RecipesPage /> }], {
    route: { pathname: '/recipes', search, state } as never,
    preloadedState: signedInState(),
  })
  return { ...view, user: quickUser() }
}

const rows = () => within(screen.getByRole('list', { name: 'Recipes' })).queryAllByRole('listitem')

beforeEach(() => setPageLayout(0, 10_000))
afterEach(() => {
  resetWindowScroll()
  jest.restoreAllMocks()
})

describe('Recipes', () => {
  it('lists the newest 20 recipes first, each with its servings and calories per serving', async () => {
    const fake = fakeRecipeBook(makeRecipes(22))
    renderPage()

    expect(screen.getByRole('heading', { name: 'Recipes' })).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(20))
    expect(rows()[0]).toHaveAccessibleName('Recipe 1')
    expect(rows()[0]).toHaveTextContent('4 servings · 250.0 kcal per serving')
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toBeInTheDocument()
    expect(screen.getByTitle('Newest first')).toBeInTheDocument()
    expect(Object.fromEntries(fake.listRequests[0])).toEqual({ sort: 'date_desc', limit: '20', offset: '0' })
  })

  it('loads 10 more when scrolled within 200 px of the bottom, and not before', async () => {
    const fake = fakeRecipeBook(makeRecipes(30))
    renderPage()
    await waitFor(() => expect(rows()).toHaveLength(20))

    act(() => scrollWindow(1000, 2001))
    expect(fake.listRequests).toHaveLength(1)

    act(() => scrollWindow(1000, 2000))
    setPageLayout(1000, 3000)
    await waitFor(() => expect(rows()).toHaveLength(30))
    expect(Object.fromEntries(fake.listRequests[1])).toMatchObject({ limit: '10', offset: '20' })
  })

  it('sorts on the server by az, za, date_asc or date_desc', async () => {
    const fake = fakeRecipeBook([
      makeRecipe({ id: 'recipe000001', name: 'Bagels' }),
      makeRecipe({ id: 'recipe000002', name: 'Apple pie' }),
    ])
    const { user } = renderPage()
    await waitFor(() => expect(rows()).toHaveLength(2))

    await user.click(screen.getByRole('combobox', { name: 'Sort By' }))
    await screen.findAllByRole('option')
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)
    expect(options).toEqual(['Name (A–Z)', 'Name (Z–A)', 'Oldest first', 'Newest first'])
    await user.click(screen.getByTitle('Name (A–Z)'))

    await waitFor(() => expect(rows()[0]).toHaveAccessibleName('Apple pie'))
    expect(fake.listRequests.at(-1)!.get('sort')).toBe('az')
  })

  it('shows every heart empty, and no error, when the favorites fetch fails', async () => {
    const [recipe] = makeRecipes(1)
    fakeRecipeBook([recipe], { favorites: [recipe.food_id ?? ''] })
    server.use(
      http.get(apiUrl('/user/:id/foods/favorites'), () => HttpResponse.json({ detail: 'Down' }, { status: 500 })),
    )
    renderPage()

    expect(await screen.findByRole('button', { name: 'Add Recipe 1 to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.queryByText('Down')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('favorites a recipe through its food entry, and unfavorites it', async () => {
    const [recipe] = makeRecipes(1)
    const fake = fakeRecipeBook([recipe])
    const { user } = renderPage()

    await user.click(await screen.findByRole('button', { name: 'Add Recipe 1 to favorites' }))
    const heart = await screen.findByRole('button', { name: 'Remove Recipe 1 from favorites' })
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    await user.click(heart)

    expect(await screen.findByRole('button', { name: 'Add Recipe 1 to favorites' })).toBeInTheDocument()
    expect(fake.calls.map((each) => each.call)).toEqual([
      `POST /user/42/foods/${recipe.food_id}/favorite`,
      `DELETE /user/42/foods/${recipe.food_id}/favorite`,
    ])
  })

  it('opens the recipe that Go to Recipe handed over', async () => {
    fakeRecipeBook([makeRecipe({ id: 'recipe000777', name: 'Chili' })])
    const { router } = renderPage({ openRecipeId: 'recipe000777' })

    const details = await screen.findByRole('dialog', { name: 'Recipe Details' })
    expect(await within(details).findByRole('heading', { name: 'Chili' })).toBeInTheDocument()
    expect(router.state.location.state).toBeNull()
  })

  it('opens the Edit Recipe dialog of the recipe an Edit link names (/recipes?edit=)', async () => {
    fakeRecipeBook([makeRecipe({ id: 'recipe000042', name: 'Beef stew' })])
    const { router } = renderPage(undefined, '?edit=recipe000042')

    const form = await findDialog('Edit Recipe')
    expect(within(form).getByLabelText('Name')).toHaveValue('Beef stew')
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('says why when the recipe an Edit link names cannot be read', async () => {
    fakeRecipeBook([])
    renderPage(undefined, '?edit=recipe000404')

    const details = await findDialog('Recipe Details')
    expect(await within(details).findByText('Failed to load recipe details.')).toBeInTheDocument()
    expect(within(details).getByText('Recipe not found')).toBeInTheDocument()
  })

  it('deletes a recipe and its log records from the Delete popup', async () => {
    const fake = fakeRecipeBook(makeRecipes(2))
    const { user } = renderPage()

    await user.click(await screen.findByRole('button', { name: 'Delete Recipe 2' }))
    expect(await screen.findByText('Delete this recipe and all its log records?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(fake.calls).toEqual([{ call: 'DELETE /user/42/recipes/recipe000002' }])
  })

  it('alerts "Failed to delete recipe" when the deletion fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {})
    fakeRecipeBook(makeRecipes(1))
    server.use(http.delete(apiUrl('/user/:id/recipes/:recipeId'), () => HttpResponse.json({}, { status: 500 })))
    const { user } = renderPage()

    await user.click(await screen.findByRole('button', { name: 'Delete Recipe 1' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete recipe'))
    expect(rows()).toHaveLength(1)
  })

  it('opens the details of a clicked recipe, and edits it from there', async () => {
    fakeRecipeBook([makeRecipe({ name: 'Lentil soup', notes: null })])
    const { user } = renderPage()

    await user.click(await screen.findByRole('button', { name: 'Lentil soup' }))
    const details = await screen.findByRole('dialog', { name: 'Recipe Details' })
    expect(within(details).getByRole('heading', { name: 'Lentil soup' })).toBeInTheDocument()
    expect(within(details).getByText('No notes for this recipe.')).toBeInTheDocument()
    await user.click(within(details).getByRole('button', { name: 'Edit' }))

    const form = await findDialog('Edit Recipe')
    expect(within(form).getByLabelText('Name')).toHaveValue('Lentil soup')
    expect(within(form).getByLabelText('Ingredient 1')).toHaveValue('200 g flour')
  })
})
