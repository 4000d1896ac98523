import dayjs from 'dayjs'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { check } from '../assert'
import { ARTIFACTS, newContext, screenshot, settle, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { defineJourneys } from '../journey'
import type { RunningServer } from '../server'
import { signUpByEmail } from '../signIn'

/** Each seeded day: a lunch and a dinner, 1,600 kcal and 85 g protein in all. */
const DAY_MEALS = [
  { type: 'lunch', hour: 12, item: { name: 'Chicken rice bowl', calories: 700, protein: 45, carbs: 80, fat: 18 } },
  { type: 'dinner', hour: 19, item: { name: 'Tuna pasta', calories: 900, protein: 40, carbs: 110, fat: 25 } },
]
const SEEDED_DAYS = 6
const DINNER_QUESTION = 'Can you suggest a high-protein dinner idea?'

let session: { state: Awaited<ReturnType<BrowserContext['storageState']>>; userId: string; token: string } | null = null

async function callApi(page: Page, server: RunningServer, method: 'GET' | 'POST', apiPath: string, data?: unknown) {
  if (!session) throw new Error('no session')
  const response = await page.request.fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    data,
  })
  check(response.ok(), `${method} ${apiPath} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}

/** A week of meals before today (createMeal with full macro items), so the advice has averages to work from. */
async function seedWeek(page: Page, server: RunningServer): Promise<void> {
  for (let day = 1; day <= SEEDED_DAYS; day++) {
    for (const meal of DAY_MEALS) {
      await callApi(page, server, 'POST', `/user/${session?.userId}/meals`, {
        foods: [{ ...meal.item, quantity: 1, serving_size: '1 plate' }],
        meal_text: meal.item.name,
        date: dayjs().subtract(day, 'day').hour(meal.hour).minute(0).second(0).format(),
        meal_type: meal.type,
      })
    }
  }
}

/** Waits until the advice box holds the advice Get Insights asked for. */
async function waitForAdvice(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('textarea[aria-label="Advice"]') as HTMLTextAreaElement | null)?.value,
    undefined,
    { timeout: 20_000 },
  )
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' })

/** Asks for a dinner idea and answers the first recipe card proposed. */
async function askForDinner(page: Page): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Message' }).fill(DINNER_QUESTION)
  await page.getByRole('textbox', { name: 'Message' }).press('Enter')
  // The cards are the articles inside the agent's newest message.
  const card = conversation(page).getByRole('article', { name: 'Agent said' }).last().getByRole('article').first()
  await card.waitFor({ timeout: 20_000 })
  return card
}

defineJourneys([
  {
    name: 'insights and chat: advice from a seeded week, a dinner idea saved as a recipe and opened',
    async run({ server, browser }) {
      const context = await newContext(browser)
      const page = await context.newPage()
      const problems = watchConsole(page)
      await signUpByEmail(page, server, 'insights.chat@example.com')
      const stored = await page.evaluate(() => ({
        userId: localStorage.getItem('userId'),
        token: localStorage.getItem('jwtToken'),
      }))
      check(stored.userId && stored.token, 'signed in with a token in localStorage')
      session = { state: await context.storageState(), userId: stored.userId, token: stored.token }
      await seedWeek(page, server)

      await page.getByRole('link', { name: 'Insights' }).first().click()
      await page.getByText('No previous insights yet.').waitFor()
      await page.getByRole('button', { name: 'Get Insights' }).click()
      const advice = page.getByRole('textbox', { name: 'Advice' })
      await waitForAdvice(page)
      const text = await advice.inputValue()
      check(text.includes('You averaged 1,600 kcal a day'), `the advice gives the averaged calories: ${text}`)
      check(text.includes(`${SEEDED_DAYS} of 7 days logged`), `the advice counts the logged days: ${text}`)
      check(text.includes('protein was 85 g a day'), `the advice gives the averaged protein: ${text}`)
      const log = page.getByRole('list', { name: 'Insights Log' })
      await log.getByRole('listitem').first().waitFor()
      check((await log.getByRole('listitem').count()) === 1, 'the new advice is in the Insights Log')

      await page.getByRole('link', { name: 'AI Chat' }).first().click()
      await conversation(page).getByText('What would you like to do today?').waitFor()
      const card = await askForDinner(page)
      const name = await card.getAttribute('aria-label')
      check(name, 'the proposed card has a name')
      const shown = (await conversation(page).innerText()) ?? ''
      check(!shown.includes('"recipes"') && !shown.includes('```'), 'the recipe JSON is not shown as text')

      const saved = conversation(page).getByRole('article', { name, exact: true })
      await saved.getByRole('button', { name: 'Save Recipe' }).click()
      await saved.getByRole('button', { name: 'View Recipe' }).click()
      const dialog = page.getByRole('dialog').filter({ hasText: 'Macros per serving' })
      await dialog.getByText(name, { exact: true }).first().waitFor()
      await dialog.getByRole('region', { name: 'Ingredients' }).waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()

      const recipes = await callApi(page, server, 'GET', `/recipes?name=${encodeURIComponent(name)}`)
      check(recipes.length === 1, `the recipe was saved once (found ${recipes.length})`)
      const foods = await callApi(page, server, 'GET', `/foods?name=${encodeURIComponent(name)}&is_recipe=true`)
      check(foods.length === 1 && foods[0].calories > 0, 'the recipe has its recipe food with per-serving macros')

      await page.getByRole('link', { name: 'Insights' }).first().click()
      await page.getByRole('link', { name: 'AI Chat' }).first().click()
      await conversation(page).getByRole('article', { name, exact: true }).getByText('Saved').waitFor()

      // A meal told to the agent is logged only when the person presses Log, and the card remembers it.
      const mealsBefore = await callApi(page, server, 'GET', `/user/${session?.userId}/meals?limit=200`)
      await page.getByRole('textbox', { name: 'Message' }).fill('I just had two eggs and toast for breakfast')
      await page.getByRole('textbox', { name: 'Message' }).press('Enter')
      const mealCard = page.getByLabel('Meal to log: two eggs and toast')
      await mealCard.getByRole('button', { name: 'Log', exact: true }).waitFor({ timeout: 20_000 })
      check(
        (await callApi(page, server, 'GET', `/user/${session?.userId}/meals?limit=200`)).length === mealsBefore.length,
        'nothing logged before Log',
      )
      await page.screenshot({ path: path.join(ARTIFACTS, 'chat-meal-light-1280.png') })
      await mealCard.getByRole('button', { name: 'Log', exact: true }).click()
      await mealCard.getByText('Logged to your Food Log.').waitFor()
      const mealsAfter = await callApi(page, server, 'GET', `/user/${session?.userId}/meals?limit=200`)
      check(mealsAfter.length === mealsBefore.length + 1, 'Log saved the meal once')
      // The conversation and the logged card are still there after a reload.
      await page.reload()
      await page.getByLabel('Meal to log: two eggs and toast').getByText('Logged to your Food Log.').waitFor()

      // So are a weigh-in and a workout told to the agent.
      const ask = async (text: string) => {
        await page.getByRole('textbox', { name: 'Message' }).fill(text)
        await page.getByRole('textbox', { name: 'Message' }).press('Enter')
      }
      await ask('log my weight 72.4 kg')
      const weightCard = page.getByLabel(/^Weigh-in to log:/).last()
      await weightCard.getByRole('button', { name: 'Log', exact: true }).click({ timeout: 20_000 })
      await weightCard.getByText(/^Logged to /).waitFor()
      const weights = await callApi(page, server, 'GET', `/user/${session?.userId}/weights`)
      check(weights.length === 1 && weights[0].weight_kg === 72.4, 'Log saved the weigh-in')
      await ask('add 30 min run')
      const workoutCard = page.getByLabel(/^Workout to log:/).last()
      await workoutCard.getByRole('button', { name: 'Log', exact: true }).click({ timeout: 20_000 })
      await workoutCard.getByText(/^Logged to /).waitFor()
      await page.screenshot({ path: path.join(ARTIFACTS, 'chat-actions-light-1280.png') })
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    },
  },
  {
    name: 'insights and chat: screenshots in light and dark theme at 1280 and 390 px',
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
          const width = VIEWPORTS[viewport].width

          await page.goto(`${server.url}/insights`)
          await page.getByRole('list', { name: 'Insights Log' }).waitFor()
          await page.getByRole('button', { name: 'Get Insights' }).click()
          await waitForAdvice(page)
          await screenshot(page, `insights-${theme}-${width}`)

          await page.goto(`${server.url}/chat`)
          const card = await askForDinner(page)
          await screenshot(page, `chat-${theme}-${width}`)
          await card.getByRole('button').first().click()
          await page.getByRole('dialog').filter({ hasText: 'Macros per serving' }).waitFor()
          await settle(page)
          // The dialog is fixed to the window: a full-page picture would stretch the window under it.
          await page.screenshot({ path: path.join(ARTIFACTS, `chat-recipe-${theme}-${width}.png`) })
          check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
          await context.close()
        }
      }
    },
  },
])
