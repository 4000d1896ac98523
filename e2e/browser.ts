import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

export const ARTIFACTS = path.join(__dirname, 'artifacts')

export type Theme = 'light' | 'dark'

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

/** A fresh browser context (own storage) with the given colour scheme and viewport; fails on CSP violations. */
export async function newContext(
  browser: Browser,
  options: { theme?: Theme; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    colorScheme: options.theme ?? 'light',
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  })
}

/** Collects console errors of a page (CSP violations, uncaught errors) so a journey can assert there are none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Saves a full-page screenshot as e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const file = path.join(ARTIFACTS, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/**
 * Waits for antd's motion to finish: it starts a frame after a dialog mounts, so let it start, then await it. A
 * spinner's endless animation never finishes, so only finite ones are awaited, and for two seconds at most.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(100)
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))])
  })
}

/**
 * Opens a dialog with `open` (a click, or a menu then its item) until it shows. On a loaded machine a click can land
 * while a dropdown is still animating in and be lost, so the whole gesture is tried again rather than waited on.
 */
export async function openDialog(open: () => Promise<void>, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await open()
    await dialog.waitFor({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** The closing twin of `openDialog`: a click on a busy machine can land while the dialog re-renders and be lost. */
export async function closeDialog(close: () => Promise<void>, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await close()
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** Waits until an element stays where it is (at most 3 s): a click on one still moving can land beside it. */
export async function untilStill(locator: Locator): Promise<void> {
  let at = JSON.stringify(await locator.boundingBox())
  for (let tries = 0; tries < 20; tries += 1) {
    await locator.page().waitForTimeout(150)
    const now = JSON.stringify(await locator.boundingBox())
    if (now === at) return
    at = now
  }
}
