import { http, HttpResponse } from 'msw'
import type {
  ApiError,
  CopyDayApiResponse,
  CopyMealApiResponse,
  CreateMealApiResponse,
  DayCopyRequest,
  Diary,
  DailySummaryEntry,
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
export const DEFAULT_TARGETS: Targets = {
  calories: 2000,
  protein: 100,
  carbs: 250,
  fat: 67,
  fiber: 28,
  source: 'auto',
  missing_profile: [],
}

const MEAL_ORDER = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert']
const round1 = (value: number) => Math.round(value * 10) / 10

function diaryOf(date: string, meals: Meal[], targets: Targets): Diary {
  const day = meals
    .filter((meal) => meal.local_date === date)
    .sort((a, b) => MEAL_ORDER.indexOf(a.meal_type) - MEAL_ORDER.indexOf(b.meal_type) || a.date.localeCompare(b.date))
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') => round1(day.reduce((t, m) => t + m.macros[key], 0))
  // As the server sums them: the items' known values (per serving × quantity), null when no item knows one.
  const known = (key: 'fiber' | 'sugar' | 'sodium') => {
    const values = day.flatMap((meal) =>
      meal.macros.items.flatMap((i) => (i[key] == null ? [] : [i[key] * i.quantity])),
    )
    return values.length === 0 ? null : round1(values.reduce((t, v) => t + v, 0))
  }
  const totals = {
    calories: sum('calories'),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fat: sum('fat'),
    fiber: known('fiber'),
    sugar: known('sugar'),
    sodium: known('sodium'),
  }
  const remaining = {
    calories: round1(targets.calories - totals.calories),
    protein: round1(targets.protein - totals.protein),
    carbs: round1(targets.carbs - totals.carbs),
    fat: round1(targets.fat - totals.fat),
  }
  return { date, targets, totals, remaining, meals: day }
}

/** A meal moved to another day, keeping its time of day and offset (as the server copies). */
function copyOf(meal: Meal, day: string, mealType?: Meal['meal_type']): Meal {
  const date = day.length === 10 ? `${day}${meal.date.slice(10)}` : day
  return { ...meal, id: freshId('meal'), date, local_date: date.slice(0, 10), meal_type: mealType ?? meal.meal_type }
}

let nextId = 1
const freshId = (prefix: string) => `${prefix}${String(nextId++).padStart(12 - prefix.length, '0')}`

function summaryOf(meals: Meal[]): DailySummaryEntry[] {
  const days = new Map<string, DailySummaryEntry>()
  for (const meal of meals) {
    const day = days.get(meal.local_date) ?? {
      date: meal.local_date,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      meal_count: 0,
    }
    day.calories += meal.macros.calories
    day.protein += meal.macros.protein
    day.carbs += meal.macros.carbs
    day.fat += meal.macros.fat
    day.meal_count += 1
    days.set(meal.local_date, day)
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date))
}

function itemsOf(foods: MealCreate['foods'], library: Food[]): MealItem[] {
  return foods.map((entry) => {
    const food = 'id' in entry ? library.find((candidate) => candidate.id === entry.id) : undefined
    const source = food ?? (entry as MealItem)
    return {
      id: freshId('item'),
      name: source.name,
      quantity: entry.quantity ?? 1,
      serving_size: source.serving_size ?? null,
      calories: source.calories ?? 0,
      protein: source.protein ?? 0,
      carbs: source.carbs ?? 0,
      fat: source.fat ?? 0,
      recipe_id: source.recipe_id ?? null,
      is_recipe: source.is_recipe ?? false,
      food_id: food?.id ?? null,
      grams: null,
      source: food ? 'user_food' : 'manual',
    }
  })
}

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
