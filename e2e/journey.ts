import { test as base, type Browser } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { ARTIFACTS } from './browser'
import { type RunningServer, startServer } from './server'

/** What a journey gets: the running server and the browser. */
export interface JourneyContext {
  server: RunningServer
  browser: Browser
}

/** One user journey: a named test of Playwright Test, run in order with the others of its file. */
export interface Journey {
  name: string
  run(context: JourneyContext): Promise<void>
}

/** Playwright Test with the real server: started once per worker on a fresh temp DATA_DIR, as `npm start` runs it. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

/**
 * What every open page showed when a journey failed: a screenshot each in e2e/artifacts/failures/ and, in the log
 * (all a CI run leaves), its address and the start of its text.
 */
async function showOpenPages(browser: Browser, journey: string): Promise<void> {
  const folder = path.join(ARTIFACTS, 'failures')
  mkdirSync(folder, { recursive: true })
  const pages = browser.contexts().flatMap((context) => context.pages())
  for (const [index, page] of pages.entries()) {
    const file = path.join(folder, `${journey.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}.png`)
    // Open dialogs first: they sit at the end of the body, past where the page's text is cut.
    const text = await page
      .evaluate(() =>
        [...document.querySelectorAll('[role="dialog"]'), document.body]
          .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 400))
          .filter(Boolean)
          .join('\n  '),
      )
      .catch((error: unknown) => `(no text: ${String(error)})`)
    await page.screenshot({ path: file }).catch(() => undefined)
    console.log(`[failed journey] page ${index}: ${page.url()}\n  ${text}\n  ${file}`)
  }
}

/** Registers a file's journeys as tests, in order, each with the worker's server and browser. */
export function defineJourneys(journeys: Journey[]): void {
  for (const journey of journeys) {
    test(journey.name, async ({ server, browser }) => {
      try {
        await journey.run({ server, browser })
      } catch (error) {
        await showOpenPages(browser, journey.name)
        throw error
      }
    })
  }
}
