import type { Page } from '@playwright/test'
import { check } from './assert'
import type { RunningServer } from './server'

/** Calls the API as the page's signed-in person (its stored token), to set data up; fails on anything but 2xx. */
export async function pageApi(
  page: Page,
  server: RunningServer,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'))
  const response = await page.request.fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  check(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}
