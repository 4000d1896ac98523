import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GetRecipeApiResponse, ListRecipesApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeMeal, makeMealItem, makeRecipe } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { failCall, fakeFoodLogApi } from './fakeFoodLogApi'
import { MealLog } from './MealLog'
import { findDialog, queryDialog, renderFoodLog } from './renderFoodLog'

jest.setTimeout(20_000)

const egg = makeMealItem({ id: 'item00000egg', name: 'Egg', quantity: 2, calories: 70, protein: 6, carbs: 0, fat: 5 })
const toast = makeMealItem({
  id: 'item0000tost',
  name: 'Toast',
  quantity: 1,
  calories: 80,
  protein: 3,
  carbs: 15,
  fat: 1,
})
const breakfast = makeMeal({ id: 'meal00000001', meal_text: 'Eggs on toast' }, [egg, toast])

async function openMeal(meal = breakfast) {
  const api = fakeFoodLogApi({ meals: [meal] })
  const view = renderFoodLog(<MealLog userId="42" />)
  await view.user.click(await screen.findByRole('button', { name: 'Sat, Nov 21, 2026 8:30 AM' }))
  const dialog = await screen.findByRole('dialog', { name: 'Meal Detail' })
  return { api, dialog, ...view }
}

const food = (dialog: HTMLElement, position: number) => within(dialog).getByRole('group', { name: `Food ${position}` })

describe('MealDetailDialog', () => {
  it('edits the description and a food inline, then saves the meal', async () => {
    const { api, dialog, user } = await openMeal()

    const description = within(dialog).getByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'Big breakfast')
    const name = within(food(dialog, 2)).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Rye')
    const quantity = within(food(dialog, 1)).getByRole('spinbutton', { name: 'Quantity' })
    await user.tripleClick(quantity)
    await user.keyboard('3')
    expect(
      within(dialog).getByText('Total: 290.0 kcal · Protein 21.0 g · Carbs 15.0 g · Fat 16.0 g'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(queryDialog('Meal Detail')).toBeUndefined())
    expect(api.updated[0].meal_text).toBe('Big breakfast')
    expect(api.updated[0].macros?.foods).toEqual([
      expect.objectContaining({ name: 'Egg', quantity: 3, calories: 70 }),
      expect.objectContaining({ name: 'Rye', quantity: 1, calories: 80 }),
    ])
    const card = await screen.findByRole('article')
    expect(await within(card).findByText('Rye × 1')).toBeInTheDocument()
    expect(within(card).getByText('Big breakfast')).toBeInTheDocument()
  })

  it('adds a food and moves the meal to another day and meal type', async () => {
    const { api, dialog, user } = await openMeal()

    await user.click(within(dialog).getByRole('button', { name: /Add a food/ }))
    const edit = await findDialog('Edit Food')
    await user.type(within(edit).getByLabelText('Name'), 'Orange juice')
    await user.clear(within(edit).getByLabelText('Calories'))
    await user.type(within(edit).getByLabelText('Calories'), '110')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    const when = within(dialog).getByLabelText('Date & Time')
    await user.clear(when)
    await user.type(when, '2026-11-20T10:15')
    await user.click(within(dialog).getByRole('combobox', { name: 'Meal Type' }))
    await user.click(await screen.findByTitle('Lunch'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(api.updated).toHaveLength(1))
    expect(api.updated[0].meal_type).toBe('lunch')
    expect(api.updated[0].date).toMatch(/^2026-11-20T10:15:00[+-]\d\d:\d\d$/)
    expect(api.updated[0].macros?.foods.map((item) => item.name)).toEqual(['Egg', 'Toast', 'Orange juice'])
    expect(api.updated[0].macros?.foods[2]).toMatchObject({ calories: 110, source: 'manual', add_to_library: false })
  })

  it('leaves the date and meal type out when they were not changed', async () => {
    const { api, dialog, user } = await openMeal()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updated).toHaveLength(1))
    expect(api.updated[0]).not.toHaveProperty('date')
    expect(api.updated[0]).not.toHaveProperty('meal_type')
  })

  it('edits every field of a food in the Edit Food dialog', async () => {
    const { api, dialog, user } = await openMeal()

    await user.click(within(dialog).getByRole('button', { name: 'Edit Toast' }))
    const editor = await findDialog('Edit Food')
    await user.clear(within(editor).getByLabelText('Serving size'))
    await user.type(within(editor).getByLabelText('Serving size'), '2 slices')
    await user.clear(within(editor).getByLabelText('Calories'))
    await user.type(within(editor).getByLabelText('Calories'), '160.25')
    await user.click(within(editor).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(queryDialog('Edit Food')).toBeUndefined())
    expect(within(food(dialog, 2)).getByText(/^2 slices · 160\.3 kcal/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(api.updated).toHaveLength(1))
    expect(api.updated[0].macros?.foods[1]).toMatchObject({
      serving_size: '2 slices',
      calories: 160.25,
      source: 'manual',
    })
  })

  it('shows the fibre, sugar and sodium of a food in the Edit Food dialog, and saves what the person sets', async () => {
    const oats = makeMealItem({ id: 'item0000oats', name: 'Oats', fiber: 4, sugar: 1, sodium: 5 })
    const { api, dialog, user } = await openMeal(makeMeal({ id: 'meal00000002' }, [oats]))

    await user.click(within(dialog).getByRole('button', { name: 'Edit Oats' }))
    const editor = await findDialog('Edit Food')
    expect(within(editor).getByLabelText('Fiber (g)')).toHaveValue('4')
    await user.clear(within(editor).getByLabelText('Sugar (g)'))
    await user.clear(within(editor).getByLabelText('Sodium (mg)'))
    await user.type(within(editor).getByLabelText('Sodium (mg)'), '120')
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(queryDialog('Edit Food')).toBeUndefined())
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(api.updated).toHaveLength(1))
    expect(api.updated[0].macros?.foods[0]).toMatchObject({ fiber: 4, sugar: null, sodium: 120, source: 'manual' })
  })

  it('removes foods, down to "No foods in this meal."', async () => {
    const { api, dialog, user } = await openMeal()

    await user.click(within(dialog).getByRole('button', { name: 'Remove Egg' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove Toast' }))

    expect(within(dialog).getByText('No foods in this meal.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updated).toHaveLength(1))
    expect(api.updated[0].macros?.foods).toEqual([])
  })

  it('cannot save a food without a name', async () => {
    const { dialog, user } = await openMeal()

    await user.clear(within(food(dialog, 1)).getByLabelText('Name'))

    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('says "Failed to update meal" when saving fails, or the server\'s detail', async () => {
    const { dialog, user } = await openMeal()
    failCall('put', '/user/:id/meals/:mealId', 500)

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Failed to update meal')).toBeInTheDocument()

    failCall('put', '/user/:id/meals/:mealId', 400, 'Quantity must be above 0')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Quantity must be above 0')).toBeInTheDocument()
  })

  it('deletes the meal after confirmation', async () => {
    const { api, dialog, user } = await openMeal()

    await user.click(within(dialog).getByRole('button', { name: 'Delete Meal' }))
    const confirm = await findDialog('Delete Meal')
    expect(within(confirm).getByText('Are you sure you want to delete this meal?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(api.deleted).toEqual(['meal00000001'])
    expect(queryDialog('Meal Detail')).toBeUndefined()
  })

  it('says "Failed to delete meal" when deleting fails', async () => {
    const { dialog, user } = await openMeal()
    failCall('delete', '/user/:id/meals/:mealId', 500)

    await user.click(within(dialog).getByRole('button', { name: 'Delete Meal' }))
    const confirm = await findDialog('Delete Meal')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await within(confirm).findByText('Failed to delete meal')).toBeInTheDocument()
    expect(screen.getByRole('article')).toBeInTheDocument()
  })

  it('opens the Recipe Details of a recipe item, and Edit goes to the recipe on the Recipes screen', async () => {
    const stew = makeMealItem({ id: 'item000stew1', name: 'Stew', is_recipe: true, recipe_id: 'recipe000042' })
    server.use(
      http.get<{ id: string }, never, GetRecipeApiResponse>(apiUrl('/recipes/:id'), ({ params }) =>
        HttpResponse.json(makeRecipe({ id: params.id, name: 'Beef stew', notes: null })),
      ),
    )
    const { dialog, user, router } = await openMeal(makeMeal({}, [stew]))

    await user.click(within(dialog).getByRole('button', { name: 'View recipe Stew' }))
    const recipe = await findDialog('Recipe Details')
    expect(await within(recipe).findByRole('heading', { name: 'Beef stew' })).toBeInTheDocument()
    expect(within(recipe).getByText('No notes for this recipe.')).toBeInTheDocument()
    await user.click(within(recipe).getByRole('button', { name: 'Edit' }))

    expect(router.state.location.pathname).toBe('/recipes')
    expect(router.state.location.search).toBe('?edit=recipe000042')
  })

  it('finds the recipe of a recipe item without a recipe id by its name', async () => {
    const pie = makeMealItem({ id: 'item0000pie1', name: 'Apple pie', is_recipe: true, recipe_id: null })
    const names: Array<string | null> = []
    server.use(
      http.get<never, never, ListRecipesApiResponse>(apiUrl('/recipes'), ({ request }) => {
        names.push(new URL(request.url).searchParams.get('name'))
        return HttpResponse.json([makeRecipe({ id: 'recipe0000pie', name: 'Apple pie', macros: null })])
      }),
    )
    const { dialog, user } = await openMeal(makeMeal({}, [pie]))

    await user.click(within(dialog).getByRole('button', { name: 'View recipe Apple pie' }))

    const recipe = await findDialog('Recipe Details')
    expect(within(recipe).getByRole('heading', { name: 'Apple pie' })).toBeInTheDocument()
    expect(within(recipe).getByText('No macros available for this recipe.')).toBeInTheDocument()
    expect(names).toEqual(['Apple pie'])
  })

  it('says the lookup failed, not that the recipe is missing, when the recipes cannot be read', async () => {
    const pie = makeMealItem({ id: 'item0000pie1', name: 'Apple pie', is_recipe: true, recipe_id: null })
    server.use(http.get(apiUrl('/recipes'), () => HttpResponse.json({ detail: 'Database busy' }, { status: 503 })))
    const { dialog, user } = await openMeal(makeMeal({}, [pie]))

    await user.click(within(dialog).getByRole('button', { name: 'View recipe Apple pie' }))

    const recipe = await findDialog('Recipe Details')
    expect(within(recipe).getByText('Database busy')).toBeInTheDocument()
    expect(within(recipe).queryByText('Recipe not found')).not.toBeInTheDocument()
  })
})
