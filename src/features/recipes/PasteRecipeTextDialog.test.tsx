import { configure, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ParsedRecipe, ParseRecipeTextRequest } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { RecipeFormDialog } from './RecipeFormDialog'
import { findDialog, quickUser } from './recipesTestApi'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })

const parsed = (overrides: Partial<ParsedRecipe> = {}): ParsedRecipe => ({
  title: null,
  description: null,
  ingredients: [],
  steps: [],
  notes: null,
  calories_per_serving: null,
  protein_per_serving: null,
  carbs_per_serving: null,
  fat_per_serving: null,
  fiber_per_serving: null,
  sugar_per_serving: null,
  sodium_per_serving: null,
  serving_size: null,
  prep_time: null,
  cook_time: null,
  total_time: null,
  total_servings: null,
  macros: {},
  ...overrides,
})

function answerParse(status: number, body: ParsedRecipe | { detail?: string }) {
  const texts: string[] = []
  server.use(
    http.post<never, ParseRecipeTextRequest>(apiUrl('/recipes/parse_recipe_text'), async ({ request }) => {
      texts.push((await request.json()).text)
      return HttpResponse.json(body, { status })
    }),
  )
  return texts
}

async function openPasteDialog() {
  renderWithProviders(<RecipeFormDialog recipe={null} onClose={jest.fn()} onSaved={jest.fn()} />, {
    preloadedState: signedInState(),
  })
  const user = quickUser()
  const form = await findDialog('Add Recipe')
  await user.click(within(form).getByRole('button', { name: 'Paste Recipe Text' }))
  const dialog = await findDialog('Paste Recipe Text')
  return { user, form, dialog, text: within(dialog).getByLabelText('Recipe text') }
}

describe('Paste Recipe Text', () => {
  it('keeps Extract disabled while the pasted text is blank', async () => {
    const { user, dialog, text } = await openPasteDialog()
    const extract = within(dialog).getByRole('button', { name: 'Extract' })

    expect(extract).toBeDisabled()
    await user.type(text, '   ')
    expect(extract).toBeDisabled()
    await user.type(text, 'Toast')
    expect(extract).toBeEnabled()
  })

  it('fills the recipe form with what the text says and closes', async () => {
    const texts = answerParse(
      200,
      parsed({
        title: 'Pancakes',
        total_servings: 4,
        cook_time: 15,
        ingredients: [
          { name: 'flour', quantity: 200, unit: 'g' },
          { name: 'eggs', quantity: 2 },
        ],
        steps: [
          { text: 'Mix.', order: 1 },
          { text: 'Fry.', order: 2 },
        ],
        calories_per_serving: 250,
      }),
    )
    const { user, form, dialog, text } = await openPasteDialog()

    await user.type(text, 'Pancakes')
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }))

    await within(form).findByDisplayValue('Pancakes')
    expect(within(form).getByLabelText('Servings')).toHaveValue(4)
    expect(within(form).getByLabelText('Cook time (min)')).toHaveValue(15)
    expect(within(form).getByLabelText('Ingredient 1')).toHaveValue('200 g flour')
    expect(within(form).getByLabelText('Ingredient 2')).toHaveValue('2 eggs')
    expect(within(form).getByLabelText('Step 2')).toHaveValue('Fry.')
    expect(within(form).getByLabelText('Calories per serving')).toHaveValue(250)
    expect(texts).toEqual(['Pancakes'])
    expect(dialog).not.toBeVisible()
  })

  it('says "Could not extract recipe fields." when the text cannot be read', async () => {
    answerParse(502, {})
    const { user, dialog, text } = await openPasteDialog()

    await user.type(text, 'gibberish')
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }))

    expect(await within(dialog).findByText('Could not extract recipe fields.')).toBeInTheDocument()
  })

  it('says "Could not extract recipe fields." when the text holds no recipe', async () => {
    answerParse(200, parsed({ notes: 'just words' }))
    const { user, dialog, text } = await openPasteDialog()

    await user.type(text, 'just words')
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }))

    expect(await within(dialog).findByText('Could not extract recipe fields.')).toBeInTheDocument()
  })
})
