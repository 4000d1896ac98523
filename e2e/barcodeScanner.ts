// The barcode scanner dialog of the barcode journeys (journeys/09-barcode.e2e.ts): opening it, typing a code.
import type { Locator, Page } from '@playwright/test'
import { settle, untilStill } from './browser'

/**
 * Console errors of a page, except those this journey causes on purpose: the browser logs the look-ups' expected
 * 400 and 404 answers.
 */
export function watchUnexpectedErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url
    if (!/\/api\/foods\/barcode\/\d+$/.test(url)) problems.push(`${message.text()} (${url})`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

const scanDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan barcode' })

export async function openScanner(page: Page): Promise<Locator> {
  const dialog = scanDialog(page)
  await page.getByRole('button', { name: 'Scan barcode' }).click()
  await dialog.waitFor()
  // A click while antd zooms the dialog in can miss its button.
  await settle(page)
  return dialog
}

export async function typeCode(dialog: Locator, code: string): Promise<void> {
  // The camera notice can push the form down as it appears (CI once lost a click on "Look up" so).
  const lookUp = dialog.getByRole('button', { name: 'Look up' })
  await untilStill(lookUp)
  await dialog.getByLabel('Barcode', { exact: true }).fill(code)
  await lookUp.click()
}
