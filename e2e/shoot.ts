import type { Browser, BrowserContext, Page } from '@playwright/test'
import { check } from './assert'
import { screenshot, type Theme, VIEWPORTS } from './browser'

/** A context's storage without the saved theme, so a copy of the session starts from its own colour scheme. */
async function sessionWithoutTheme(context: BrowserContext) {
  const state = await context.storageState()
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => entry.name !== 'themeMode'),
    })),
  }
}

/**
 * Screenshots of one screen in both themes at 1280 and 390 px (`<name>-<theme>-<width>.png`). For each
 * theme a fresh browser context, signed in as `signedInAs` when given, is brought to the screen by `reach`: a
 * signed-out screen keeps the theme it started with, so it cannot simply be switched in place.
 */
export async function shoot(
  browser: Browser,
  name: string,
  reach: (page: Page) => Promise<void>,
  signedInAs?: BrowserContext,
): Promise<void> {
  for (const theme of ['light', 'dark'] as Theme[]) {
    const context = await browser.newContext({
      colorScheme: theme,
      viewport: VIEWPORTS.desktop,
      storageState: signedInAs ? await sessionWithoutTheme(signedInAs) : undefined,
    })
    const page = await context.newPage()
    await reach(page)
    const shown = await page.evaluate(() => document.body.dataset.theme)
    check(shown === theme, `${name} is shown in the ${theme} theme (got ${shown})`)
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.waitForTimeout(300)
      await screenshot(page, `${name}-${theme}-${viewport.width}`)
    }
    await context.close()
  }
}
