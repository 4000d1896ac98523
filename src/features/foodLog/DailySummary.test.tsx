import { act, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { api, type DailySummaryEntry, type GetDailySummaryApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeDailySummaryPage } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { DailySummary } from './DailySummary'
import { failCall } from './fakeFoodLogApi'
import { renderFoodLog } from './renderFoodLog'

jest.setTimeout(20_000)

/** `count` days with meals, newest (2026-11-21) first; day i has 2000 + i + 0.25 kcal. */
function days(count: number): DailySummaryEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    date: dayjs('2026-11-21').subtract(index, 'day').format('YYYY-MM-DD'),
    calories: 2000 + index + 0.25,
    protein: 100.04,
    carbs: 250,
    fat: 70,
    meal_count: 3,
  }))
}

function serveSummary(all: DailySummaryEntry[]) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get<{ id: string }, never, GetDailySummaryApiResponse>(apiUrl('/user/:id/daily_summary'), ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const page = Number(params.get('page'))
      const size = Number(params.get('page_size'))
      return HttpResponse.json(
        makeDailySummaryPage(all.slice((page - 1) * size, page * size), {
          page,
          page_size: size,
          total_days: all.length,
          total_pages: Math.ceil(all.length / size),
        }),
      )
    }),
  )
  return asked
}

const rowDates = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent)

const pageTitles = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('title'))
    .filter((title) => /^\d+$/.test(title ?? ''))

describe('DailySummary', () => {
  it('shows 7 days a page, newest first, to 1 decimal', async () => {
    const asked = serveSummary(days(10))
    renderFoodLog(<DailySummary userId="42" />)

    expect(await screen.findByText('2000.3')).toBeInTheDocument()
    expect(rowDates()).toEqual([
      'Sat, Nov 21',
      'Fri, Nov 20',
      'Thu, Nov 19',
      'Wed, Nov 18',
      'Tue, Nov 17',
      'Mon, Nov 16',
      'Sun, Nov 15',
    ])
    expect(screen.getAllByText('100.0')).toHaveLength(7)
    expect(asked[0].get('page')).toBe('1')
    expect(asked[0].get('page_size')).toBe('7')
  })

  it('shows fiber, sugar and sodium after the macros, a dash where the day does not know them', async () => {
    const [known, unknown] = days(2)
    serveSummary([
      { ...known, fiber: 31.26, sugar: 40, sodium: 2300.4 },
      { ...unknown, fiber: null, sugar: null, sodium: null },
    ])
    renderFoodLog(<DailySummary userId="42" />)

    // The chart, once loaded, shows the calories too.
    await screen.findAllByText('2000.3')
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Calories(kcal)',
      'Protein(g)',
      'Carbs(g)',
      'Fat(g)',
      'Fiber(g)',
      'Sugar(g)',
      'Sodium(mg)',
    ])
    const cells = (row: number) =>
      within(within(screen.getByRole('table')).getAllByRole('row')[row])
        .getAllByRole('cell')
        .slice(4)
        .map((cell) => cell.textContent)
    expect(cells(1)).toEqual(['31.3', '40.0', '2300'])
    expect(cells(2)).toEqual(['–', '–', '–'])
  })

  it('pages through the days with 1 boundary page and 1 sibling page', async () => {
    serveSummary(days(70))
    const { user } = renderFoodLog(<DailySummary userId="42" />)
    await screen.findByText('Sat, Nov 21')

    await user.click(screen.getByTitle('3'))
    await user.click(await screen.findByTitle('4'))
    await user.click(await screen.findByTitle('5'))

    expect(await screen.findByText('Sat, Oct 24')).toBeInTheDocument()
    expect(rowDates()[0]).toBe('Sat, Oct 24')
    expect(pageTitles()).toEqual(['1', '4', '5', '6', '10'])
  })

  it('goes back to the last page with days when deleted meals leave fewer pages', async () => {
    const all = days(10)
    serveSummary(all)
    const { user, store } = renderFoodLog(<DailySummary userId="42" />)
    await user.click(await screen.findByTitle('2'))
    expect(await screen.findByText('Thu, Nov 12')).toBeInTheDocument()

    all.splice(5)
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'DailySummary', id: 'LIST' }]))
    })

    expect(await screen.findByText('Sat, Nov 21')).toBeInTheDocument()
    expect(rowDates()).toHaveLength(5)
    expect(screen.queryByText('No meals logged yet.')).not.toBeInTheDocument()
  })

  it('draws the days of the page as a chart', async () => {
    serveSummary(days(10))
    const { user } = renderFoodLog(<DailySummary userId="42" />)

    expect(
      await screen.findByRole('img', {
        name: 'Daily macros chart: calories, protein, carbs and fat per day, Sun, Nov 15 to Sat, Nov 21',
      }),
    ).toBeInTheDocument()

    await user.click(screen.getByTitle('2'))
    expect(
      await screen.findByRole('img', {
        name: 'Daily macros chart: calories, protein, carbs and fat per day, Thu, Nov 12 to Sat, Nov 14',
      }),
    ).toBeInTheDocument()
  })

  it('says "Failed to fetch daily summary" when the summary cannot be read', async () => {
    failCall('get', '/user/:id/daily_summary', 500)
    renderFoodLog(<DailySummary userId="42" />)

    expect(await screen.findByText('Failed to fetch daily summary')).toBeInTheDocument()
  })

  it("shows the server's detail when the summary cannot be read", async () => {
    failCall('get', '/user/:id/daily_summary', 503, 'Summary is being rebuilt')
    renderFoodLog(<DailySummary userId="42" />)

    expect(await screen.findByText('Summary is being rebuilt')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('img', { name: /^Daily macros chart/ })).not.toBeInTheDocument())
  })
})
