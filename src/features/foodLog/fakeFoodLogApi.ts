import { http, HttpResponse } from 'msw'
import type {
  ApiError,
  CopyDayApiResponse,
  CopyMealApiResponse,
  CreateMealApiResponse,
  DayCopyRequest,
  EstimateMacrosApiResponse,
  Food,
  GetDailySummaryApiResponse,
  ListMealsApiResponse,
  ListUserFoodsApiResponse,
  MacroEstimateRequest,
  Meal,
  MealCreate,
  MealItem,
  MealCopyRequest,
  MealUpdate,
  RecentFood,
  ReferenceFoodMatch,
  Targets,
  UpdateMealApiResponse,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeMeal } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { copyOf, DEFAULT_TARGETS, diaryOf, freshId, itemsOf, summaryOf } from './fakeFoodLogAnswers'

/** What the fake API was asked, for tests to check the payloads. */
export interface FakeFoodLogApi {
  foods: Food[]
  meals: Meal[]
  created: MealCreate[]
  estimated: MacroEstimateRequest[]
  updated: MealUpdate[]
  deleted: string[]
  foodSearches: Array<string | null>
  mealPages: number[]
  summaryPages: URLSearchParams[]
  diaryDays: string[]
  copies: Array<{ mealId: string; body: MealCopyRequest }>
  dayCopies: Array<{ date: string; body: DayCopyRequest }>
  referenceSearches: string[]
  /** The Idempotency-Key of each POST /meals (null when none was sent). */
  mealKeys: Array<string | null>
}

/** Targets of a person who set none: the profile's defaults. */
/**
 * A small in-memory Food Log backend (foods, meals, daily summary, estimate) behind MSW, so tests can log,
 * edit and delete meals and see the screen follow. `estimate` is what POST /estimateMacros answers.
 */
export function fakeFoodLogApi(
  initial: {
    foods?: Food[]
    meals?: Meal[]
    /** The items `POST /estimateMacros` answers; `assumed` is null unless given. */
    estimate?: (MealItem & { assumed?: string | null })[]
    recent?: RecentFood[]
    reference?: ReferenceFoodMatch[]
    targets?: Targets
  } = {},
) {
  const api: FakeFoodLogApi = {
    foods: initial.foods ?? [],
    meals: initial.meals ?? [],
    created: [],
    estimated: [],
    updated: [],
    deleted: [],
    foodSearches: [],
    mealPages: [],
    summaryPages: [],
    diaryDays: [],
    copies: [],
    dayCopies: [],
    referenceSearches: [],
    mealKeys: [],
  }
  // As the server does: a key seen before answers the first meal again instead of logging twice.
  const mealsByKey = new Map<string, Meal>()
  const targets = initial.targets ?? DEFAULT_TARGETS
  const byDateDesc = () => [...api.meals].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

  server.use(
    http.get(apiUrl('/user/:id/foods/recent'), () => HttpResponse.json(initial.recent ?? [])),
    http.get(apiUrl('/foods/reference'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? ''
      api.referenceSearches.push(q)
      return HttpResponse.json((initial.reference ?? []).filter((food) => food.name.includes(q.toLowerCase())))
    }),
    http.get<{ id: string; date: string }>(apiUrl('/user/:id/diary/:date'), ({ params }) => {
      api.diaryDays.push(params.date)
      return HttpResponse.json(diaryOf(params.date, api.meals, targets))
    }),
    http.post<{ id: string; mealId: string }, MealCopyRequest, CopyMealApiResponse>(
      apiUrl('/user/:id/meals/:mealId/copy'),
      async ({ request, params }) => {
        const body = await request.json()
        api.copies.push({ mealId: params.mealId, body })
        const source = api.meals.find((meal) => meal.id === params.mealId)
        if (!source) return HttpResponse.json({ detail: 'Meal not found' } as never, { status: 404 })
        const meal = copyOf(source, body.date, body.meal_type)
        api.meals.push(meal)
        return HttpResponse.json(meal, { status: 201 })
      },
    ),
    http.post<{ id: string; date: string }, DayCopyRequest, CopyDayApiResponse>(
      apiUrl('/user/:id/diary/:date/copy'),
      async ({ request, params }) => {
        const body = await request.json()
        api.dayCopies.push({ date: params.date, body })
        const copies = diaryOf(params.date, api.meals, targets).meals.map((meal) => copyOf(meal, body.to_date))
        if (copies.length === 0) return HttpResponse.json({ detail: 'No meals on that day.' } as never, { status: 404 })
        api.meals.push(...copies)
        return HttpResponse.json({ meals: copies }, { status: 201 })
      },
    ),
    http.get<{ id: string }, never, ListUserFoodsApiResponse>(apiUrl('/user/:id/foods'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const q = params.get('q')
      api.foodSearches.push(q)
      const found = api.foods.filter((food) => !q || food.name.toLowerCase().includes(q.toLowerCase()))
      return HttpResponse.json(found.slice(0, Number(params.get('limit') ?? found.length)))
    }),
    http.get<{ id: string }, never, ListMealsApiResponse>(apiUrl('/user/:id/meals'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const offset = Number(params.get('offset') ?? 0)
      api.mealPages.push(offset)
      return HttpResponse.json(byDateDesc().slice(offset, offset + Number(params.get('limit') ?? 10)))
    }),
    http.post<{ id: string }, MealCreate, CreateMealApiResponse>(apiUrl('/user/:id/meals'), async ({ request }) => {
      const body = await request.json()
      const key = request.headers.get('idempotency-key')
      api.mealKeys.push(key)
      const replay = key ? mealsByKey.get(key) : undefined
      if (replay) return HttpResponse.json(replay, { status: 201 })
      api.created.push(body)
      const meal = makeMeal(
        {
          id: freshId('meal'),
          date: body.date,
          local_date: body.date.slice(0, 10),
          meal_type: body.meal_type,
          meal_text: body.meal_text ?? null,
        },
        itemsOf(body.foods, api.foods),
      )
      api.meals.push(meal)
      if (key) mealsByKey.set(key, meal)
      return HttpResponse.json(meal, { status: 201 })
    }),
    http.put<{ id: string; mealId: string }, MealUpdate, UpdateMealApiResponse>(
      apiUrl('/user/:id/meals/:mealId'),
      async ({ request, params }) => {
        const body = await request.json()
        api.updated.push(body)
        const old = api.meals.find((meal) => meal.id === params.mealId)
        if (!old) return HttpResponse.json({ detail: 'Meal not found' } as never, { status: 404 })
        const { macros: _old, ...fields } = old
        const date = body.date ?? fields.date
        const meal = makeMeal(
          {
            ...fields,
            meal_text: body.meal_text ?? null,
            meal_type: body.meal_type ?? fields.meal_type,
            date,
            local_date: date.slice(0, 10),
          },
          itemsOf(body.macros?.foods ?? [], []),
        )
        api.meals = api.meals.map((candidate) => (candidate.id === meal.id ? meal : candidate))
        return HttpResponse.json(meal)
      },
    ),
    http.delete<{ id: string; mealId: string }>(apiUrl('/user/:id/meals/:mealId'), ({ params }) => {
      api.deleted.push(params.mealId)
      api.meals = api.meals.filter((meal) => meal.id !== params.mealId)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get<{ id: string }, never, GetDailySummaryApiResponse>(apiUrl('/user/:id/daily_summary'), ({ request }) => {
      const params = new URL(request.url).searchParams
      api.summaryPages.push(params)
      const page = Number(params.get('page') ?? 1)
      const size = Number(params.get('page_size') ?? 7)
      const days = summaryOf(api.meals)
      return HttpResponse.json({
        items: days.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total_days: days.length,
        total_pages: Math.max(1, Math.ceil(days.length / size)),
      })
    }),
    http.post<never, MacroEstimateRequest, EstimateMacrosApiResponse>(
      apiUrl('/estimateMacros'),
      async ({ request }) => {
        api.estimated.push(await request.json())
        return HttpResponse.json({ items: (initial.estimate ?? []).map((item) => ({ assumed: null, ...item })) })
      },
    ),
  )
  return api
}

/** Makes one Food Log call fail with `status` and, if given, a `{detail}` body. */
export function failCall(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, detail?: string) {
  server.use(
    http[method](apiUrl(path), () =>
      HttpResponse.json<ApiError | Record<string, never>>(detail ? { detail } : {}, { status }),
    ),
  )
}
