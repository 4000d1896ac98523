import { check } from '../assert'
import { screenshot, VIEWPORTS } from '../browser'
import { defineJourneys } from '../journey'
import { pageApi } from '../pageApi'
import { signUpByEmail } from '../signIn'

defineJourneys([
  {
    name: 'offline at 390 px: the app opens with no network after one visit; a meal logged offline is saved once when back online',
    async run({ server, browser }) {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow' })
      const page = await context.newPage()
      await signUpByEmail(page, server, 'offline.person@example.com')
      const userId = await page.evaluate(() => localStorage.getItem('userId'))
      await pageApi(page, server, 'POST', '/foods', {
        name: 'Greek yogurt',
        serving_size: '1 cup (245 g)',
        calories: 150,
        protein: 20,
        carbs: 9,
        fat: 4,
      })

      // First visit: the service worker installs and precaches the app; the next load is controlled by it and keeps
      // the API reads it passes through.
      await page.goto(`${server.url}/food-log`)
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await page.reload()
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await page
        .getByRole('region', { name: 'Your foods' })
        .getByRole('button', { name: /^Greek yogurt/ })
        .waitFor()

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Food Log' }).waitFor()
      await page.getByText(/^You are offline/).waitFor()
      await page
        .getByRole('region', { name: 'Your foods' })
        .getByRole('button', { name: /^Greek yogurt/ })
        .click()
      await page.getByRole('button', { name: 'Log Meal' }).click()
      const waiting = page.getByRole('list', { name: 'Waiting to sync' })
      await waiting.getByText(/Greek yogurt × 1/).waitFor()
      await screenshot(page, 'offline-waiting-to-sync-light-390')

      await context.setOffline(false)
      await waiting.waitFor({ state: 'detached', timeout: 20_000 })
      const meals = (await pageApi(page, server, 'GET', `/user/${userId}/meals`)) as Array<{ meal_text: string | null }>
      check(meals.length === 1, `one meal on the server after syncing (got ${meals.length})`)
      await context.close()
    },
  },
])
