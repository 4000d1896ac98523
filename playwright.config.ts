import { defineConfig } from '@playwright/test'

/**
 * `npm run e2e`: Playwright Test drives Debian's Chromium (no browser download) through the journeys of
 * e2e/journeys against the built app. Each worker starts its own real server on a fresh DATA_DIR; a file's journeys
 * run in order in one worker. Screenshots of every screen go to e2e/artifacts/.
 */
export default defineConfig({
  testDir: 'e2e/journeys',
  testMatch: '*.e2e.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // A journey signs up, logs, edits and screenshots a whole feature in two themes and two widths: the accounts one
  // took 3 minutes alone on a slow day of this 2-core machine, and more than 5 beside another worker.
  timeout: 10 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: 'e2e/artifacts/results',
  use: {
    browserName: 'chromium',
    headless: true,
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The flags this closed network needs: no background connections, no sandbox as root.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
