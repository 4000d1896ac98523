import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { makeMeal, makeMealItem } from '../../testing/fixtures'
import { failCall, fakeFoodLogApi } from './fakeFoodLogApi'
import { MealLog } from './MealLog'
import { renderFoodLog } from './renderFoodLog'

jest.setTimeout(20_000)

/** `count` meals, one an hour back from 2026-11-21 20:00 (+01:00), each with one item of 100.05 kcal. */
function meals(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = dayjs('2026-11-21T19:00:00Z').subtract(index, 'hour')
    return makeMeal(
      { id: `meal${String(index).padStart(8, '0')}`, date: date.utcOffset(60).format(), meal_text: `Meal ${index}` },
      [makeMealItem({ id: `item${String(index).padStart(8, '0')}`, calories: 100.05 })],
    )
  })
}

/** Pretends the page is `scrollHeight` px tall, seen through an 800 px window scrolled to `scrollY`. */
function setWindow(scrollY: number, scrollHeight: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY })
}

function scrollWindowTo(scrollY: number, scrollHeight = 5000) {
  setWindow(scrollY, scrollHeight)
  fireEvent.scroll(window)
}

const jsdomWindow = {
  innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
  scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
}

afterEach(() => {
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight
  for (const [name, descriptor] of Object.entries(jsdomWindow)) {
    if (descriptor) Object.defineProperty(window, name, descriptor)
  }
})

describe('MealLog', () => {
  it('shows each meal, newest first, with its time, type, text, foods with quantities and macros', async () => {
    const eggs = makeMealItem({ id: 'item00000egg', name: 'Egg', quantity: 2, calories: 72.04, protein: 6.3, fat: 4.8 })
    const toast = makeMealItem({ id: 'item0000tost', name: 'Toast', quantity: 1, calories: 80, protein: 3, fat: 1 })
    fakeFoodLogApi({
      meals: [
        makeMeal({ id: 'meal00000001', date: '2026-11-20T12:15:00+01:00', meal_type: 'lunch' }),
        makeMeal({ id: 'meal00000002', date: '2026-11-21T08:30:00+01:00', meal_text: 'Eggs on toast' }, [eggs, toast]),
      ],
    })
    renderFoodLog(<MealLog userId="42" />)

    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Breakfast, Sat, Nov 21, 2026 8:30 AM',
      'Lunch, Fri, Nov 20, 2026 12:15 PM',
    ])
    const newest = cards[0]
    expect(within(newest).getByText('Eggs on toast')).toBeInTheDocument()
    expect(within(newest).getByText('Egg × 2')).toBeInTheDocument()
    expect(within(newest).getByText('Toast × 1')).toBeInTheDocument()
    expect(within(newest).getByText('224.1 kcal · Protein 15.6 g · Carbs 81.0 g · Fat 10.6 g')).toBeInTheDocument()
  })

  it('starts with 10 meals and loads 10 more when scrolled within 200 px of the bottom', async () => {
    scrollWindowTo(0)
    const api = fakeFoodLogApi({ meals: meals(25) })
    renderFoodLog(<MealLog userId="42" />)
    expect(await screen.findAllByRole('article')).toHaveLength(10)

    scrollWindowTo(3999)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(api.mealPages).toEqual([0])

    scrollWindowTo(4000)
    // The next 10 cards make the page taller (jsdom has no layout to do it).
    setWindow(4000, 7000)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(within(screen.getAllByRole('article')[19]).getByText('Meal 19')).toBeInTheDocument()
    expect(api.mealPages).toEqual([0, 10])

    scrollWindowTo(6000, 7000)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(api.mealPages).toEqual([0, 10, 20])
  })

  it('stops asking for more after a short page', async () => {
    const api = fakeFoodLogApi({ meals: meals(10) })
    renderFoodLog(<MealLog userId="42" />)
    expect(await screen.findAllByRole('article')).toHaveLength(10)

    // jsdom's page has no height, so it is always "at the bottom": the second, empty page ends it.
    await waitFor(() => expect(api.mealPages).toEqual([0, 10]))
    scrollWindowTo(0, 100)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.mealPages).toEqual([0, 10])
  })

  it('says when no meal is logged yet', async () => {
    fakeFoodLogApi()
    renderFoodLog(<MealLog userId="42" />)

    expect(await screen.findByText('No meals logged yet.')).toBeInTheDocument()
  })

  it('says "Failed to fetch meals" when the meals cannot be read', async () => {
    failCall('get', '/user/:id/meals', 500)
    renderFoodLog(<MealLog userId="42" />)

    expect(await screen.findByText('Failed to fetch meals')).toBeInTheDocument()
  })

  it("shows the server's detail when the meals cannot be read", async () => {
    failCall('get', '/user/:id/meals', 401, 'Session expired')
    renderFoodLog(<MealLog userId="42" />)

    expect(await screen.findByText('Session expired')).toBeInTheDocument()
  })
})
