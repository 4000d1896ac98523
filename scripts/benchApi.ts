import { type ChildProcess, spawn } from 'node:child_process'
import { Client } from 'pg'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { TokenService } from '../server/services/auth/sessionTokens'
import { seedHistory, type SeededHistory } from './seedHistory'

/** The parts of autocannon's options and results this bench uses (the package ships no types). */
interface AutocannonRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}
interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  requests: Array<AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }>
}) => Promise<AutocannonResult>

const autocannon = createRequire(__filename)('autocannon') as Autocannon

/** Seconds each case runs (BENCH_SECONDS), after a one-second warm-up. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Share of the five-year history to seed (BENCH_SCALE, default 1): compare 0.01 with 1 to see paging at work. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const CONNECTIONS = [1, 10]
/** BENCH_CASES: a regular expression; only the cases whose name it matches run (e.g. `diary|copy`). */
const ONLY = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null
/** BENCH_CPU_PROF: a folder for the server's V8 CPU profile (open it in Chrome DevTools or speedscope). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
/** The target of the food-log issue: p99 under this many milliseconds at 10 connections. */
const TARGET_P99_MS = 20

interface BenchCase {
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
 * A random calendar day in the ten years before the history: copies of whole days land there, so no day the
 * bench copies from grows with every copy.
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

const CASES: BenchCase[] = [
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
  // Copies last: each adds meals to the history the reads above measured.
  {
    name: 'POST copy a meal (to a random day)',
    request: (s) => ({
      method: 'POST',
      path: `/api/user/${s.userId}/meals/${s.mealIds[0]}/copy`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        path: `/api/user/${s.userId}/meals/${pickOne(s.mealIds)}/copy`,
        body: JSON.stringify({ date: historyDay() }),
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer ${url} within 2 minutes`)
}

/**
 * Seeds the history (five years at scale 1) into a fresh PGlite DATA_DIR, or the given PostgreSQL database; returns
 * the user and a session token.
 */
async function seed(dataDir: string, env: Record<string, string | undefined>) {
  const config = loadConfig(env)
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || null })
  try {
    const started = Date.now()
    const seeded = await seedHistory(database.db, {
      years: 5 * SCALE,
      meals: Math.max(1, Math.round(10_000 * SCALE)),
      foods: Math.max(30, Math.round(2000 * SCALE)),
      recipes: Math.max(20, Math.round(300 * SCALE)),
    })
    const token = await new TokenService(config.jwtSecret, database.db).issueSession(seeded.userId)
    console.log(
      `Seeded ${seeded.meals} meals, ${seeded.items} items, ${seeded.foodIds.length + seeded.recipeIds.length} foods, ` +
        `${seeded.recipeIds.length} recipes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    return { seeded, token }
  } finally {
    await database.close()
  }
}

/** BENCH_DATABASE_URL: a PostgreSQL server to bench on instead of PGlite (a throw-away database is made on it). */
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL

/** A new empty database on the server of `adminUrl`, and how to drop it. */
async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `macro_tracker_bench_${process.pid}_${Date.now()}`
  const run = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

const cell = (text: string | number, width: number) => String(text).padStart(width)

/**
 * `npm run bench:api`: seeds a temporary PGlite DATA_DIR (or, with BENCH_DATABASE_URL, a throw-away PostgreSQL
 * database) with five years of history, starts the real server on it
 * (rate limits lifted, warnings only), runs autocannon against the food-log reads, the day diary, recent foods, the
 * reference-food search, POST meals and the meal and day copies at 1 and 10 connections, and prints p50/p99 latency
 * and requests per second for each.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-bench-'))
  const postgres = PG_ADMIN_URL ? await createBenchDatabase(PG_ADMIN_URL) : null
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', LOG_LEVEL: 'warn' }
  let server: ChildProcess | null = null
  try {
    const { seeded, token } = await seed(dataDir, env)
    const port = await freePort()
    const serverEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000000' }
    const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : []
    server = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/server.ts'], {
      env: serverEnv,
      stdio: 'inherit',
    })
    const base = `http://127.0.0.1:${port}`
    await waitUntilUp(`${base}/api/config`, server)

    const rows: string[] = []
    let missed = 0
    for (const benchCase of CASES.filter((candidate) => !ONLY || ONLY.test(candidate.name))) {
      const request = benchCase.request(seeded)
      const requests = [{ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }]
      for (const connections of CONNECTIONS) {
        await autocannon({ url: base, connections, duration: 1, requests })
        const result = await autocannon({ url: base, connections, duration: SECONDS, requests })
        const failed = result.non2xx + result.errors
        const slow = connections === 10 && result.latency.p99 >= TARGET_P99_MS && benchCase !== CASES[0]
        if (slow) missed += 1
        rows.push(
          `${benchCase.name.padEnd(40)}${cell(connections, 6)}${cell(result.latency.p50, 9)}${cell(result.latency.p99, 9)}` +
            `${cell(Math.round(result.requests.average), 9)}${cell(failed, 8)}${slow ? '  over target' : ''}`,
        )
      }
    }
    const load = os.loadavg()[0].toFixed(1)
    console.log(
      `\n${postgres ? 'PostgreSQL (no in-memory answers: "fresh" and "again" both read it)' : 'PGlite'}, ${SECONDS} s per case, load average ${load} on ${os.cpus().length} CPUs (target: p99 < ${TARGET_P99_MS} ms at 10 connections)`,
    )
    console.log(
      `${'case'.padEnd(40)}${cell('conns', 6)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('req/s', 9)}${cell('failed', 8)}`,
    )
    for (const row of rows) console.log(row)
    if (missed > 0) process.exitCode = 1
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
    await postgres?.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
