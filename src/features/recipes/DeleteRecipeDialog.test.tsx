import { configure, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeRecipe } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { RecipeFormDialog } from './RecipeFormDialog'
import { fakeRecipeBook, findDialog, quickUser } from './recipesTestApi'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

async function openDeleteDialog() {
  const onSaved = jest.fn()
  renderWithProviders(<RecipeFormDialog recipe={makeRecipe()} onClose={jest.fn()} onSaved={onSaved} />, {
    preloadedState: signedInState(),
  })
  const user = quickUser()
  const form = await findDialog('Edit Recipe')
  await user.click(within(form).getByRole('button', { name: 'Delete Recipe' }))
  return { user, onSaved, dialog: await findDialog('Delete Recipe') }
}

describe('Delete Recipe', () => {
  it('asks first, then deletes the recipe and tells the parent', async () => {
    const fake = fakeRecipeBook([makeRecipe()])
    const { user, dialog, onSaved } = await openDeleteDialog()

    expect(
      within(dialog).getByText('Are you sure you want to delete this recipe? This action cannot be undone.'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(fake.calls).toEqual([{ call: 'DELETE /recipes/recipe000001' }])
  })

  it('says "Failed to delete recipe." when the deletion fails', async () => {
    server.use(http.delete(apiUrl('/recipes/:id'), () => HttpResponse.json({}, { status: 500 })))
    const { user, dialog, onSaved } = await openDeleteDialog()

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await within(dialog).findByText('Failed to delete recipe.')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })
})
