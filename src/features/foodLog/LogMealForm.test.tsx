import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { makeFood, makeMealItem } from '../../testing/fixtures'
import { failCall, fakeFoodLogApi } from './fakeFoodLogApi'
import { LogMealForm } from './LogMealForm'
import { renderFoodLog, shownMealType } from './renderFoodLog'

// A form of antd in jsdom: a few seconds a test on these shared 2-core machines.
jest.setTimeout(20_000)

const oats = makeFood({ id: 'food0000oats', name: 'Oats' })
const oatMilk = makeFood({ id: 'food000oatmk', name: 'Oat milk' })
const ghost = makeFood({ id: 'ghost', name: 'Ghost food' })

/** Every timer API but Date, so the clock can be set while user-event and antd keep their timers. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

const renderForm = () => renderFoodLog(<LogMealForm userId="42" />)
const logMeal = () => screen.getByRole('button', { name: 'Log Meal' })
const textBox = () => screen.getByLabelText('Search foods or describe your meal')

/** Waits until the meal is logged and the form cleared for the next one. */
async function waitUntilLogged() {
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Selected foods' })).not.toBeInTheDocument())
}

async function pick(user: ReturnType<typeof renderForm>['user'], name: string) {
  const foods = await screen.findByRole('region', { name: 'Your foods' })
  await user.click(await within(foods).findByRole('button', { name: new RegExp(`^${name}`) }))
  // The chips load their code on the first pick: wait for them as a person would.
  await screen.findByRole('list', { name: 'Selected foods' })
}

describe('LogMealForm', () => {
  it('disables Log Meal while no food is selected and the text is empty', async () => {
    fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    expect(logMeal()).toBeDisabled()

    await user.type(textBox(), '  ')
    expect(logMeal()).toBeDisabled()

    await user.type(textBox(), 'x')
    expect(logMeal()).toBeEnabled()

    await user.clear(textBox())
    await pick(user, 'Oats')
    expect(logMeal()).toBeEnabled()
  })

  it('defaults to now and sends the date with the browser offset and the chosen meal type', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    const before = dayjs().startOf('minute')
    expect(screen.getByLabelText('Date & Time')).toHaveValue(before.format('YYYY-MM-DDTHH:mm'))

    await user.click(screen.getByRole('combobox', { name: 'Meal Type' }))
    await screen.findAllByRole('option')
    // antd's accessible listbox holds only the options around the active one; its visible list holds them all.
    const options = document.querySelectorAll('.ant-select-item-option')
    expect([...options].map((option) => option.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snack',
      'Dessert',
    ])
    await user.click(screen.getByTitle('Dessert'))
    await pick(user, 'Oats')
    await user.click(logMeal())

    await waitUntilLogged()
    const sent = api.created[0]
    expect(sent.meal_type).toBe('dessert')
    expect(sent.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/)
    expect(dayjs(sent.date).diff(before, 'second')).toBeLessThan(120)
  })

  it('asks for a whole date and time, and logs nothing without one', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()

    await user.clear(screen.getByLabelText('Date & Time'))
    await pick(user, 'Oats')
    await user.click(logMeal())

    expect(await screen.findByRole('alert')).toHaveTextContent('Pick when the meal was eaten')
    expect(screen.getByLabelText('Date & Time')).toHaveAttribute('aria-invalid', 'true')
    expect(api.created).toHaveLength(0)

    await user.type(screen.getByLabelText('Date & Time'), '2026-11-20T19:45')
    expect(screen.queryByText('Pick when the meal was eaten')).not.toBeInTheDocument()
    await user.click(logMeal())
    await waitUntilLogged()
    expect(api.created[0].date).toMatch(/^2026-11-20T19:45:00/)
  })

  it('logs the meal at the date and time picked', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()

    await user.clear(screen.getByLabelText('Date & Time'))
    await user.type(screen.getByLabelText('Date & Time'), '2026-11-20T19:45')
    await pick(user, 'Oats')
    await user.click(logMeal())

    await waitUntilLogged()
    expect(api.created[0].date).toBe(dayjs('2026-11-20T19:45').format())
    expect(api.created[0].date).toMatch(/^2026-11-20T19:45:00[+-]\d\d:\d\d$/)
    // The past date was for that meal: the next one starts from now, and a toast says it was logged.
    expect(await screen.findByText(/^Breakfast logged|^Lunch logged|^Dinner logged|^Snack logged/)).toBeInTheDocument()
    // (The clock may pass a minute between the form's reset and this line.)
    const now = dayjs()
    expect([now.format('YYYY-MM-DDTHH:mm'), now.subtract(1, 'minute').format('YYYY-MM-DDTHH:mm')]).toContain(
      (screen.getByLabelText('Date & Time') as HTMLInputElement).value,
    )
  })

  it('starts the next meal from the new now when the date was left as it was', async () => {
    const opened = dayjs('2026-11-24T07:10')
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: opened.valueOf() })
    try {
      const api = fakeFoodLogApi({ foods: [oats] })
      const { user } = renderForm()
      expect(screen.getByLabelText('Date & Time')).toHaveValue('2026-11-24T07:10')
      await pick(user, 'Oats')
      jest.setSystemTime(opened.add(5, 'hour').valueOf())
      await user.click(logMeal())

      await waitUntilLogged()
      expect(api.created[0].date).toMatch(/^2026-11-24T07:10:00/)
      expect(screen.getByLabelText('Date & Time')).toHaveValue('2026-11-24T12:10')
      expect(shownMealType()).toBe('Lunch')
    } finally {
      jest.useRealTimers()
    }
  })

  it('loads more foods as the list is scrolled to its end', async () => {
    const many = Array.from({ length: 70 }, (_, i) =>
      makeFood({ id: `food-many-${String(i).padStart(4, '0')}`, name: `Food ${i + 1}` }),
    )
    const api = fakeFoodLogApi({ foods: many })
    renderForm()
    const foods = await screen.findByRole('region', { name: 'Your foods' })
    await within(foods).findByRole('button', { name: /^Food 50\b/ })
    expect(within(foods).queryByRole('button', { name: /^Food 51\b/ })).not.toBeInTheDocument()

    fireEvent.scroll(foods)

    expect(await within(foods).findByRole('button', { name: /^Food 70\b/ })).toBeInTheDocument()
    expect(api.foodSearches).toHaveLength(2)
  })

  it('searches the foods by the typed text and says when none match', async () => {
    const api = fakeFoodLogApi({ foods: [oats, oatMilk, makeFood({ id: 'food0000rice', name: 'Rice' })] })
    const { user } = renderForm()
    const foods = await screen.findByRole('region', { name: 'Your foods' })
    expect(await within(foods).findByRole('button', { name: /^Rice/ })).toBeInTheDocument()

    await user.type(textBox(), 'oat')
    const found = () => screen.getByRole('region', { name: 'Your foods' })
    await waitFor(() => expect(within(found()).queryByRole('button', { name: /^Rice/ })).not.toBeInTheDocument())
    expect(await within(found()).findByRole('button', { name: /^Oat milk/ })).toBeInTheDocument()
    expect(api.foodSearches).toContain('oat')

    await user.type(textBox(), 'zzz')
    expect(await screen.findByText('No foods found.')).toBeInTheDocument()
  })

  it('shows an empty list when the foods cannot be fetched', async () => {
    fakeFoodLogApi()
    failCall('get', '/user/:id/foods', 500, 'Database down')
    renderForm()

    expect(await screen.findByText('No foods found.')).toBeInTheDocument()
    expect(screen.queryByText('Database down')).not.toBeInTheDocument()
  })

  it('selects a food only once', async () => {
    fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()

    await pick(user, 'Oats')
    const row = within(screen.getByRole('region', { name: 'Your foods' })).getByRole('button', { name: /^Oats/ })
    expect(row).toBeDisabled()
    await user.click(row)

    const chips = screen.getByRole('list', { name: 'Selected foods' })
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1)
  })

  it('keeps each quantity at 1 or more, with the decrement disabled at 1', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    await pick(user, 'Oats')
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Oats' })
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Oats' })
    expect(quantity).toHaveValue('1')
    expect(decrease).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Oats' }))
    expect(quantity).toHaveValue('2')
    expect(decrease).toBeEnabled()
    await user.click(decrease)
    expect(quantity).toHaveValue('1')
    expect(decrease).toBeDisabled()

    await user.tripleClick(quantity)
    await user.keyboard('4')
    expect(decrease).toBeEnabled()
    await user.click(logMeal())

    await waitUntilLogged()
    expect(api.created[0].foods).toEqual([{ id: 'food0000oats', name: 'Oats', quantity: 4 }])
    expect(api.created[0].meal_text).toBeNull()
  })

  it('removes a selected food', async () => {
    fakeFoodLogApi({ foods: [oats] })
    const { user } = renderForm()
    await pick(user, 'Oats')

    await user.click(screen.getByRole('button', { name: 'Remove Oats' }))

    expect(screen.queryByRole('list', { name: 'Selected foods' })).not.toBeInTheDocument()
    expect(logMeal()).toBeDisabled()
  })

  it('refuses selected foods without a valid id', async () => {
    const api = fakeFoodLogApi({ foods: [ghost] })
    const { user } = renderForm()
    await pick(user, 'Ghost food')

    await user.click(logMeal())

    expect(
      await screen.findByText('One or more selected foods are invalid. Please re-select from the dropdown.'),
    ).toBeInTheDocument()
    expect(api.created).toHaveLength(0)
  })

  it('sends only the selected foods with a valid id', async () => {
    const api = fakeFoodLogApi({ foods: [ghost, oats] })
    const { user } = renderForm()
    await pick(user, 'Ghost food')
    await pick(user, 'Oats')

    await user.click(logMeal())

    await waitUntilLogged()
    expect(api.created[0].foods).toEqual([{ id: 'food0000oats', name: 'Oats', quantity: 1 }])
  })

  describe('a described meal', () => {
    async function describeMeal(estimate = [makeMealItem()], failure?: () => void) {
      const api = fakeFoodLogApi({ estimate })
      failure?.()
      const view = renderForm()
      await view.user.click(textBox())
      await view.user.paste('a bowl of mystery')
      await view.user.click(logMeal())
      return { api, ...view }
    }

    it('says so when the AI finds no foods in the description', async () => {
      const { api } = await describeMeal([])

      expect(await screen.findByText('AI could not parse any foods from your description.')).toBeInTheDocument()
      expect(api.created).toHaveLength(0)
      expect(textBox()).toHaveValue('a bowl of mystery')
    })

    it('says "Failed to estimate macros." when the estimate fails', async () => {
      await describeMeal(undefined, () => failCall('post', '/estimateMacros', 502))

      expect(await screen.findByText('Failed to estimate macros.')).toBeInTheDocument()
    })

    it("prefers the server's detail when the estimate fails", async () => {
      await describeMeal(undefined, () =>
        failCall('post', '/estimateMacros', 429, 'Too many requests, try again in a minute'),
      )

      expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument()
    })
  })

  it('says "Failed to log meal" when logging fails, or the server\'s detail', async () => {
    fakeFoodLogApi({ foods: [oats] })
    failCall('post', '/user/:id/meals', 500)
    const { user } = renderForm()
    await pick(user, 'Oats')

    await user.click(logMeal())
    expect(await screen.findByText('Failed to log meal')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Selected foods' })).toBeInTheDocument()

    failCall('post', '/user/:id/meals', 400, 'One or more selected foods are invalid.')
    await user.click(logMeal())
    expect(await screen.findByText('One or more selected foods are invalid.')).toBeInTheDocument()
    expect(screen.queryByText('Failed to log meal')).not.toBeInTheDocument()
  })
})
