import { http, HttpResponse } from 'msw'
import dayjs from 'dayjs'
import type {
  DailySummaryEntry,
  GetDailySummaryApiResponse,
  GetProgressApiResponse,
  ListWeightsApiResponse,
  LogWeightApiResponse,
  Progress,
  ProgressDay,
  Weight,
  WeightCreate,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { server } from '../../testing/server'
import { shiftDay, today } from '../foodLog/diaryDays'
import type { MacroTotals } from './macroSeries'

/** What the fake API holds and was asked, for tests to check the payloads. */
export interface FakeProgressApi {
  weights: Weight[]
  /** The body of each POST /weights that logged something. */
  logged: WeightCreate[]
  /** The Idempotency-Key of each POST /weights (null when none was sent). */
  weightKeys: Array<string | null>
  deleted: string[]
  /** The query of each GET /progress. */
  progressQueries: URLSearchParams[]
  /** The query of each GET /weights. */
  weightQueries: URLSearchParams[]
  /** The query of each GET /daily_summary. */
  summaryQueries: URLSearchParams[]
}

interface FakeProgressOptions {
  weights?: Weight[]
  /** Logged calories by day (YYYY-MM-DD). */
  intake?: Record<string, number>
  /** What GET /progress answers beyond the days, weigh-ins and trend it computes (expenditure, goal…). */
  progress?: Partial<Omit<Progress, 'trend' | 'days' | 'end'>>
  /** The totals of the days with meals (YYYY-MM-DD), for GET /daily_summary. */
  summary?: Record<string, MacroTotals>
}

let nextId = 1
const freshId = () => `weight${String(nextId++).padStart(6, '0')}`

/** The `days` days ending at `end` with their weigh-ins, the smoothed trend (openapi.yaml Progress) and intake. */
function trendOf(weights: Weight[], intake: Record<string, number>, days: number, end: string): ProgressDay[] {
  const byDay = new Map(weights.map((weight) => [weight.date, weight.weight_kg]))
  let trend: number | null = null
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDay(end, index - days + 1)
    const weight = byDay.get(date) ?? null
    if (weight !== null) trend = trend === null ? weight : trend + 0.1 * (weight - trend)
    const trendKg = trend === null ? null : Math.round(trend * 100) / 100
    return { date, weight_kg: weight, trend_kg: trendKg, intake_kcal: intake[date] ?? null }
  })
}

/**
 * One page of the daily summary as the server makes it (openapi.yaml getDailySummary): the days from `end` back to
 * the first logged day, newest first, `pageSize` a page, a day without meals as zeros.
 */
function summaryPage(summary: Record<string, MacroTotals>, params: URLSearchParams): GetDailySummaryApiResponse {
  const page = Number(params.get('page') ?? 1)
  const pageSize = Number(params.get('page_size') ?? 7)
  const end = params.get('end') ?? today()
  const first = Object.keys(summary).sort()[0]
  const totalDays = first ? Math.max(0, dayjs(end).diff(first, 'day') + 1) : 0
  const skipped = (page - 1) * pageSize
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, totalDays - skipped)) }, (_, index) => {
    const date = shiftDay(end, -(skipped + index))
    const totals = summary[date]
    const entry: DailySummaryEntry = totals
      ? { date, ...totals, meal_count: 1 }
      : { date, calories: 0, protein: 0, carbs: 0, fat: 0, meal_count: 0 }
    return entry
  })
  return { items, page, page_size: pageSize, total_days: totalDays, total_pages: Math.ceil(totalDays / pageSize) }
}

/**
 * A small in-memory weigh-ins backend behind MSW (one weigh-in a day, a second replaces the first; a repeated
 * Idempotency-Key answers the first write again) and GET /progress computed from it: by default too little data for a
 * learned expenditure, a formula estimate of 2,400 kcal and a suggestion of 1,900 kcal to lose weight; and the daily
 * summary of the meals' totals given.
 */
export function fakeProgressApi({ weights = [], intake = {}, progress = {}, summary = {} }: FakeProgressOptions = {}) {
  const api: FakeProgressApi = {
    weights: [...weights],
    logged: [],
    weightKeys: [],
    deleted: [],
    progressQueries: [],
    weightQueries: [],
    summaryQueries: [],
  }
  const byKey = new Map<string, Weight>()
  const oldestFirst = () => [...api.weights].sort((a, b) => a.date.localeCompare(b.date))

  server.use(
    http.get<{ id: string }, never, GetDailySummaryApiResponse>(apiUrl('/user/:id/daily_summary'), ({ request }) => {
      const params = new URL(request.url).searchParams
      api.summaryQueries.push(params)
      return HttpResponse.json(summaryPage(summary, params))
    }),
    http.get<{ id: string }, never, ListWeightsApiResponse>(apiUrl('/user/:id/weights'), ({ request }) => {
      const params = new URL(request.url).searchParams
      api.weightQueries.push(params)
      const to = params.get('to') ?? today()
      const from = params.get('from') ?? shiftDay(to, -365)
      return HttpResponse.json(oldestFirst().filter((weight) => weight.date >= from && weight.date <= to))
    }),
    http.post<{ id: string }, WeightCreate, LogWeightApiResponse>(apiUrl('/user/:id/weights'), async ({ request }) => {
      const body = await request.json()
      const key = request.headers.get('idempotency-key')
      api.weightKeys.push(key)
      const replay = key ? byKey.get(key) : undefined
      if (replay) return HttpResponse.json(replay, { status: 201 })
      api.logged.push(body)
      const sameDay = api.weights.find((weight) => weight.date === body.date)
      const weight = { id: sameDay?.id ?? freshId(), date: body.date, weight_kg: body.weight_kg }
      api.weights = [...api.weights.filter((other) => other.date !== body.date), weight]
      if (key) byKey.set(key, weight)
      return HttpResponse.json(weight, { status: 201 })
    }),
    http.delete<{ id: string; weightId: string }>(apiUrl('/user/:id/weights/:weightId'), ({ params }) => {
      api.deleted.push(params.weightId)
      api.weights = api.weights.filter((weight) => weight.id !== params.weightId)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get<{ id: string }, never, GetProgressApiResponse>(apiUrl('/user/:id/progress'), ({ request }) => {
      const params = new URL(request.url).searchParams
      api.progressQueries.push(params)
      const days = Number(params.get('days') ?? 28)
      const end = params.get('end') ?? today()
      const trend = trendOf(api.weights, intake, days, end)
      const logged = trend.filter((day) => day.intake_kcal !== null)
      const known = trend.filter((day) => day.trend_kg !== null)
      return HttpResponse.json({
        days,
        end,
        trend,
        expenditure_kcal: null,
        formula_kcal: 2400,
        confidence: 'none',
        days_logged: logged.length,
        weigh_ins: trend.filter((day) => day.weight_kg !== null).length,
        min_days_logged: 14,
        min_weigh_ins: 8,
        mean_intake_kcal:
          logged.length > 0 ? logged.reduce((sum, day) => sum + day.intake_kcal!, 0) / logged.length : null,
        trend_change_kg: known.length > 0 ? known[known.length - 1].trend_kg! - known[0].trend_kg! : null,
        goal: 'lose weight',
        suggested_calories: 1900,
        ...progress,
      })
    }),
  )
  return api
}
