import type { Page } from '@playwright/test'
import { mailCount, waitForMail } from './outbox'
import type { RunningServer } from './server'

/** Steps of the accounts journey: signing in and out and reaching the profile's security tab. */

/** Submits an email on the login screen's email card. */
export async function continueWithEmail(page: Page, server: RunningServer, email: string) {
  await page.goto(`${server.url}/login`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
}

export async function openSecurityTab(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/profile`)
  await page.getByRole('tab', { name: 'Login & Security' }).click()
}

export async function logOut(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/profile`)
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL('**/login')
}

/** The signed-in user's id and token from the browser's storage. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({ userId: localStorage.getItem('userId'), token: localStorage.getItem('jwtToken') }))
}

/** Requests a login code on /email-login and types it; with 2FA on, the second step shows. */
export async function emailCodeLogin(page: Page, server: RunningServer, email: string) {
  const before = mailCount(server, email)
  await page.goto(`${server.url}/email-login`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send Code' }).click()
  await page.getByText('If your email exists, a login link/code has been sent.').waitFor()
  return waitForMail(server, email, before)
}

/** Signs in on /email-login with the emailed code (an account without 2FA). */
export async function codeLogin(page: Page, server: RunningServer, email: string) {
  const mail = await emailCodeLogin(page, server, email)
  await page.getByLabel('Login code').fill(mail.code ?? '')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL('**/food-log')
}
