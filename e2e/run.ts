import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser'
import { type RunningServer, startServer } from './server'

/** What a journey gets: the running server and the browser. */
export interface JourneyContext {
  server: RunningServer
  browser: Browser
}

export interface Journey {
  name: string
  run(context: JourneyContext): Promise<void>
}

/** Runs every e2e/journeys/*.e2e.ts in order against one real server and one browser; prints "N passed, N failed". */
async function main(): Promise<void> {
  const only = process.argv[2]
  const dir = path.join(__dirname, 'journeys')
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.e2e.ts') && (!only || file.includes(only)))
    .sort()
  const server = await startServer()
  let browser: Browser | undefined
  let passed = 0
  let failed = 0
  try {
    browser = await launchBrowser()
    const context = { server, browser }
    for (const file of files) {
      const journeys = (await import(path.join(dir, file))).journeys as Journey[]
      for (const journey of journeys) {
        const started = Date.now()
        try {
          await journey.run(context)
          passed++
          console.log(`  ✓ ${file}: ${journey.name} (${Date.now() - started} ms)`)
        } catch (error) {
          failed++
          console.log(`  ✗ ${file}: ${journey.name}\n${(error as Error).stack ?? error}`)
        }
      }
    }
  } finally {
    await browser?.close()
    await server.stop()
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 || passed === 0 ? 1 : 0)
}

void main()
