import type { SeededHistory } from './seedHistory'

/**
 * The cases of `npm run bench:api` (scripts/benchApi.ts): the Food Log reads, the day diary, recent foods, the
 * reference-food search, POST meals and the meal and day copies, each as the request autocannon sends (with a fresh
 * day, meal or query for each request where the case says so).
 */

/** Share of the five-year history seeded (BENCH_SCALE, default 1): compare 0.01 with 1 to see paging at work. */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1)

/** A request as autocannon takes it (the package ships no types). */
export interface AutocannonRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export interface BenchCase {
  name: string
  request: (seeded: SeededHistory) => AutocannonRequest & { setupRequest?: (r: AutocannonRequest) => AutocannonRequest }
}

/** A random calendar day of the five-year history, YYYY-MM-DD. */
function historyDay(): string {
  return new Date(Date.now() - Math.floor(Math.random() * 5 * 365 * SCALE) * 24 * 3600 * 1000)
    .toISOString()
    .slice(0, 10)
}

/**
 * A random calendar day in the ten years before the history: the copies land there, so no day the bench copies from
 * grows with every copy.
 */
function dayBeforeHistory(): string {
  const daysBack = Math.ceil(5 * 365 * SCALE) + 30 + Math.floor(Math.random() * 3650)
  return new Date(Date.now() - daysBack * 24 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A random element of a list. */
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]

/** Words people search the reference foods for. */
const REFERENCE_QUERIES = ['banana', 'egg', 'chicken breast', 'rice', 'greek yogurt', 'apple', 'oat', 'salmon', 'br']

/** A meal of three of the user's foods on a random day of the history, as the Food Log sends one. */
function mealBody(seeded: SeededHistory): string {
  const pick = () => seeded.foodIds[Math.floor(Math.random() * seeded.foodIds.length)]
  const day = historyDay()
  return JSON.stringify({
    foods: [pick(), pick(), pick()].map((id, i) => ({ id, name: 'food', quantity: i + 1 })),
    meal_text: '',
    date: `${day}T12:30:00+01:00`,
    meal_type: 'lunch',
  })
}

export const CASES: BenchCase[] = [
  // No database and no token: the floor this machine puts under every other case.
  { name: 'GET config (floor, no database)', request: () => ({ method: 'GET', path: '/api/config', headers: {} }) },
  // Each list read twice: "fresh" reads the database every time (a unique, ignored query parameter defeats the
  // in-memory answers); "again" is the same read repeated, as a screen visited again before the next write sees it.
  ...listReads('GET meals (first page)', (s) => `/api/user/${s.userId}/meals`),
  ...listReads('GET daily_summary (first page)', (s) => `/api/user/${s.userId}/daily_summary`),
  ...listReads('GET user foods (first page)', (s) => `/api/user/${s.userId}/foods`),
  ...listReads('GET recipes (first page)', () => '/api/recipes'),
  // The day diary: targets, a random day's meals and their totals (no in-memory answers).
  {
    name: 'GET diary (a random day)',
    request: (s) => ({
      ...get(`/api/user/${s.userId}/diary/${historyDay()}`),
      setupRequest: (request) => ({ ...request, path: `/api/user/${s.userId}/diary/${historyDay()}` }),
    }),
  },
  { name: 'GET recent foods (20)', request: (s) => get(`/api/user/${s.userId}/foods/recent`) },
  { name: 'GET recent foods (50)', request: (s) => get(`/api/user/${s.userId}/foods/recent?limit=50`) },
  {
    name: 'GET reference foods search',
    request: () => ({
      ...get('/api/foods/reference?q=egg'),
      setupRequest: (request) => ({
        ...request,
        path: `/api/foods/reference?q=${encodeURIComponent(pickOne(REFERENCE_QUERIES))}`,
      }),
    }),
  },
  {
    name: 'POST meals',
    request: (s) => ({
      method: 'POST',
      path: `/api/user/${s.userId}/meals`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: mealBody(s) }),
    }),
  },
  // Copies last. Both land before the history, so the days the day copy reads keep their seeded size whatever the
  // meal copy's speed (copied onto history days, its copies doubled them).
  {
    name: 'POST copy a meal (to an earlier day)',
    request: (s) => ({
      method: 'POST',
      path: `/api/user/${s.userId}/meals/${s.mealIds[0]}/copy`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        path: `/api/user/${s.userId}/meals/${pickOne(s.mealIds)}/copy`,
        body: JSON.stringify({ date: dayBeforeHistory() }),
      }),
    }),
  },
  {
    name: 'POST copy a day (to an earlier day)',
    request: (s) => ({
      method: 'POST',
      path: `/api/user/${s.userId}/diary/${historyDay()}/copy`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        path: `/api/user/${s.userId}/diary/${historyDay()}/copy`,
        body: JSON.stringify({ to_date: dayBeforeHistory() }),
      }),
    }),
  },
]

function get(pathname: string): AutocannonRequest {
  return { method: 'GET', path: pathname, headers: {} }
}

function listReads(name: string, pathname: (seeded: SeededHistory) => string): BenchCase[] {
  let reads = 0
  return [
    {
      name: `${name}, fresh`,
      request: (s) => ({
        ...get(pathname(s)),
        setupRequest: (request) => ({ ...request, path: `${pathname(s)}?bench=${(reads += 1)}` }),
      }),
    },
    { name: `${name}, again`, request: (s) => get(pathname(s)) },
  ]
}
