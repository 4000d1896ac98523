import { generate } from 'otplib'
import type { Page } from '@playwright/test'
import { readOutbox } from '../server/services/mail/outboxReader'
import type { RunningServer } from './server'

/** The 6-digit code of the newest login email to `email` after the first `skip` ones, waiting for it to arrive. */
async function loginCode(server: RunningServer, email: string, skip: number): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const message = readOutbox(server.dataDir, email)[skip]
    const code = message && /Your code: (\d{6})/.exec(message.text)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no login email to ${email} within 15 s`)
}

/**
 * Signs `email` up (or in) through the real login screen's email-code flow, reading the code from the
 * server's outbox, and waits for the Food Log.
 */
export async function signUpByEmail(page: Page, server: RunningServer, email: string): Promise<void> {
  const sent = readOutbox(server.dataDir, email).length
  await page.goto(`${server.url}/login`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Login code').fill(await loginCode(server, email, sent))
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/food-log')
}

/**
 * Gives the page Chromium's virtual authenticator (DevTools WebAuthn domain): a platform passkey store that
 * verifies the user at once, so passkey registration and login run without a prompt.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/**
 * A current code of a TOTP secret, `stepsAhead` 30-second steps in the future. The server accepts one step of drift
 * and never a step twice, so a second code within the same 30 s is taken one step ahead.
 */
export async function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })
}
