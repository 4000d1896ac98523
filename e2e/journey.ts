import { test as base, type Browser } from '@playwright/test'
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

/** Registers a file's journeys as tests, in order, each with the worker's server and browser. */
export function defineJourneys(journeys: Journey[]): void {
  for (const journey of journeys) test(journey.name, ({ server, browser }) => journey.run({ server, browser }))
}
