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
import { type AutocannonRequest, CASES, SCALE } from './benchApiCases'
import { seedHistory } from './seedHistory'

/** The parts of autocannon's options and results this bench uses (the package ships no types). */
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
const CONNECTIONS = [1, 10]
/** BENCH_CASES: a regular expression; only the cases whose name it matches run (e.g. `diary|copy`). */
const ONLY = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null
/** BENCH_CPU_PROF: a folder for the server's V8 CPU profile (open it in Chrome DevTools or speedscope). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
/** The target of the food-log issue: p99 under this many milliseconds at 10 connections. */
const TARGET_P99_MS = 20

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
