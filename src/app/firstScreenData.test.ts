import { http, HttpResponse } from 'msw'
import { today } from '../features/foodLog/diaryDays'
import { RECENT_FOODS_LIMIT } from '../features/foodLog/foodLogConstants'
import { apiUrl } from '../testing/apiUrl'
import { server } from '../testing/server'
import { localToday, prefetchFirstScreen } from './firstScreenData'
import { makeStore } from './store'

/** The reads the store has started, by endpoint and arguments. */
const startedReads = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.queries).map((query) => [query?.endpointName, query?.originalArgs])

describe('prefetchFirstScreen', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/user/:id/diary/:date'), () => HttpResponse.json({ meals: [] })),
      http.get(apiUrl('/user/:id/foods/recent'), () => HttpResponse.json([])),
    ),
  )

  it("starts the user's record, today's diary and the recent foods on the Food Log", () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/food-log')

    expect(startedReads(store)).toEqual([
      ['getUser', { id: '42' }],
      ['getDiary', { id: '42', date: today() }],
      ['listRecentFoods', { id: '42', limit: RECENT_FOODS_LIMIT }],
    ])
  })

  it("starts only the user's record on the other screens", () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/recipes')

    expect(startedReads(store)).toEqual([['getUser', { id: '42' }]])
  })
})

describe('localToday', () => {
  it('names the day as the day diary does, in the local time zone', () => {
    expect(localToday()).toBe(today())
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
