import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import type { GetUserApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood, makeMeal, makeMealItem, makeProfile } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { fakeFoodLogApi } from './fakeFoodLogApi'
import { FoodLogPage } from './FoodLogPage'
import { findDialog, renderFoodLog } from './renderFoodLog'

const oats = makeFood({ id: 'food0000oats', name: 'Oats', calories: 150, protein: 5, carbs: 27, fat: 3 })
const milk = makeFood({ id: 'food0000milk', name: 'Milk', calories: 100.04, protein: 8, carbs: 12, fat: 2.5 })

const renderPage = () => renderFoodLog(<FoodLogPage />)

// A whole screen of antd in jsdom: a few seconds a test on these shared 2-core machines.
jest.setTimeout(20_000)

describe('FoodLogPage', () => {
  it('logs a meal from selected foods with their quantities, then shows its card and the day totals', async () => {
    const api = fakeFoodLogApi({ foods: [oats, milk] })
    const { user } = renderPage()

    const foods = await screen.findByRole('region', { name: 'Your foods' })
    await user.click(await within(foods).findByRole('button', { name: /^Oats/ }))
    await user.click(within(foods).getByRole('button', { name: /^Milk/ }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Oats' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Oats' }))
    await user.click(screen.getByRole('button', { name: 'Log Meal' }))

    const card = await screen.findByRole('article')
    expect(within(card).getByText('Oats × 3')).toBeInTheDocument()
    expect(within(card).getByText('Milk × 1')).toBeInTheDocument()
    expect(within(card).getByText('550.0 kcal · Protein 23.0 g · Carbs 93.0 g · Fat 11.5 g')).toBeInTheDocument()
    expect(api.created[0].foods).toEqual([
      { id: 'food0000oats', name: 'Oats', quantity: 3 },
      { id: 'food0000milk', name: 'Milk', quantity: 1 },
    ])

    const summary = await screen.findByRole('table')
    expect(await within(summary).findByText('550.0')).toBeInTheDocument()
    expect(within(summary).getByText(dayjs(api.created[0].date).format('ddd, MMM D'))).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: /^Daily macros chart/ })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Selected foods' })).not.toBeInTheDocument()
  })

  it('logs a described meal through the AI estimate, with the profile the estimate uses', async () => {
    server.use(
      http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), ({ params }) =>
        HttpResponse.json(makeProfile({ id: params.id, age: 41, gender: 'male', weight: 80, fitness_goal: 'Lean' })),
      ),
    )
    const egg = makeMealItem({ id: 'est000000001', name: 'Egg', quantity: 2, calories: 72, protein: 6.3, carbs: 0.4 })
    const toast = makeMealItem({ id: 'est000000002', name: 'Toast with butter', quantity: 1, calories: 120 })
    const api = fakeFoodLogApi({ estimate: [egg, toast] })
    const { user } = renderPage()
    const description = '2 eggs and a slice of toast with butter'

    await user.click(await screen.findByLabelText('Search foods or describe your meal'))
    await user.paste(description)
    expect(await screen.findByText('No foods found.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log Meal' }))

    // Nothing is saved before the person checks the estimate and confirms it.
    const preview = await findDialog('Check your meal')
    expect(api.created).toHaveLength(0)
    await user.click(within(preview).getByRole('button', { name: 'Save meal' }))

    const card = await screen.findByRole('article')
    expect(within(card).getByText(description)).toBeInTheDocument()
    expect(within(card).getByText('Egg × 2')).toBeInTheDocument()
    expect(api.estimated[0]).toEqual({
      profile: { age: 41, gender: 'male', weight: 80, fitness_goal: 'Lean' },
      mealText: description,
      date: api.created[0].date,
    })
    expect(api.created[0].meal_text).toBe(description)
    expect(api.created[0].foods).toEqual([
      expect.objectContaining({ name: 'Egg', quantity: 2, calories: 72, protein: 6.3, carbs: 0.4 }),
      expect.objectContaining({ name: 'Toast with butter', quantity: 1, calories: 120 }),
    ])
    expect(api.created[0].foods[0]).not.toHaveProperty('id')
    expect(screen.getByLabelText('Search foods or describe your meal')).toHaveValue('')
  })

  it('updates the day totals after a meal is edited or deleted', async () => {
    const item = makeMealItem({ quantity: 1, calories: 150 })
    fakeFoodLogApi({ meals: [makeMeal({ date: '2026-11-21T08:30:00+01:00' }, [item])] })
    const { user } = renderPage()
    const summary = await screen.findByRole('table')
    expect(await within(summary).findByText('150.0')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Sat, Nov 21, 2026 8:30 AM' }))
    const dialog = await findDialog('Meal Detail')
    await user.tripleClick(within(dialog).getByRole('spinbutton', { name: 'Quantity' }))
    await user.keyboard('2')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(summary).findByText('300.0')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Sat, Nov 21, 2026 8:30 AM' }))
    await user.click(within(await findDialog('Meal Detail')).getByRole('button', { name: 'Delete Meal' }))
    await user.click(within(await findDialog('Delete Meal')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(summary).queryByText('300.0')).not.toBeInTheDocument())
    // The Meal Log's cards are drawn in a deferred render, after the summary.
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
  })
})
