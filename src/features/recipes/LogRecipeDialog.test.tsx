import { configure, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeRecipe } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { mealTypeLabel } from '../foodLog/mealTypes'
import { mealTypeAt } from './logRecipe'
import { fakeRecipeBook, findDialog, quickUser } from './recipesTestApi'
import { RecipesPage } from './RecipesPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

const pancakes = makeRecipe({
  id: 'recipe000001',
  name: 'Pancakes',
  food_id: 'rfood000001x',
  macros: {
    calories_per_serving: 250,
    protein_per_serving: 7,
    carbs_per_serving: 40,
    fat_per_serving: 6,
    serving_size: '2 pancakes',
  },
})

/** The Recipes screen with the Log Recipe dialog of `recipe` open. */
async function openLogDialog(recipe = pancakes) {
  const fake = fakeRecipeBook([recipe])
  renderWithProviders(<RecipesPage />, { preloadedState: signedInState() })
  const user = quickUser()
  await user.click(await screen.findByRole('button', { name: `Log ${recipe.name}` }))
  const dialog = await findDialog('Log Recipe')
  const logged = () => fake.calls.filter((each) => each.call === 'POST /user/42/meals').map((each) => each.body)
  return { user, dialog, logged }
}

async function typeInto(user: ReturnType<typeof quickUser>, input: HTMLElement, text: string) {
  await user.clear(input)
  await user.type(input, text)
}

describe('Log Recipe', () => {
  it('starts at 1 serving, now, and the meal of this time of day', async () => {
    const before = dayjs()
    const { dialog } = await openLogDialog()
    const after = dayjs()

    expect(within(dialog).getByText('Pancakes')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Servings eaten')).toHaveValue('1')
    const date = within(dialog).getByLabelText('Date & Time')
    expect([before.format('YYYY-MM-DDTHH:mm'), after.format('YYYY-MM-DDTHH:mm')]).toContain(
      (date as HTMLInputElement).value,
    )
    const expected = [before, after].map((moment) => mealTypeLabel(mealTypeAt(moment)))
    expect(expected.filter((label) => within(dialog).queryByTitle(label))).not.toEqual([])
    expect(within(dialog).queryByText(/no calories per serving/)).not.toBeInTheDocument()
  })

  it('logs the servings eaten as one full item, with the meal type and the date with its UTC offset', async () => {
    const { user, dialog, logged } = await openLogDialog()

    await typeInto(user, within(dialog).getByLabelText('Servings eaten'), '1.5')
    await user.click(within(dialog).getByLabelText('Meal Type'))
    // The option itself: from 4 pm the field already shows Dinner (the meal type follows the time of day).
    const dinner = await waitFor(() => {
      const option = document.querySelector('.ant-select-item-option[title="Dinner"]')
      if (!option) throw new Error('The Dinner option is not open')
      return option
    })
    await user.click(dinner)
    await typeInto(user, within(dialog).getByLabelText('Date & Time'), '2026-11-22T19:45')
    await user.click(within(dialog).getByRole('button', { name: 'Log' }))

    expect(await screen.findByText('Logged 1.5 servings of Pancakes')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Log Recipe')).not.toBeInTheDocument())
    expect(logged()).toEqual([
      {
        foods: [
          {
            name: 'Pancakes',
            quantity: 1.5,
            serving_size: '2 pancakes',
            calories: 250,
            protein: 7,
            carbs: 40,
            fat: 6,
            fiber: null,
            sugar: null,
            sodium: null,
            food_id: 'rfood000001x',
            recipe_id: 'recipe000001',
            is_recipe: true,
            source: 'user_food',
            add_to_library: false,
          },
        ],
        meal_text: null,
        date: dayjs('2026-11-22T19:45').format(),
        meal_type: 'dinner',
      },
    ])
    expect((logged()[0] as { date: string }).date).toMatch(/^2026-11-22T19:45:00[+-]\d\d:\d\d$/)
  })

  it('says when the recipe has no calories per serving and still logs what is known', async () => {
    const soup = makeRecipe({ id: 'recipe000002', name: 'Soup', food_id: null, macros: { protein_per_serving: 9 } })
    const { user, dialog, logged } = await openLogDialog(soup)

    expect(
      within(dialog).getByText(
        'This recipe has no calories per serving yet. You can still log it with what is known; its calories will count as 0.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Log' }))

    expect(await screen.findByText('Logged 1 serving of Soup')).toBeInTheDocument()
    expect(logged()).toHaveLength(1)
    expect(logged()[0]).toMatchObject({
      foods: [{ name: 'Soup', quantity: 1, calories: null, protein: 9, food_id: null, recipe_id: 'recipe000002' }],
    })
  })

  it('asks for at least a quarter serving and logs nothing', async () => {
    const { user, dialog, logged } = await openLogDialog()

    await typeInto(user, within(dialog).getByLabelText('Servings eaten'), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Log' }))

    expect(await within(dialog).findByText('Please enter at least 0.25 servings')).toBeInTheDocument()
    expect(logged()).toEqual([])
  })

  it("shows the server's detail and stays open when the meal is refused", async () => {
    const { user, dialog } = await openLogDialog()
    server.use(
      http.post(apiUrl('/user/:id/meals'), () =>
        HttpResponse.json({ detail: 'food_id is not one of your foods.' }, { status: 400 }),
      ),
    )

    await user.click(within(dialog).getByRole('button', { name: 'Log' }))

    expect(await within(dialog).findByText('food_id is not one of your foods.')).toBeInTheDocument()
    expect(screen.getByText('Log Recipe')).toBeInTheDocument()
  })

  it('closes on Cancel without logging', async () => {
    const { user, dialog, logged } = await openLogDialog()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByText('Log Recipe')).not.toBeInTheDocument())
    expect(logged()).toEqual([])
  })
})
