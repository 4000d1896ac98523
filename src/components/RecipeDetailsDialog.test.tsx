import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { ApiError, GetRecipeApiResponse } from '../api/api'
import { apiUrl } from '../testing/apiUrl'
import { makeRecipe } from '../testing/fixtures'
import { renderWithProviders } from '../testing/renderWithProviders'
import { server } from '../testing/server'
import { signedInState } from '../testing/signedIn'
import { RecipeDetailsDialog, type RecipeDetailsDialogProps } from './RecipeDetailsDialog'

function renderDialog(props: Partial<RecipeDetailsDialogProps> = {}) {
  const onClose = jest.fn()
  const onEdit = jest.fn()
  const view = renderWithProviders(<RecipeDetailsDialog open onClose={onClose} onEdit={onEdit} {...props} />, {
    preloadedState: signedInState(),
  })
  return { ...view, onClose, onEdit }
}

function answerRecipe(status: number, body: GetRecipeApiResponse | ApiError | Record<string, never>) {
  server.use(
    http.get(apiUrl('/recipes/:id'), async () => {
      await delay(20)
      return HttpResponse.json(body, { status })
    }),
  )
}

describe('RecipeDetailsDialog', () => {
  it('shows a given recipe as is, without fetching it', async () => {
    renderDialog({ recipe: makeRecipe({ name: 'Lentil soup' }), recipeId: 'recipe000001' })

    const dialog = await screen.findByRole('dialog', { name: 'Recipe Details' })
    expect(within(dialog).getByRole('heading', { name: 'Lentil soup' })).toBeInTheDocument()
    expect(within(dialog).getByText('Fluffy breakfast pancakes')).toBeInTheDocument()
    expect(within(dialog).getByText('200 g flour')).toBeInTheDocument()
    expect(within(dialog).getByText('Mix everything.')).toBeInTheDocument()
  })

  it('fetches the recipe by id, with a loading state, and shows its macros to 1 decimal', async () => {
    answerRecipe(200, makeRecipe({ id: 'recipe000777', name: 'Chili', macros: { calories_per_serving: 412.26 } }))
    renderDialog({ recipeId: 'recipe000777' })

    expect(await screen.findByLabelText('Loading recipe')).toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Recipe Details' })
    expect(await within(dialog).findByRole('heading', { name: 'Chili' })).toBeInTheDocument()
    const macros = within(dialog).getByRole('region', { name: 'Macros per serving' })
    expect(within(macros).getByText('412.3')).toBeInTheDocument()
    expect(screen.queryByLabelText('Loading recipe')).not.toBeInTheDocument()
  })

  it('reads macros under their legacy names', async () => {
    renderDialog({ recipe: makeRecipe({ macros: { calories: 300, protein: 20, carbs: 30, fat: 10 } }) })

    const macros = await screen.findByRole('region', { name: 'Macros per serving' })
    expect(within(macros).getByText('300.0')).toBeInTheDocument()
    expect(within(macros).getByText('20.0')).toBeInTheDocument()
  })

  it('shows fibre, sugar and sodium per serving when known, and leaves out the unknown ones', async () => {
    renderDialog({
      recipe: makeRecipe({
        macros: {
          calories_per_serving: 300,
          fiber_per_serving: 7.25,
          sugar_per_serving: null,
          sodium_per_serving: 640,
        },
      }),
    })

    const macros = await screen.findByRole('region', { name: 'Macros per serving' })
    expect(within(macros).getByText('Fiber (g)')).toBeInTheDocument()
    expect(within(macros).getByText('7.3')).toBeInTheDocument()
    expect(within(macros).getByText('Sodium (mg)')).toBeInTheDocument()
    expect(within(macros).getByText('640.0')).toBeInTheDocument()
    expect(within(macros).queryByText('Sugar (g)')).not.toBeInTheDocument()
  })

  it('says when a recipe has no macros and no notes', async () => {
    renderDialog({ recipe: makeRecipe({ macros: null, notes: null }) })

    expect(await screen.findByText('No macros available for this recipe.')).toBeInTheDocument()
    expect(screen.getByText('No notes for this recipe.')).toBeInTheDocument()
  })

  it('shows the notes when there are some', async () => {
    renderDialog({ recipe: makeRecipe({ notes: 'Best the next day.' }) })

    expect(await screen.findByText('Best the next day.')).toBeInTheDocument()
    expect(screen.queryByText('No notes for this recipe.')).not.toBeInTheDocument()
  })

  it('says the recipe was not found when the read answers 404', async () => {
    answerRecipe(404, { detail: 'Not found' })
    renderDialog({ recipeId: 'recipe000404' })

    expect(await screen.findByText('Recipe not found')).toBeInTheDocument()
    expect(screen.getByText('Failed to load recipe details.')).toBeInTheDocument()
  })

  it("shows the server's detail when the read fails", async () => {
    answerRecipe(500, { detail: 'Database unavailable' })
    renderDialog({ recipeId: 'recipe000500' })

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument()
    expect(screen.getByText('Failed to load recipe details.')).toBeInTheDocument()
  })

  it('falls back to "Failed to fetch recipe" when the failed read has no detail', async () => {
    answerRecipe(500, {})
    renderDialog({ recipeId: 'recipe000500' })

    expect(await screen.findByText('Failed to fetch recipe')).toBeInTheDocument()
  })

  it('closes with Close and edits the shown recipe with Edit', async () => {
    const recipe = makeRecipe()
    const { user, onClose, onEdit } = renderDialog({ recipe })

    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(onEdit).toHaveBeenCalledWith(recipe)

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('keeps Edit disabled until the recipe is there', async () => {
    answerRecipe(404, {})
    renderDialog({ recipeId: 'recipe000404' })

    await screen.findByText('Recipe not found')
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled()
  })
})
