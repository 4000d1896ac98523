import { newContext, screenshot, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { check } from '../assert'
import { defineJourneys } from '../journey'

const PRIVACY = 'All your nutrition and workout data is private to your account.'

defineJourneys([
  {
    name: 'the login screen in light and dark theme at 1280 and 390 px, with a strict CSP and no errors',
    async run({ server, browser }) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
          const context = await newContext(browser, { theme, viewport })
          const page = await context.newPage()
          const problems = watchConsole(page)
          const response = await page.goto(`${server.url}/login`)
          check(response?.headers()['content-security-policy']?.includes("script-src 'self'"), 'strict CSP header')
          await page.getByText(PRIVACY).waitFor()
          check(await page.getByText('Macro Tracker').first().isVisible(), 'product name shown')
          const bodyTheme = await page.evaluate(() => document.body.dataset.theme)
          check(bodyTheme === theme, `body theme is ${theme} (got ${bodyTheme})`)
          await screenshot(page, `login-${theme}-${VIEWPORTS[viewport].width}`)
          check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
          await context.close()
        }
      }
    },
  },
  {
    name: 'a signed-out visit to a signed-in route shows the login screen',
    async run({ server, browser }) {
      const context = await newContext(browser)
      const page = await context.newPage()
      await page.goto(`${server.url}/recipes`)
      await page.getByText(PRIVACY).waitFor()
      await page.goto(`${server.url}/no/such/page`)
      await page.getByText(PRIVACY).waitFor()
      await context.close()
    },
  },
])
