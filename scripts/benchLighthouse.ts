import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import { startServer } from '../e2e/server'
import { openDatabase } from '../server/db/database'
import { readOutbox } from '../server/services/mail/outboxReader'
import { toUserInfo, type LoginResult } from '../src/features/session/userInfo'
import { sessionKeys } from '../src/features/session/storedSession'
import { isBuildFresh } from './buildFreshness'
import { type PageFigures, figuresOf, goalMisses, lighthouseGoals, medianFigures } from './lighthouseFigures'
import { seedHistory } from './seedHistory'

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated slow 4G and 4× CPU slowdown) on the installed
 * Chromium, on /login signed out and on /food-log signed in with a week of meals. Builds the app first unless dist/
 * is newer than the sources (`--build` forces it), starts the real server on a free port with a fresh DATA_DIR,
 * seeds a person's week, signs them in through the email-code flow, prints the scores and metrics and saves the
 * JSON reports in .bench/lighthouse/. Exits 1 when a goal of issue 16 is missed. `--runs N` runs each page N times and
 * takes each figure's median (Lighthouse's figures vary from run to run), and saves the report of the run with the
 * median performance score.
 */

const ROOT = path.resolve(__dirname, '..')
const REPORTS = path.join(ROOT, '.bench', 'lighthouse')
const EMAIL = 'lighthouse@example.com'
const DAY = 24 * 3600 * 1000

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

function buildIfStale(): void {
  if (!process.argv.includes('--build') && isBuildFresh(ROOT)) {
    console.log('dist/ is newer than the sources: reusing it (--build to rebuild)')
    return
  }
  console.log('Building the web app…')
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the build failed')
}

/** A week of a person's meals (4 a day) and a small food library, written straight into a fresh PGlite folder. */
async function seedWeek(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: null })
  try {
    await seedHistory(database.db, {
      email: EMAIL,
      years: 7 / 365.25,
      meals: 28,
      foods: 80,
      recipes: 8,
      favorites: 12,
      until: new Date(Date.now() - DAY / 4),
    })
  } finally {
    await database.close()
  }
}

/** Signs in through the API as the app does: a login email, its 6-digit code read from the outbox, the session. */
async function signIn(url: string, dataDir: string): Promise<Record<string, string>> {
  const post = async (call: string, body: object) => {
    const response = await fetch(`${url}/api${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${call} answered ${response.status}: ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  await post('/auth/request-email-login-token', { email: EMAIL })
  const code = /Your code: (\d{6})/.exec(readOutbox(dataDir, EMAIL).at(-1)?.text ?? '')?.[1]
  if (!code) throw new Error('no login code in the outbox')
  const result = (await post('/auth/verify-email-login-token', { email: EMAIL, token: code })) as LoginResult
  if (!result.user_id || !result.token) throw new Error(`no session in the answer: ${JSON.stringify(result)}`)
  // What the app keeps in localStorage after a login (src/features/session/).
  return {
    [sessionKeys.userId]: result.user_id,
    [sessionKeys.token]: result.token,
    [sessionKeys.userInfo]: JSON.stringify(toUserInfo({ ...result, user_id: result.user_id })),
  }
}

type LighthouseResult = { lhr: Parameters<typeof figuresOf>[0]; report: string | string[] }

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('--runs') ?? 1))
  buildIfStale()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-lighthouse-'))
  await seedWeek(dataDir)
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000' })
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  // Lighthouse and Puppeteer are ES modules.
  const { default: lighthouse } = await import('lighthouse')
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const session = await signIn(server.url, dataDir)
    const origin = new URL(server.url).origin

    /** Puts the session in localStorage and empties every other store, so /food-log loads as a first visit. */
    const prepareSignedIn = async () => {
      const page = await browser.newPage()
      await page.goto(`${server.url}/api/config`)
      await page.evaluate((entries) => {
        localStorage.clear()
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, session)
      const cdp = await page.createCDPSession()
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cookies,indexeddb,service_workers,cache_storage,websql,file_systems,shader_cache',
      })
      await cdp.send('Network.clearBrowserCache')
      await page.close()
    }

    const pages = [
      { name: 'login', path: '/login', signedIn: false },
      { name: 'food-log', path: '/food-log', signedIn: true },
    ]
    const figures: Array<PageFigures & { page: string }> = []
    mkdirSync(REPORTS, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    for (const target of pages) {
      const results: LighthouseResult[] = []
      for (let run = 0; run < runs; run += 1) {
        if (target.signedIn) await prepareSignedIn()
        const result = (await lighthouse(`${server.url}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Signed in: keep the session just written (the caches and service worker were emptied above).
          disableStorageReset: target.signedIn,
        })) as LighthouseResult | undefined
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`)
        results.push(result)
      }
      // A run Lighthouse could not measure (its metrics missing) is left out, with what Lighthouse said.
      const measured = results.filter((result) => {
        const f = figuresOf(result.lhr)
        if (Number.isFinite(f.tbtMs) && Number.isFinite(f.lcpMs)) return true
        const said = result.lhr.runtimeError?.message ?? result.lhr.audits['total-blocking-time']?.errorMessage
        console.log(`  a run of ${target.path} gave no metrics and is left out: ${said ?? 'no reason given'}`)
        return false
      })
      if (measured.length === 0) throw new Error(`Lighthouse measured no run of ${target.path}`)
      // The report of the measured run with the median performance score; the figures are each figure's median.
      measured.sort((a, b) => figuresOf(a.lhr).performance - figuresOf(b.lhr).performance)
      const median = measured[Math.floor(measured.length / 2)]
      const file = path.join(REPORTS, `${target.name}-${stamp}.json`)
      writeFileSync(file, Array.isArray(median.report) ? median.report[0] : median.report)
      const runFigures = measured.map((result) => figuresOf(result.lhr))
      figures.push({ page: target.path, ...medianFigures(runFigures) })
      console.log(`${target.path}: report saved to ${path.relative(ROOT, file)}`)
      if (measured.length < runs) console.log(`  figures from the ${measured.length} measured runs of ${runs}`)
      if (runs > 1) {
        const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ')
        console.log(
          `  each run: TBT ${list(runFigures.map((f) => f.tbtMs))} ms; LCP ${list(runFigures.map((f) => f.lcpMs))} ms`,
        )
      }
    }

    console.log(
      `\nLighthouse (mobile, simulated throttling)${runs > 1 ? `, each figure the median of its page's measured runs` : ''}`,
    )
    const header = ['page', 'perf', 'a11y', 'best pr.', 'LCP', 'TBT', 'CLS', 'FCP', 'transfer', 'JS transfer']
    console.log(header.map((h, i) => (i === 0 ? h.padEnd(11) : h.padStart(12))).join(''))
    let missed = false
    for (const figure of figures) {
      const cells = [
        figure.page.padEnd(11),
        String(Math.round(figure.performance * 100)),
        String(Math.round(figure.accessibility * 100)),
        String(Math.round(figure.bestPractices * 100)),
        `${(figure.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(figure.tbtMs)} ms`,
        figure.cls.toFixed(3),
        `${(figure.fcpMs / 1000).toFixed(2)} s`,
        `${(figure.transferBytes / 1024).toFixed(0)} KiB`,
        `${(figure.scriptTransferBytes / 1024).toFixed(0)} KiB`,
      ]
      console.log(cells.map((cell, i) => (i === 0 ? cell : cell.padStart(12))).join(''))
      const misses = goalMisses(figure)
      if (misses.length > 0) {
        missed = true
        console.log(`           goals missed: ${misses.join('; ')}`)
      }
    }
    const goals = lighthouseGoals
    console.log(
      `\nGoals: performance ≥ ${goals.performance * 100}, accessibility ≥ ${goals.accessibility * 100}, best practices ` +
        `${goals.bestPractices * 100}, LCP ≤ ${goals.lcpMs / 1000} s, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}`,
    )
    if (missed) process.exitCode = 1
  } finally {
    await browser.disconnect()
    chrome.kill()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
