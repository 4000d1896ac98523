import { screen, waitFor, within } from '@testing-library/react'
import { makeFood, makeMealItem } from '../../testing/fixtures'
import { fakeFoodLogApi } from './fakeFoodLogApi'
import { LogMealForm } from './LogMealForm'
import { findDialog, queryDialog, renderFoodLog } from './renderFoodLog'

// A form of antd in jsdom: a few seconds a test on these shared 2-core machines.
jest.setTimeout(20_000)

const renderForm = () => renderFoodLog(<LogMealForm userId="42" />)
const logMeal = () => screen.getByRole('button', { name: 'Log Meal' })
const textBox = () => screen.getByLabelText('Search foods or describe your meal')
const oats = makeFood({ id: 'food0000oats', name: 'Rolled oats', serving_size: '1/2 cup (40 g)', calories: 150 })

async function describe_(user: ReturnType<typeof renderForm>['user'], text: string) {
  await user.click(textBox())
  await user.paste(text)
  await user.click(logMeal())
  return findDialog('Check your meal')
}

describe('logging a meal: the daily loop', () => {
  it('does not save the search word as the description of picked foods', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    await user.type(textBox(), 'oat')
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your foods' })).findByRole('button', {
        name: /^Rolled oats/,
      }),
    )
    // The picked food's chip loads its code on first use: wait for the form to settle as a person would.
    await waitFor(() => expect(textBox()).toHaveValue(''))
    await user.click(logMeal())

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].meal_text).toBeNull()
    expect(api.estimated).toHaveLength(0)
  })

  it('logs 1.5 servings, and grams when the serving weight is known', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your foods' })).findByRole('button', {
        name: /^Rolled oats/,
      }),
    )
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Rolled oats' })
    await user.tripleClick(quantity)
    await user.keyboard('1.5')
    await user.click(logMeal())
    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods).toEqual([{ id: 'food0000oats', name: 'Rolled oats', quantity: 1.5 }])

    await user.click(
      await within(await screen.findByRole('region', { name: 'Your foods' })).findByRole('button', {
        name: /^Rolled oats/,
      }),
    )
    await user.click(await screen.findByRole('combobox', { name: 'Unit of Rolled oats' }))
    await user.click(await screen.findByTitle('g'))
    const grams = screen.getByRole('spinbutton', { name: 'Quantity of Rolled oats' })
    expect(grams).toHaveValue('40')
    await user.tripleClick(grams)
    await user.keyboard('60')
    await user.click(logMeal())
    await waitFor(() => expect(api.created).toHaveLength(2))
    expect(api.created[1].foods).toEqual([
      expect.objectContaining({ name: 'Rolled oats', quantity: 1.5, food_id: 'food0000oats', add_to_library: false }),
    ])
  })

  it('shows a described meal for checking and saves nothing until confirmed', async () => {
    const egg = makeMealItem({
      id: 'est000000001',
      name: 'Egg',
      quantity: 2,
      calories: 72,
      grams: 50,
      source: 'reference',
      food_id: null,
    })
    const toast = makeMealItem({
      id: 'est000000002',
      name: 'Toast',
      quantity: 1,
      calories: 80,
      source: 'reference',
      food_id: null,
    })
    const api = fakeFoodLogApi({ estimate: [egg, toast] })
    const { user } = renderForm()

    let preview = await describe_(user, '2 eggs and toast')
    expect(within(preview).getAllByText('Food database')).toHaveLength(2)
    expect(within(preview).getByText(/144\.0 kcal in all · ≈ 100\.0 g/)).toBeInTheDocument()
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(queryDialog('Check your meal')).toBeUndefined())
    expect(api.created).toHaveLength(0)

    await user.click(logMeal())
    preview = await findDialog('Check your meal')
    // Change an amount, leave Toast out of the library, remove nothing else, then save.
    const eggRow = within(preview).getByRole('group', { name: 'Food 1' })
    await user.tripleClick(within(eggRow).getByRole('spinbutton', { name: 'Quantity' }))
    await user.keyboard('3')
    await user.click(within(preview).getByRole('checkbox', { name: 'Add Toast to my foods' }))
    await user.click(within(preview).getByRole('button', { name: 'Save meal' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].meal_text).toBe('2 eggs and toast')
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({ name: 'Egg', quantity: 3, grams: 50, add_to_library: true }),
      expect.objectContaining({ name: 'Toast', quantity: 1, add_to_library: false }),
    ])
    expect(await screen.findByText(/logged: 296\.0 kcal$/)).toBeInTheDocument()
  })

  it('says what each estimate assumed until the person changes it, and never sends it', async () => {
    const rice = makeMealItem({ id: 'est000000003', name: 'White rice', quantity: 1, calories: 205, food_id: null })
    const api = fakeFoodLogApi({
      estimate: [
        { ...rice, assumed: '158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked' },
      ],
    })
    const { user } = renderForm()
    const preview = await describe_(user, 'a cup of rice')
    const assumption = 'Assumed: 158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked'
    expect(within(preview).getByText(assumption)).toBeInTheDocument()

    await user.tripleClick(within(preview).getByRole('spinbutton', { name: 'Quantity' }))
    await user.keyboard('2')
    expect(within(preview).queryByText(assumption)).not.toBeInTheDocument()
    await user.click(within(preview).getByRole('button', { name: 'Save meal' }))
    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods[0]).not.toHaveProperty('assumed')
    expect(api.created[0].foods[0]).toMatchObject({ name: 'White rice', quantity: 2 })
  })

  it('lets the person remove an item, add one and use a saved food instead', async () => {
    const api = fakeFoodLogApi({
      foods: [oats],
      estimate: [
        makeMealItem({
          id: 'est000000001',
          name: 'Oats',
          quantity: 1,
          calories: 300,
          source: 'reference',
          food_id: null,
        }),
        makeMealItem({
          id: 'est000000002',
          name: 'Mystery',
          quantity: 1,
          calories: 999,
          source: 'model',
          food_id: null,
        }),
      ],
    })
    const { user } = renderForm()
    const preview = await describe_(user, 'oats and a mystery')

    await user.click(within(preview).getByRole('button', { name: 'Remove Mystery' }))
    await user.click(within(preview).getByRole('combobox', { name: 'Use one of your foods instead of Oats' }))
    await user.click(await screen.findByTitle('Rolled oats'))
    await user.click(within(preview).getByRole('button', { name: /Add an item/ }))
    const edit = await findDialog('Edit Food')
    await user.type(within(edit).getByLabelText('Name'), 'Coffee')
    await user.clear(within(edit).getByLabelText('Calories'))
    await user.type(within(edit).getByLabelText('Calories'), '5')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    await user.click(within(preview).getByRole('button', { name: 'Save meal' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({ name: 'Rolled oats', calories: 150, food_id: 'food0000oats', add_to_library: false }),
      expect.objectContaining({ name: 'Coffee', calories: 5, source: 'manual', add_to_library: false }),
    ])
  })

  it('offers recent foods first, picked with the servings logged last time', async () => {
    const api = fakeFoodLogApi({
      foods: [oats],
      recent: [{ ...oats, last_quantity: 2, last_logged: '2026-11-25T08:00:00+01:00' }],
    })
    const { user } = renderForm()
    const recent = await screen.findByRole('region', { name: 'Recent foods' })
    expect(await within(recent).findByText(/^Last: 2 × on Wed, Nov 25, 2026/)).toBeInTheDocument()
    await user.click(within(recent).getByRole('button', { name: /^Rolled oats/ }))
    await user.click(logMeal())

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods).toEqual([{ id: 'food0000oats', name: 'Rolled oats', quantity: 2 }])
  })

  it('finds foods of the food database before any food is saved', async () => {
    const api = fakeFoodLogApi({
      reference: [
        {
          id: 'ref-09040',
          name: 'banana',
          serving_size: '1 medium (118 g)',
          grams: 118,
          calories: 105,
          protein: 1.3,
          carbs: 27,
          fat: 0.4,
          per_100g: { calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
          source: 'reference',
        },
      ],
    })
    const { user } = renderForm()
    await user.type(textBox(), 'banana')
    const database = await screen.findByRole('region', { name: 'Food database' })
    await user.click(await within(database).findByRole('button', { name: /^banana/ }))
    await user.click(logMeal())

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.referenceSearches).toContain('banana')
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({
        name: 'banana',
        quantity: 1,
        calories: 105,
        source: 'reference',
        add_to_library: true,
      }),
    ])
  })

  it('quick-adds calories under a name, kept out of the library', async () => {
    const api = fakeFoodLogApi()
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: /Quick add/ }))
    const dialog = await findDialog('Quick add')
    await user.type(within(dialog).getByLabelText('Calories (kcal)'), '250')
    await user.type(within(dialog).getByLabelText('Protein (g)'), '10')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({
        name: 'Quick add',
        calories: 250,
        protein: 10,
        source: 'manual',
        add_to_library: false,
      }),
    ])
    expect(await screen.findByText(/logged: 250\.0 kcal$/)).toBeInTheDocument()
  })
})
