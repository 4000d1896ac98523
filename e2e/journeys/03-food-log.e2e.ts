import dayjs from 'dayjs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { check } from '../assert'
import {
  ARTIFACTS,
  closeDialog,
  newContext,
  openDialog,
  screenshot,
  settle,
  type Theme,
  VIEWPORTS,
  watchConsole,
} from '../browser'
import { defineJourneys } from '../journey'
import type { RunningServer } from '../server'
import { selectOption } from '../selectOption'
import { signUpByEmail } from '../signIn'

/** The foods the journey's user adds first (per serving). */
const FOODS = [
  { name: 'Oatmeal', serving_size: '1 cup cooked', calories: 150, protein: 5, carbs: 27, fat: 3 },
  { name: 'Banana', serving_size: '1 medium', calories: 105, protein: 1.3, carbs: 27, fat: 0.4 },
  { name: 'Greek yogurt', serving_size: '170 g', calories: 100, protein: 17, carbs: 6, fat: 0.7 },
  { name: 'Chicken breast', serving_size: '100 g', calories: 165, protein: 31, carbs: 0, fat: 3.6 },
]
const OLDER_MEALS = 12

/** The signed-in browser storage and the user's session, shared by the journeys of this file. */
let session: { state: Awaited<ReturnType<BrowserContext['storageState']>>; userId: string; token: string } | null = null

async function callApi(page: Page, server: RunningServer, method: 'POST', path: string, data: unknown) {
  if (!session) throw new Error('no session')
  const response = await page.request.fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    data,
  })
  check(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}

/** Adds the foods and 12 meals of the past days through the API, so the log has history to scroll. */
async function seedHistory(page: Page, server: RunningServer): Promise<void> {
  const foods: Array<{ id: string; name: string }> = []
  for (const food of FOODS) foods.push(await callApi(page, server, 'POST', '/foods', food))
  for (let day = 1; day <= OLDER_MEALS; day++) {
    const [first, second] = [foods[day % foods.length], foods[(day + 1) % foods.length]]
    await callApi(page, server, 'POST', `/user/${session?.userId}/meals`, {
      foods: [
        { id: first.id, name: first.name, quantity: 1 + (day % 3) },
        { id: second.id, name: second.name, quantity: 1 },
      ],
      meal_text: `Day ${day} lunch`,
      date: dayjs().subtract(day, 'day').hour(12).minute(30).second(0).format(),
      meal_type: 'lunch',
    })
  }
}

const cards = (page: Page) => page.getByRole('article')
const summaryRow = (page: Page, day: dayjs.Dayjs) =>
  page.getByRole('table').getByRole('row', { name: new RegExp(`^${day.format('ddd, MMM D')} `) })

/** Opens the Meal Detail dialog of the newest card. */
async function openNewestMeal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Meal Detail' })
  // A dialog just closed is still on screen while it fades out: clicks must reach the new one, not it.
  await dialog.waitFor({ state: 'hidden' })
  await openDialog(() => cards(page).first().getByRole('button').first().click(), dialog)
  return dialog
}

defineJourneys([
  {
    name: 'food log: log a meal from selected foods with quantities, edit it, delete it, scroll the Meal Log',
    async run({ server, browser }) {
      const context = await newContext(browser)
      const page = await context.newPage()
      const problems = watchConsole(page)
      await signUpByEmail(page, server, 'food.log@example.com')
      const stored = await page.evaluate(() => ({
        userId: localStorage.getItem('userId'),
        token: localStorage.getItem('jwtToken'),
      }))
      check(stored.userId && stored.token, 'signed in with a token in localStorage')
      session = { state: await context.storageState(), userId: stored.userId, token: stored.token }
      await seedHistory(page, server)
      await page.reload()

      // With a history the picker opens on Recent; the person's whole library is under My foods.
      await page.getByRole('region', { name: 'Recent foods' }).waitFor()
      await page.getByLabel('Food lists').getByText('My foods').click()
      const foods = page.getByRole('region', { name: 'Your foods' })
      await foods.getByRole('button', { name: /^Oatmeal/ }).click()
      await foods.getByRole('button', { name: /^Banana/ }).click()
      check(
        await foods.getByRole('button', { name: /^Oatmeal/ }).isDisabled(),
        'a selected food cannot be picked again',
      )
      const decrease = page.getByRole('button', { name: 'Decrease quantity of Oatmeal' })
      check(await decrease.isDisabled(), 'the decrement is disabled at 1')
      await page.getByRole('button', { name: 'Increase quantity of Oatmeal' }).click()
      await page.getByRole('button', { name: 'Increase quantity of Oatmeal' }).click()
      check(
        (await page.getByRole('spinbutton', { name: 'Quantity of Oatmeal' }).inputValue()) === '3',
        'Oatmeal quantity is 3',
      )
      await page.getByRole('combobox', { name: 'Meal Type' }).click()
      await selectOption(page, 'Breakfast').click()
      await page.getByRole('button', { name: 'Log Meal' }).click()

      const newest = cards(page).first()
      await newest.getByText('Oatmeal × 3').waitFor()
      await newest.getByText('Banana × 1').waitFor()
      await newest.getByText('555.0 kcal · Protein 16.3 g · Carbs 108.0 g · Fat 9.4 g').waitFor()
      await summaryRow(page, dayjs()).getByText('555.0').waitFor()
      await page.getByRole('img', { name: /^Daily macros chart/ }).waitFor()
      check(!(await page.getByRole('list', { name: 'Selected foods' }).isVisible()), 'chips cleared after logging')

      let dialog = await openNewestMeal(page)
      await dialog.getByLabel('Description').fill('Oats with banana')
      await dialog.getByRole('group', { name: 'Food 2' }).getByRole('spinbutton', { name: 'Quantity' }).fill('2')
      await dialog.getByText('Total: 660.0 kcal').waitFor()
      const saveButton = dialog.getByRole('button', { name: 'Save' })
      await closeDialog(() => saveButton.click(), dialog)
      await newest.getByText('Banana × 2').waitFor()
      await newest.getByText('Oats with banana').waitFor()
      await summaryRow(page, dayjs()).getByText('660.0').waitFor()

      dialog = await openNewestMeal(page)
      const confirm = page.getByRole('dialog', { name: 'Delete Meal' })
      // A click while the Meal Detail dialog is still animating in can be lost: try the gesture until it opens.
      await openDialog(() => dialog.getByRole('button', { name: 'Delete Meal' }).click(), confirm)
      await confirm.getByText('Are you sure you want to delete this meal?').waitFor()
      await settle(page)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await cards(page).first().getByText('Day 1 lunch').waitFor()
      // Today stays in the summary as a calendar day, now with nothing logged.
      await summaryRow(page, dayjs()).getByText('660.0').waitFor({ state: 'detached' })

      check((await cards(page).count()) === 10, `the Meal Log starts with 10 cards (got ${await cards(page).count()})`)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await cards(page)
        .nth(OLDER_MEALS - 1)
        .waitFor()
      check((await cards(page).count()) === OLDER_MEALS, 'scrolling to the bottom loads the rest of the log')
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    },
  },
  {
    name: 'food log: log a described meal through the macro estimate',
    async run({ server, browser }) {
      check(session, 'the first journey signed in')
      const context = await browser.newContext({ storageState: session.state, viewport: VIEWPORTS.desktop })
      const page = await context.newPage()
      await page.goto(`${server.url}/food-log`)
      const description = '2 eggs and a slice of toast with butter'

      await page.getByLabel('Search foods or describe your meal').fill(description)
      await page.getByRole('region', { name: 'Your foods' }).getByText('No foods found.').waitFor()
      await page.getByRole('button', { name: 'Log Meal' }).click()
      // The estimate is shown for checking; nothing is saved before "Save meal".
      const preview = page.getByRole('dialog', { name: 'Check your meal' })
      await preview.getByRole('group', { name: 'Food 2' }).waitFor()
      // Each estimate says what it assumed: its weight and the USDA entry it used.
      await preview.getByText(/^Assumed: \d+ g · .*USDA \d{5} Egg, whole/).waitFor()
      await page.waitForTimeout(300)
      await page.screenshot({ path: path.join(ARTIFACTS, 'food-log-preview-light-1280.png') })
      await preview.getByRole('button', { name: 'Save meal' }).click()

      const newest = cards(page).first()
      await newest.getByText(description).waitFor()
      check((await newest.getByRole('listitem').count()) >= 2, 'the estimate found the eggs and the toast')
      await summaryRow(page, dayjs()).waitFor()
      await context.close()
    },
  },
  {
    name: 'food log: screenshots in light and dark theme at 1280 and 390 px',
    async run({ server, browser }) {
      check(session, 'the first journey signed in')
      for (const theme of ['light', 'dark'] as Theme[]) {
        for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
          const context = await browser.newContext({
            storageState: session.state,
            colorScheme: theme,
            viewport: VIEWPORTS[viewport],
          })
          const page = await context.newPage()
          const problems = watchConsole(page)
          await page.goto(`${server.url}/food-log`)
          await cards(page).first().waitFor()
          await page.getByRole('img', { name: /^Daily macros chart/ }).waitFor()
          await page.getByRole('region', { name: 'Recent foods' }).waitFor()
          await page.getByLabel('Food lists').getByText('My foods').click()
          await page
            .getByRole('region', { name: 'Your foods' })
            .getByRole('button', { name: /^Banana/ })
            .click()
          const width = VIEWPORTS[viewport].width
          // Log Meal turns on with a colour transition, and the foods list scrolls to the click: let both settle.
          await settle(page)
          await page.getByRole('region', { name: 'Your foods' }).evaluate((list) => list.scrollTo(0, 0))
          await screenshot(page, `food-log-${theme}-${width}`)
          const dialog = await openNewestMeal(page)
          await dialog.waitFor()
          await settle(page)
          // The dialog is fixed to the window: a full-page picture would stretch the window under it.
          await page.screenshot({ path: path.join(ARTIFACTS, `food-log-meal-details-${theme}-${width}.png`) })
          check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
          await context.close()
        }
      }
    },
  },
])
