import type { Page } from '@playwright/test'
import { check } from '../assert'
import { screenshot, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { defineJourneys } from '../journey'
import { pageApi } from '../pageApi'
import type { RunningServer } from '../server'
import { signUpByEmail } from '../signIn'

/** The calendar day `back` days before today, YYYY-MM-DD in the browser's (UTC) calendar. */
const dayBefore = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)

/**
 * Four weeks of a person losing about 0.35 kg a week on 2,200 kcal a day: meals on 22 of the 28 days, a weigh-in on
 * 24, so the screen has a learned expenditure to show.
 */
async function seedFourWeeks(page: Page, server: RunningServer, userId: string) {
  await pageApi(page, server, 'PUT', `/user/${userId}`, {
    name: 'Grace Hopper',
    age: 38,
    weight: 80,
    weight_unit: 'kg',
    height: 170,
    height_unit: 'cm',
    gender: 'female',
    fitness_goal: 'lose weight',
    activity_level: 'moderate',
  })
  for (let back = 27; back >= 1; back -= 1) {
    const day = dayBefore(back)
    if (back % 5 !== 0) {
      for (const [mealType, hour, calories] of [
        ['breakfast', '08', 500],
        ['lunch', '13', 800],
        ['dinner', '19', 900],
      ] as const) {
        await pageApi(page, server, 'POST', `/user/${userId}/meals`, {
          foods: [
            {
              name: `${mealType} plate`,
              quantity: 1,
              calories,
              protein: calories / 20,
              carbs: calories / 8,
              fat: calories / 30,
            },
          ],
          meal_text: '',
          date: `${day}T${hour}:00:00+00:00`,
          meal_type: mealType,
        })
      }
    }
    if (back % 7 !== 3) {
      const wobble = [0.3, -0.2, 0.1, -0.4, 0.2, 0][back % 6]
      await pageApi(page, server, 'POST', `/user/${userId}/weights`, {
        date: day,
        weight_kg: Math.round((80 - (27 - back) * 0.05 + wobble) * 10) / 10,
      })
    }
  }
}

defineJourneys([
  {
    name: 'progress: four weeks of meals and weigh-ins give a learned expenditure; log a weight, use the suggestion, in both themes at 1280 and 390 px',
    async run({ server, browser }) {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await signUpByEmail(page, server, 'progress.person@example.com')
      const userId = await page.evaluate(() => localStorage.getItem('userId'))
      check(userId, 'signed in')
      await seedFourWeeks(page, server, userId)

      await page.goto(`${server.url}/progress`)
      await page.getByRole('heading', { name: 'Progress' }).waitFor()
      await page
        .getByText(/kcal a day/)
        .first()
        .waitFor()
      await page.getByText(/^Confidence:/).waitFor()

      const form = page.getByRole('form', { name: 'Log weight' })
      await form.getByLabel('Weight (kg)').fill('78.6')
      await form.getByRole('button', { name: 'Log weight' }).click()
      await page.getByText('Weight logged.').waitFor()
      await page
        .getByRole('list', { name: 'Weigh-ins' })
        .getByText(/78\.6 kg/)
        .first()
        .waitFor()

      await page.getByRole('button', { name: 'Use as my calorie target' }).click()
      await page.getByText(/^Calorie target set to [\d,]+ kcal\.$/).waitFor()

      // antd's Segmented hides its radio inputs under their labels: click the label, as a person does.
      await page.getByRole('radiogroup', { name: 'Range' }).getByText('90 days', { exact: true }).click()
      await page.getByRole('img', { name: /^Weight chart: 90 days/ }).waitFor()
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      const state = await context.storageState()
      await context.close()

      for (const theme of ['light', 'dark'] as Theme[]) {
        for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
          const view = await browser.newContext({
            storageState: state,
            colorScheme: theme,
            viewport: VIEWPORTS[viewport],
          })
          const shown = await view.newPage()
          const errors = watchConsole(shown)
          await shown.goto(`${server.url}/progress`)
          await shown.getByRole('img', { name: /^Weight chart: 30 days/ }).waitFor()
          await shown.getByText(/^Confidence:/).waitFor()
          await screenshot(shown, `progress-${theme}-${VIEWPORTS[viewport].width}`)
          check(errors.length === 0, `console errors: ${errors.join(' | ')}`)
          await view.close()
        }
      }
    },
  },
])
