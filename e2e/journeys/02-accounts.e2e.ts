import type { Browser, BrowserContext, Page } from '@playwright/test'
import { check } from '../assert'
import { newContext, openDialog, screenshot, watchConsole } from '../browser'
import { linkTo, mailCount, waitForMail } from '../outbox'
import { defineJourneys } from '../journey'
import type { RunningServer } from '../server'
import { codeLogin, continueWithEmail, emailCodeLogin, logOut, openSecurityTab, storedSession } from '../accountSteps'
import { shoot } from '../shoot'
import { addVirtualAuthenticator, totpCode } from '../signIn'

const EMAIL = 'ada@example.com'
const NEW_EMAIL = 'ada.lovelace@example.com'

/** The main browser context of the journey: its signed-in storage is cloned for screenshots. */
let main: BrowserContext

/** The screens a signed-out person sees, before any account exists. */
async function signedOutScreens(browser: Browser, server: RunningServer) {
  await shoot(browser, 'accounts-reset-password-no-token', async (page) => {
    await page.goto(`${server.url}/reset-password`)
    await page.getByText('Invalid or missing reset token.').waitFor()
  })
  await shoot(browser, 'accounts-reset-password', async (page) => {
    await page.goto(`${server.url}/reset-password?token=not-a-real-token`)
    await page.getByLabel('New Password', { exact: true }).fill('correct horse')
    await page.getByLabel('Confirm New Password').fill('correct hors')
    await page.getByText('Passwords do not match').waitFor()
  })
  await shoot(browser, 'accounts-verify-email-change-no-token', async (page) => {
    await page.goto(`${server.url}/verify-email-change`)
    await page.getByText('No token provided.').waitFor()
  })
  await shoot(browser, 'accounts-signup', async (page) => {
    await page.goto(`${server.url}/login?signup=1`)
    await page.getByText('Create your account').waitFor()
  })
  await shoot(browser, 'accounts-signup-email', async (page) => {
    await page.goto(`${server.url}/login?signup=1`)
    await page.getByRole('button', { name: 'Continue with Email' }).click()
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByLabel('Email', { exact: true }).blur()
    await page.getByText('Please enter a valid email address').waitFor()
  })
  let visitor = 0
  await shoot(browser, 'accounts-login-code', async (page) => {
    await continueWithEmail(page, server, `visitor${++visitor}@example.com`)
    await page.getByText('If your email exists, a login link has been sent.').waitFor()
  })
  await shoot(browser, 'accounts-email-login-code', async (page) => {
    await emailCodeLogin(page, server, `visitor${++visitor}@example.com`)
  })
}

/** Signs up by email: the code from the outbox, typed on the login screen. */
async function signUp(page: Page, server: RunningServer) {
  const before = mailCount(server, EMAIL)
  await continueWithEmail(page, server, EMAIL)
  await page.getByText('If your email exists, a login link has been sent.').waitFor()
  const mail = await waitForMail(server, EMAIL, before)
  check(mail.code, 'the login email has a 6-digit code')
  await page.getByLabel('Login code').fill(mail.code)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL('**/food-log')
}

async function openProfileEditor(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/profile`)
  await page.getByRole('button', { name: 'Edit Profile' }).click()
}

/** Edits the profile twice; the chip follows the name and the first heart rate becomes 'Previous'. */
async function editProfile(browser: Browser, page: Page, server: RunningServer) {
  await openProfileEditor(page, server)
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Weight', { exact: true }).fill('60')
  await page.getByLabel('Height', { exact: true }).fill('170')
  await page.getByLabel('Resting heart rate (bpm)').fill('64')
  await page.getByLabel('Fitness goal').fill('Run a half marathon in the spring.')
  await page.getByRole('button', { name: 'Save Profile' }).click()
  await page.getByText('Profile updated!').waitFor()
  await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('Resting heart rate (bpm)').fill('58')
  await page.getByRole('button', { name: 'Save Profile' }).click()
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor()
  await page.getByText('58 bpm', { exact: true }).waitFor()
  await page.getByText(/^64 bpm on /).waitFor()

  await shoot(
    browser,
    'accounts-profile',
    async (clone) => {
      await clone.goto(`${server.url}/profile`)
      await clone.getByText(/^64 bpm on /).waitFor()
    },
    main,
  )
  await shoot(browser, 'accounts-profile-edit', (clone) => openProfileEditor(clone, server), main)
}

async function registerPasskeyAndLogInWithIt(browser: Browser, page: Page, server: RunningServer) {
  await openSecurityTab(page, server)
  await page.getByRole('button', { name: 'Add Passkey' }).click()
  await page.getByText('Passkey registered!').waitFor()
  await page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').first().waitFor()
  await shoot(
    browser,
    'accounts-profile-security',
    async (clone) => {
      await openSecurityTab(clone, server)
      await clone.getByRole('list', { name: 'Your passkeys' }).waitFor()
    },
    main,
  )

  await logOut(page, server)
  await continueWithEmail(page, server, EMAIL)
  await page.getByText('Sign in with your passkey').waitFor()
  await page.getByRole('button', { name: 'Use Passkey' }).click()
  await page.waitForURL('**/food-log')
  await shoot(browser, 'accounts-login-passkey', async (other) => {
    await continueWithEmail(other, server, EMAIL)
    await other.getByText('Sign in with your passkey').waitFor()
  })
}

/** Turns 2FA on with a code computed from the secret shown; returns the secret. */
async function enableTwoFactor(browser: Browser, page: Page, server: RunningServer): Promise<string> {
  const openSetup = async (on: Page) => {
    await openSecurityTab(on, server)
    await on.getByRole('button', { name: 'Enable 2FA' }).click()
    await on.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
  }
  await shoot(browser, 'accounts-profile-2fa-setup', openSetup, main)
  await openSetup(page)
  const secret = (await page.locator('.ant-typography code').first().textContent())?.trim() ?? ''
  check(/^[A-Z2-7]+=*$/.test(secret), `a base32 secret is shown (got ${secret})`)
  await page.getByLabel('Authentication code').fill(await totpCode(secret))
  await page.getByRole('button', { name: 'Verify and Enable' }).click()
  await page.getByText('2FA enabled!').waitFor()
  await page.getByRole('button', { name: 'Disable 2FA' }).waitFor()
  return secret
}

/** Logs in from the emailed link; 2FA asks for the second step (a code one step ahead: the last one is used). */
async function logInByEmailWithSecondStep(browser: Browser, page: Page, server: RunningServer, secret: string) {
  await logOut(page, server)
  const mail = await emailCodeLogin(page, server, NEW_EMAIL)
  // The link asks before it signs in: opening it (as a mail scanner does, four times here) spends nothing.
  await shoot(browser, 'accounts-email-link-continue', async (other) => {
    await other.goto(linkTo(mail, '/email-login'))
    await other.getByRole('button', { name: `Continue as ${NEW_EMAIL}` }).waitFor()
  })
  await page.goto(linkTo(mail, '/email-login'))
  await page.getByRole('button', { name: `Continue as ${NEW_EMAIL}` }).click()
  await page.getByLabel('Authentication code').fill(await totpCode(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.waitForURL('**/food-log')
  await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor()

  await shoot(browser, 'accounts-login-2fa', async (other) => {
    const code = (await emailCodeLogin(other, server, NEW_EMAIL)).code
    check(code, 'the login email has a 6-digit code')
    await other.getByLabel('Login code').fill(code)
    await other.getByRole('button', { name: 'Log in', exact: true }).click()
    await other.getByLabel('Authentication code').waitFor()
  })
}

/**
 * Changes the email from the profile, confirming with the emailed link, once per theme (EMAIL → ada.l@… → NEW_EMAIL),
 * each time in a browser signed in afresh: a confirmed change signs every session out. The journey's own page then
 * signs in again with its passkey under the new email.
 */
async function changeEmail(browser: Browser, page: Page, server: RunningServer) {
  const addresses = [EMAIL, 'ada.l@example.com', NEW_EMAIL]
  await shoot(browser, 'accounts-verify-email-change', async (clone) => {
    const [from, to] = [addresses.shift() ?? EMAIL, addresses[0] ?? NEW_EMAIL]
    await codeLogin(clone, server, from)
    await openSecurityTab(clone, server)
    // A click while the Login & Security tab still animates in can be lost: press again until the form shows.
    await openDialog(
      () => clone.getByRole('button', { name: 'Change Email' }).click({ timeout: 5_000 }),
      clone.getByLabel('New Email', { exact: true }),
    )
    await clone.getByLabel('New Email', { exact: true }).fill(to)
    await clone.getByLabel('Confirm New Email').fill(to)
    const before = mailCount(server, to)
    await clone.getByRole('button', { name: 'Send Confirmation Link' }).click()
    await clone.getByText('Check your new email for a confirmation link.').waitFor()
    const mail = await waitForMail(server, to, before)
    await clone.goto(linkTo(mail, '/verify-email-change'))
    await clone.getByText('Your email has been updated! You may now log in with your new email.').waitFor()
  })
  await page.goto(`${server.url}/profile`)
  await page.getByText('Login or Signup with Email').waitFor()
  await continueWithEmail(page, server, NEW_EMAIL)
  await page.getByRole('button', { name: 'Use Passkey' }).click()
  await page.waitForURL('**/food-log')
  await openSecurityTab(page, server)
  await page.getByRole('tabpanel', { name: 'Login & Security' }).getByText(NEW_EMAIL, { exact: true }).waitFor()
}

/** The theme is applied at once and kept by the server: a reload without the saved mode stays dark. */
async function switchTheme(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/profile`)
  await page.getByText('Dark', { exact: true }).click()
  await page.waitForFunction(() => document.body.dataset.theme === 'dark')
  const { userId, token } = await storedSession(page)
  const saved = await page.request.get(`${server.url}/api/user/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  check((await saved.json()).theme_preference === 'dark', 'theme_preference saved as dark')
  await page.evaluate(() => localStorage.removeItem('themeMode'))
  await page.reload()
  await page.getByRole('tab', { name: 'Profile' }).waitFor()
  await page.waitForFunction(() => document.body.dataset.theme === 'dark')
  await page.getByText('Auto', { exact: true }).click()
}

async function deleteAccount(browser: Browser, page: Page, server: RunningServer) {
  // (Clicked again if the click is lost, as it once was on a loaded machine: the Profile page was shown, no dialog.)
  const openDeleteDialog = async (on: Page) => {
    await on.goto(`${server.url}/profile`)
    await openDialog(
      () => on.getByRole('button', { name: 'Delete Account' }).click(),
      on
        .getByRole('dialog', { name: 'Delete Account' })
        .getByText('Are you sure you want to permanently delete your account? This cannot be undone.'),
    )
  }
  await shoot(browser, 'accounts-delete-account', openDeleteDialog, main)
  const { userId, token } = await storedSession(page)
  await openDeleteDialog(page)
  await page
    .getByRole('dialog', { name: 'Delete Account' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click()
  await page.getByText('Login or Signup with Email').waitFor()
  check(new URL(page.url()).pathname === '/', `back at '/' (got ${page.url()})`)
  const stored = await storedSession(page)
  check(!stored.userId && !stored.token, 'the stored session is cleared')
  const refused = await page.request.get(`${server.url}/api/user/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  check(refused.status() === 401, `the deleted account's token is refused (got ${refused.status()})`)
}

defineJourneys([
  {
    name: 'accounts: email signup, profile, passkey, 2FA, email change, theme and deletion, in both themes',
    async run({ server, browser }) {
      main = await newContext(browser)
      const page = await main.newPage()
      const problems = watchConsole(page)
      await addVirtualAuthenticator(page)

      try {
        await signedOutScreens(browser, server)
        await signUp(page, server)
        await editProfile(browser, page, server)
        await registerPasskeyAndLogInWithIt(browser, page, server)
        await changeEmail(browser, page, server)
        const secret = await enableTwoFactor(browser, page, server)
        await logInByEmailWithSecondStep(browser, page, server, secret)
        await switchTheme(page, server)
        await deleteAccount(browser, page, server)
      } catch (error) {
        await screenshot(page, 'accounts-failure')
        throw error
      }

      // Chromium logs every 4xx answer (the 2FA status is 404 while off); anything else is a real problem.
      const real = problems.filter((problem) => !problem.startsWith('Failed to load resource'))
      check(real.length === 0, `console errors: ${real.join(' | ')}`)
      await main.close()
    },
  },
])
