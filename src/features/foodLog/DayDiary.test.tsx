import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { makeMeal, makeMealItem } from '../../testing/fixtures'
import { fakeFoodLogApi } from './fakeFoodLogApi'
import { FoodLogPage } from './FoodLogPage'
import { renderFoodLog, shownMealType } from './renderFoodLog'

jest.setTimeout(30_000)

const today = dayjs().format('YYYY-MM-DD')
const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD')
const at = (day: string, time: string) => `${day}T${time}:00${dayjs().format('Z')}`

function seed() {
  return fakeFoodLogApi({
    meals: [
      makeMeal({ id: 'meal0000din1', date: at(today, '19:00'), local_date: today, meal_type: 'dinner' }, [
        makeMealItem({
          id: 'item00000001',
          name: 'Pasta',
          calories: 600,
          protein: 20,
          carbs: 90,
          fat: 15,
          fiber: 6.5,
          sugar: 4,
          sodium: null,
        }),
      ]),
      makeMeal({ id: 'meal0000brk1', date: at(today, '08:00'), local_date: today, meal_type: 'breakfast' }, [
        makeMealItem({ id: 'item00000002', name: 'Oatmeal', calories: 150.25, protein: 5, carbs: 27, fat: 3 }),
      ]),
      makeMeal({ id: 'meal0000lun0', date: at(yesterday, '12:30'), local_date: yesterday, meal_type: 'lunch' }, [
        makeMealItem({ id: 'item00000003', name: 'Salad', calories: 300, protein: 10, carbs: 20, fat: 18 }),
      ]),
    ],
  })
}

const diary = () => screen.getByRole('region', { name: /^Diary for / })

describe('the day diary', () => {
  it('shows eaten against the targets with what is left, and the meals under their types in order', async () => {
    seed()
    const { user } = renderFoodLog(<FoodLogPage />)
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    const calories = await within(diary()).findByRole('listitem', { name: 'Calories' })
    expect(calories).toHaveTextContent('750.3 / 2000.0 kcal · 1,249.7 kcal left')
    expect(within(diary()).getByRole('listitem', { name: 'Fat' })).toHaveTextContent('18.0 / 67.0 g · 49.0 g left')
    // Fiber against its target; sodium no food of the day knows is a dash, not 0.
    const nutrients = within(diary()).getByRole('list', { name: 'Other nutrients' })
    expect(within(nutrients).getByRole('listitem', { name: 'Fiber' })).toHaveTextContent('Fiber 6.5 g / 28.0 g')
    expect(within(nutrients).getByRole('listitem', { name: 'Sugar' })).toHaveTextContent('Sugar 4.0 g')
    expect(within(nutrients).getByRole('listitem', { name: 'Sodium' })).toHaveTextContent('Sodium –')
    const groups = within(diary())
      .getAllByRole('region')
      .map((group) => group.getAttribute('aria-label'))
    expect(groups).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'])
    expect(within(diary()).getByRole('region', { name: 'Dinner' })).toHaveTextContent('Pasta × 1')

    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    expect(screen.getByRole('heading', { name: 'Yesterday' })).toBeInTheDocument()
    expect(await within(diary()).findByText('Salad × 1')).toBeInTheDocument()
    expect(within(diary()).getByRole('listitem', { name: 'Fat' })).toHaveTextContent('18.0 / 67.0 g · 49.0 g left')
  })

  it('copies a meal of another day to today in one tap', async () => {
    const api = seed()
    const { user } = renderFoodLog(<FoodLogPage />)
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await within(diary()).findByText('Salad × 1')

    await user.click(within(diary()).getByRole('button', { name: /Copy to today/ }))

    await waitFor(() => expect(api.copies).toEqual([{ mealId: 'meal0000lun0', body: { date: today } }]))
    expect(await screen.findByText('Copied to today.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(await within(diary()).findByText('Salad × 1')).toBeInTheDocument()
  })

  it('copies a whole day to today', async () => {
    const api = seed()
    const { user } = renderFoodLog(<FoodLogPage />)
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await within(diary()).findByText('Salad × 1')

    await user.click(within(diary()).getByRole('button', { name: 'Copy this day to today' }))

    await waitFor(() => expect(api.dayCopies).toEqual([{ date: yesterday, body: { to_date: today } }]))
    expect(await screen.findByText('Copied 1 meal to today.')).toBeInTheDocument()
  })

  it('"+" on a meal group sets the Log a Meal form to that meal type and day', async () => {
    seed()
    const { user } = renderFoodLog(<FoodLogPage />)
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await user.click(await within(diary()).findByRole('button', { name: 'Add to Dessert' }))

    await waitFor(() => expect(shownMealType()).toBe('Dessert'))
    expect(screen.getByLabelText('Date & Time')).toHaveValue(`${yesterday}T${dayjs().format('HH:mm')}`)
  })
})
