import { screen } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type {
  AddFavoriteFoodApiResponse,
  Food,
  ListFavoriteFoodsApiResponse,
  ListUserFoodsApiArg,
  ListUserFoodsApiResponse,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood } from '../../testing/fixtures'
import { server } from '../../testing/server'

/** `count` foods named "Food 1", "Food 2", …, the first one newest, with 12-character ids. */
export function makeFoods(count: number): Food[] {
  return Array.from({ length: count }, (_, index) =>
    makeFood({
      id: `food${String(index + 1).padStart(8, '0')}`,
      name: `Food ${index + 1}`,
      calories: 100 + index,
      date_added: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    }),
  )
}

const byNumber = (key: 'calories' | 'protein' | 'carbs' | 'fat') => (a: Food, b: Food) => (b[key] ?? 0) - (a[key] ?? 0)

const sorters: Record<NonNullable<ListUserFoodsApiArg['sort']>, (a: Food, b: Food) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  date: (a, b) => b.date_added.localeCompare(a.date_added),
  date_asc: (a, b) => a.date_added.localeCompare(b.date_added),
  calories: byNumber('calories'),
  protein: byNumber('protein'),
  carbs: byNumber('carbs'),
  fat: byNumber('fat'),
}

/**
 * A small fake of the foods calls of the Unique Foods screen (library pages with a name search, sort, favourites
 * filter, limit and offset as the contract describes them; the favourites list and toggle). It records the requests
 * it got.
 */
export function fakeFoodLibrary(foods: Food[], favoriteIds: string[] = []) {
  const fake = { foods, favorites: new Set(favoriteIds), listRequests: [] as URLSearchParams[], calls: [] as string[] }
  server.use(
    http.get<{ id: string }, never, ListUserFoodsApiResponse>(apiUrl('/user/:id/foods'), ({ request }) => {
      const query = new URL(request.url).searchParams
      fake.listRequests.push(query)
      const sort = (query.get('sort') ?? 'date') as keyof typeof sorters
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 20)
      const q = query.get('q')?.toLowerCase()
      const shown = fake.foods
        .filter((food) => query.get('favorites') !== 'true' || fake.favorites.has(food.id))
        .filter((food) => !q || food.name.toLowerCase().includes(q))
      return HttpResponse.json([...shown].sort(sorters[sort]).slice(offset, offset + limit))
    }),
    http.get<{ id: string }, never, ListFavoriteFoodsApiResponse>(apiUrl('/user/:id/foods/favorites'), () =>
      HttpResponse.json([...fake.favorites]),
    ),
    http.post<{ id: string; foodId: string }, never, AddFavoriteFoodApiResponse>(
      apiUrl('/user/:id/foods/:foodId/favorite'),
      ({ params }) => {
        fake.calls.push(`POST ${params.foodId}`)
        fake.favorites.add(params.foodId)
        return HttpResponse.json(fake.foods.find((food) => food.id === params.foodId) ?? makeFood())
      },
    ),
    http.delete<{ id: string; foodId: string }>(apiUrl('/user/:id/foods/:foodId/favorite'), ({ params }) => {
      fake.calls.push(`DELETE ${params.foodId}`)
      fake.favorites.delete(params.foodId)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return fake
}

/** Makes the page look `scrollHeight` px tall and scrolled to `scrollTop` in a 800 px window (jsdom has no layout). */
export function setPageLayout(scrollTop: number, scrollHeight: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight })
}

/** Scrolls the page to `scrollTop` of a `scrollHeight` px tall page. */
export function scrollWindow(scrollTop: number, scrollHeight: number): void {
  setPageLayout(scrollTop, scrollHeight)
  window.dispatchEvent(new Event('scroll'))
}

/** Undoes setPageLayout (jsdom has no layout: everything measures 0 again). */
export function resetWindowScroll(): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
  Reflect.deleteProperty(document.documentElement, 'scrollHeight')
}

/**
 * The open dialog with this title. Under test, antd labels every dialog by the same id ('test-id'), so a dialog
 * opened over another cannot be found by its accessible name.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' })
  return heading.closest<HTMLElement>('[role="dialog"]')!
}

/**
 * A user that does not check CSS pointer-events before each click: that check walks every ancestor through jsdom's
 * getComputedStyle over all of antd's style rules and made these tests take many seconds.
 */
export function quickUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}
