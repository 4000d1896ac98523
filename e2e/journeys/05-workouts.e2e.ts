import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { check } from '../assert'
import { ARTIFACTS, openDialog, screenshot, settle, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { defineJourneys } from '../journey'
import { type FakeStravaProcess, startFakeStrava } from '../fakeStravaProcess'
import { type RunningServer, startServer } from '../server'
import { selectOption } from '../selectOption'
import { signUpByEmail } from '../signIn'

/** How many activities the fake athlete has, and after how many API calls the fake Strava answers 429. */
const ACTIVITIES = 60
const RATE_LIMIT_AFTER = 40
const FAKE_CLIENT = { STRAVA_CLIENT_ID: 'fake-client-id', STRAVA_CLIENT_SECRET: 'fake-client-secret' }

/** What this file's journeys share: the app server with Strava configured, and the signed-in storage. */
let shared: {
  server: RunningServer
  state: Awaited<ReturnType<BrowserContext['storageState']>>
  userId: string
  token: string
} | null = null

/**
 * Console errors of a page, except the two this journey causes on purpose: the browser logs the import's
 * expected 429 answer, and the fake Strava's authorize page has no favicon.
 */
function watchUnexpectedErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url
    const expected = /\/strava\/import$/.test(url) || url.endsWith('/favicon.ico')
    if (!expected) problems.push(`${message.text()} (${url})`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

const bar = (page: Page) => page.getByRole('region', { name: 'Strava connection' })
const cards = (page: Page) => page.getByRole('article')

/** The bar's status (connected, not_connected, importing, disconnecting, error). */
const status = (page: Page) => bar(page).getAttribute('data-status')

async function expectStatus(page: Page, expected: string) {
  await page.waitForFunction(
    (want) => document.querySelector('[aria-label="Strava connection"]')?.getAttribute('data-status') === want,
    expected,
  )
}

/** Every stored workout of the user, read through the API (to prove nothing was imported twice). */
async function storedWorkouts(page: Page): Promise<Array<{ strava_activity_id: string | null }>> {
  check(shared, 'signed in')
  const response = await page.request.get(`${shared.server.url}/api/user/${shared.userId}/workouts?limit=200`, {
    headers: { Authorization: `Bearer ${shared.token}` },
  })
  check(response.ok(), `listing workouts answered ${response.status()}`)
  return response.json()
}

async function clickImport(page: Page) {
  await bar(page).getByRole('button', { name: 'Import from Strava' }).click()
}

/** Connects through the fake authorize page, choosing Authorize or Cancel there. */
async function connectThroughFakeStrava(page: Page, choice: 'Authorize' | 'Cancel') {
  await bar(page).getByRole('button', { name: 'Connect Strava' }).click()
  await page.getByRole('heading', { name: 'Authorize Macro Tracker to connect to Strava' }).waitFor()
  await page.getByRole('link', { name: choice, exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/workouts' && !url.searchParams.has('strava'))
}

/** The fake Strava and the app server started for this file, stopped by the last journey or on failure. */
let running: { strava: FakeStravaProcess; server?: RunningServer } | null = null

async function stopAll() {
  await running?.server?.stop()
  await running?.strava.stop()
  running = null
}

async function connectImportDisconnect(browser: Browser) {
  const strava = await startFakeStrava(ACTIVITIES, RATE_LIMIT_AFTER)
  running = { strava }
  const server = await startServer({ ...FAKE_CLIENT, STRAVA_BASE_URL: strava.url })
  running.server = server
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
  const page = await context.newPage()
  const problems = watchUnexpectedErrors(page)
  await signUpByEmail(page, server, 'workouts@example.com')
  const stored = await page.evaluate(() => ({
    userId: localStorage.getItem('userId'),
    token: localStorage.getItem('jwtToken'),
  }))
  check(stored.userId && stored.token, 'signed in with a token in localStorage')
  shared = { server, state: await context.storageState(), userId: stored.userId, token: stored.token }

  await page.getByRole('link', { name: 'Workouts' }).first().click()
  await page.getByText('No workouts logged yet.').waitFor()
  await bar(page).getByText('Not connected to Strava').waitFor()

  await connectThroughFakeStrava(page, 'Cancel')
  await bar(page).getByText('Strava connection was cancelled.').waitFor()
  check((await status(page)) === 'not_connected', 'still not connected after cancelling')

  await connectThroughFakeStrava(page, 'Authorize')
  await page.getByText('Strava connected!').waitFor()
  await bar(page).getByText('Connected to Strava').waitFor()
  check(!new URL(page.url()).searchParams.has('strava'), 'the strava parameter is taken out of the URL')

  // The fake Strava allows 40 API calls: the first import stops at its rate limit and keeps what it got.
  await clickImport(page)
  await bar(page)
    .getByText(/^Strava rate limit reached; imported \d+ activities so far\./)
    .waitFor({ timeout: 60_000 })
  await expectStatus(page, 'error')
  await bar(page).getByText('Connected to Strava').waitFor()
  const partial = (await storedWorkouts(page)).length
  check(partial > 0 && partial < ACTIVITIES, `the stopped import kept what it imported (${partial})`)
  await cards(page).first().waitFor()

  const reset = await page.request.post(`${strava.url}/_fake/reset-rate-limit`)
  check(reset.ok(), 'rate limit reset')
  await clickImport(page)
  await bar(page)
    .getByText(`Imported ${ACTIVITIES - partial} activities`)
    .waitFor({ timeout: 60_000 })
  await bar(page).getByText('Imported!').waitFor()
  await expectStatus(page, 'connected')
  await bar(page).getByText('Imported!').waitFor({ state: 'detached', timeout: 5000 })

  const newest = cards(page).first()
  await newest.getByText('Strava', { exact: true }).waitFor()
  await newest.getByText(/^\d+\.\d\d mi$/).waitFor()
  await newest.getByText(/^\d+\.\d mph$/).waitFor()
  await newest.getByText(/^\d+:\d\d \/mi$/).waitFor()
  const bike = cards(page)
    .filter({ has: page.getByText('Bike', { exact: true }) })
    .first()
  await bike.getByText(/ mph$/).waitFor()
  check((await bike.getByText(/ \/mi$/).count()) === 0, 'no pace on a ride')

  await clickImport(page)
  await bar(page).getByText('No new activities').waitFor({ timeout: 60_000 })
  const all = await storedWorkouts(page)
  const ids = new Set(all.map((workout) => workout.strava_activity_id))
  check(
    all.length === ACTIVITIES && ids.size === ACTIVITIES,
    `each activity imported once (${all.length}, ${ids.size})`,
  )

  check((await cards(page).count()) === 20, `the list starts with 20 cards (got ${await cards(page).count()})`)
  for (let shown = 20; shown < ACTIVITIES; shown += 20) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await cards(page)
      .nth(shown + 19)
      .waitFor()
  }
  check((await cards(page).count()) === ACTIVITIES, 'scrolling shows every imported activity')
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshots(browser)

  await bar(page).getByRole('button', { name: 'Disconnect' }).click()
  await bar(page).getByText('Strava disconnected.').waitFor()
  await bar(page).getByText('Not connected to Strava').waitFor()
  await expectStatus(page, 'not_connected')
  check((await storedWorkouts(page)).length === ACTIVITIES, 'imported workouts stay after disconnecting')
  check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
  await context.close()
}

async function logEditDelete(browser: Browser) {
  check(shared, 'the first journey signed in')
  const context = await browser.newContext({ storageState: shared.state, viewport: VIEWPORTS.phone })
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(`${shared.server.url}/workouts`)
  await cards(page).first().waitFor()

  const form = page.getByRole('form', { name: 'Log a Workout' })
  await form.getByLabel('Description').fill('Evening yoga')
  await form.getByRole('combobox', { name: 'Type' }).click()
  await selectOption(page, 'Yoga').click()
  await form.getByLabel('Duration (minutes)').fill('30')
  await form.getByLabel('Calories Burned').fill('120')
  await form.getByLabel('Notes').fill('Slow flow')
  await form.getByRole('button', { name: 'Log Workout' }).click()
  const logged = cards(page).first()
  await logged.getByText('Evening yoga').waitFor()
  await logged.getByText('30 min').waitFor()
  await logged.getByText('120 kcal').waitFor()
  await logged.getByText('Slow flow').waitFor()

  const dialog = page.getByRole('dialog', { name: 'Edit Workout' })
  await openDialog(async () => {
    await page.getByRole('button', { name: 'Actions for Evening yoga' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click({ timeout: 5_000 })
  }, dialog)
  await settle(page)
  await dialog.getByLabel('Description').fill('Evening yoga flow')
  await dialog.getByLabel('Duration (minutes)').fill('40')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await cards(page).first().getByText('Evening yoga flow').waitFor()
  await cards(page).first().getByText('40 min').waitFor()

  const confirm = page.getByRole('dialog', { name: 'Delete Workout' })
  await openDialog(async () => {
    await page.getByRole('button', { name: 'Actions for Evening yoga flow' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click({ timeout: 5_000 })
  }, confirm)
  await confirm.getByText('Are you sure you want to delete this workout?').waitFor()
  // A click while the dialog still zooms in can land beside its moving button, on the mask, which cancels it.
  await settle(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await confirm.waitFor({ state: 'hidden' })
  await page.getByText('Evening yoga flow').waitFor({ state: 'detached' })
  check((await storedWorkouts(page)).length === ACTIVITIES, 'only the logged workout was deleted')
  check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
  await context.close()
}

async function screenshots(browser: Browser) {
  check(shared, 'the first journey signed in')
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const context = await browser.newContext({
        storageState: shared.state,
        colorScheme: theme,
        viewport: VIEWPORTS[viewport],
      })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(`${shared.server.url}/workouts`)
      await bar(page).getByText('Connected to Strava').waitFor()
      await cards(page).nth(19).waitFor()
      const width = VIEWPORTS[viewport].width
      await screenshot(page, `workouts-${theme}-${width}`)
      await openDialog(
        async () => {
          await page
            .getByRole('button', { name: /^Actions for / })
            .first()
            .click()
          await page.getByRole('menuitem', { name: 'Edit' }).click({ timeout: 5_000 })
        },
        page.getByRole('dialog', { name: 'Edit Workout' }),
      )
      await page.getByRole('menuitem', { name: 'Edit' }).waitFor({ state: 'hidden' })
      await page.waitForFunction(() => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"]'))
      // The window only: a full-page capture of an open dialog repeats the fixed layers down the page.
      await page.screenshot({ path: path.join(ARTIFACTS, `workouts-edit-${theme}-${width}.png`) })
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    }
  }
}

defineJourneys([
  {
    name: 'workouts: connect Strava through its authorize page, import past a rate limit, nothing twice, disconnect',
    async run({ browser }) {
      try {
        await connectImportDisconnect(browser)
      } catch (error) {
        await stopAll()
        throw error
      }
    },
  },
  {
    name: 'workouts: log, edit and delete a workout by hand at 390 px',
    async run({ browser }) {
      try {
        await logEditDelete(browser)
      } finally {
        await stopAll()
      }
    },
  },
])
