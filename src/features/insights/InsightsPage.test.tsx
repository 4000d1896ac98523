import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { GetAdviceApiResponse, GetInsightsLogApiResponse, InsightLogEntry } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { InsightsPage } from './InsightsPage'

const ADVICE = 'You averaged 1,640 kcal over the last 7 days.\n\n- Protein was 62 g a day.\n- Add a snack.'

/** The insights calls of user 42: the log, and new advice that joins the log. */
function fakeInsights(options: { log?: InsightLogEntry[]; advice?: () => Response | Promise<Response> } = {}) {
  const log = [...(options.log ?? [])]
  const logRequests: Request[] = []
  server.use(
    http.get<{ userId: string }, never, GetInsightsLogApiResponse>(apiUrl('/user/42/insights_log'), ({ request }) => {
      logRequests.push(request)
      return HttpResponse.json(log)
    }),
    http.post<{ userId: string }, never, GetAdviceApiResponse>(apiUrl('/user/42/advice'), async () => {
      if (options.advice) return options.advice()
      await delay(30)
      const entry = { id: 'advice000002', created_at: '2026-11-22T09:00:00.000Z', advice: ADVICE }
      log.unshift(entry)
      return HttpResponse.json(entry)
    }),
  )
  return { logRequests }
}

function renderInsights() {
  return renderWithProviders(<InsightsPage />, { preloadedState: signedInState() })
}

const adviceBox = () => screen.getByRole('textbox', { name: 'Advice' })
const getInsights = () => screen.getByRole('button', { name: /Get Insights/ })

describe('Insights', () => {
  it("says 'No previous insights yet.' when the log is empty", async () => {
    fakeInsights()
    renderInsights()

    expect(screen.getByRole('heading', { name: 'Insights' })).toBeInTheDocument()
    expect(await screen.findByText('No previous insights yet.')).toBeInTheDocument()
    expect(adviceBox()).toHaveAttribute('readonly')
    expect(adviceBox()).toHaveValue('')
  })

  it('lists the log newest first, each advice with its date', async () => {
    fakeInsights({
      log: [
        { id: 'advice000001', created_at: '2026-11-01T09:00:00.000Z', advice: 'Older advice' },
        { id: 'advice000003', created_at: '2026-11-20T09:00:00.000Z', advice: 'Newer advice' },
      ],
    })
    renderInsights()

    const list = await screen.findByRole('list', { name: 'Insights Log' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/advice$/).textContent)).toEqual(['Newer advice', 'Older advice'])
    expect(within(items[0]).getByText(/Nov 20, 2026/)).toBeInTheDocument()
  })

  it('shows 50 entries, then older ones a page at a time when asked', async () => {
    const entries = Array.from({ length: 70 }, (_, index) => ({
      id: `advice${String(index).padStart(6, '0')}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 70 - index)).toISOString(),
      advice: `Advice number ${index}`,
    }))
    server.use(
      http.get(apiUrl('/user/42/insights_log'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before')
        const older = entries.filter((entry) => !before || entry.created_at < before)
        return HttpResponse.json(older.slice(0, 50))
      }),
    )
    const { user } = renderInsights()

    const list = await screen.findByRole('list', { name: 'Insights Log' })
    expect(within(list).getAllByText(/^Advice number/)).toHaveLength(50)
    await user.click(screen.getByRole('button', { name: 'Show older advice' }))

    expect(await within(list).findByText('Advice number 69')).toBeInTheDocument()
    expect(within(list).getAllByText(/^Advice number/)).toHaveLength(70)
    expect(screen.queryByRole('button', { name: 'Show older advice' })).not.toBeInTheDocument()
  })

  it('gets advice into the read-only box, with a loading state, and adds it to the log', async () => {
    const { logRequests } = fakeInsights()
    const { user } = renderInsights()
    await screen.findByText('No previous insights yet.')

    await user.click(getInsights())
    expect(getInsights()).toHaveClass('ant-btn-loading')

    await screen.findByDisplayValue(/You averaged 1,640 kcal/)
    expect(adviceBox()).toHaveValue(ADVICE)
    const list = await screen.findByRole('list', { name: 'Insights Log' })
    expect(within(list).getByText(/Protein was 62 g a day/)).toBeInTheDocument()
    expect(logRequests).toHaveLength(2)
    expect(getInsights()).not.toHaveClass('ant-btn-loading')
  })

  it("shows 'No advice returned.' when the answer has no advice", async () => {
    fakeInsights({ advice: () => HttpResponse.json({ id: 'x', created_at: '2026-11-22T09:00:00.000Z' } as never) })
    const { user } = renderInsights()

    await user.click(getInsights())

    expect(await screen.findByDisplayValue('No advice returned.')).toBeInTheDocument()
  })

  it("says 'Failed to fetch insights' when the server answers with an error without detail", async () => {
    fakeInsights({ advice: () => HttpResponse.json({} as never, { status: 500 }) })
    const { user } = renderInsights()

    await user.click(getInsights())

    expect(await screen.findByText('Failed to fetch insights')).toBeInTheDocument()
  })

  it("shows the server's detail when there is one", async () => {
    fakeInsights({ advice: () => HttpResponse.json({ detail: 'Too many requests' } as never, { status: 429 }) })
    const { user } = renderInsights()

    await user.click(getInsights())

    expect(await screen.findByText('Too many requests')).toBeInTheDocument()
  })

  it("says 'Error fetching insights' when no answer comes back", async () => {
    fakeInsights({ advice: () => HttpResponse.error() })
    const { user } = renderInsights()

    await user.click(getInsights())

    expect(await screen.findByText('Error fetching insights')).toBeInTheDocument()
  })

  it('shows a log that fails to load as an error, not as empty', async () => {
    server.use(http.get(apiUrl('/user/42/insights_log'), () => HttpResponse.json({}, { status: 500 })))
    renderInsights()

    expect(await screen.findByText('Failed to fetch insights')).toBeInTheDocument()
    expect(screen.queryByText('No previous insights yet.')).not.toBeInTheDocument()
  })
})
