import { http, HttpResponse } from 'msw'
import { today } from '../features/foodLog/diaryDays'
import { MEAL_LOG_PAGE_SIZE, RECENT_FOODS_LIMIT, SUMMARY_PAGE_SIZE } from '../features/foodLog/foodLogConstants'
import { api } from '../api/api'
import { apiUrl } from '../testing/apiUrl'
import { server } from '../testing/server'
import { forgetFirstScreen, localToday, prefetchFirstScreen } from './firstScreenData'
import { makeStore } from './store'

/** The reads the store has started, by endpoint and arguments. */
const startedReads = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.queries).map((query) => [query?.endpointName, query?.originalArgs])

describe('prefetchFirstScreen', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/user/:id/diary/:date'), () => HttpResponse.json({ meals: [] })),
      http.get(apiUrl('/user/:id/foods/recent'), () => HttpResponse.json([])),
      http.get(apiUrl('/user/:id/daily_summary'), () =>
        HttpResponse.json({ items: [], total_days: 0, total_pages: 0 }),
      ),
      http.get(apiUrl('/user/:id/meals'), () => HttpResponse.json([])),
    ),
  )

  it("starts the user's record and the reads of the Food Log's first view on the Food Log", () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/food-log')

    expect(startedReads(store)).toEqual([
      ['getUser', { id: '42' }],
      ['getDiary', { id: '42', date: today() }],
      ['listRecentFoods', { id: '42', limit: RECENT_FOODS_LIMIT }],
      ['getDailySummary', { id: '42', page: 1, pageSize: SUMMARY_PAGE_SIZE, end: today() }],
      ['listMeals', { id: '42', limit: MEAL_LOG_PAGE_SIZE, offset: 0 }],
    ])
  })

  it('starts them once per store and person', () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/recipes')
    store.dispatch(api.util.resetApiState())
    prefetchFirstScreen(store.dispatch, '42', '/recipes')
    expect(startedReads(store)).toEqual([])
    prefetchFirstScreen(store.dispatch, '43', '/recipes')
    expect(startedReads(store)).toEqual([['getUser', { id: '43' }]])
  })

  it('starts them again after a sign-out, for the same person too', () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/recipes')
    store.dispatch(api.util.resetApiState())
    forgetFirstScreen(store.dispatch)
    prefetchFirstScreen(store.dispatch, '42', '/recipes')
    expect(startedReads(store)).toEqual([['getUser', { id: '42' }]])
  })

  it("starts the Food Log's reads on /login, which goes on to the Food Log for someone signed in", () => {
    const store = makeStore()
    prefetchFirstScreen(store.dispatch, '42', '/login')
    expect(startedReads(store)).toContainEqual(['getDiary', { id: '42', date: today() }])
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
