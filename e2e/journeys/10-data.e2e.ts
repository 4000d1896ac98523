import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { check } from '../assert'
import { VIEWPORTS, watchConsole } from '../browser'
import { defineJourneys } from '../journey'
import { pageApi } from '../pageApi'
import { shoot } from '../shoot'
import { signUpByEmail } from '../signIn'

const MEALS = [
  ['2026-03-01T08:00:00+00:00', 'breakfast', 'Porridge', 320],
  ['2026-03-01T13:00:00+00:00', 'lunch', 'Lentil soup', 450],
  ['2026-03-02T19:00:00+00:00', 'dinner', 'Salmon and rice', 700],
] as const

defineJourneys([
  {
    name: 'your data: download the JSON export, import it into a new account, the same meals and totals, in both themes at 1280 and 390 px',
    async run({ server, browser }) {
      const first = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true })
      const page = await first.newPage()
      const problems = watchConsole(page)
      await signUpByEmail(page, server, 'export.person@example.com')
      const userId = await page.evaluate(() => localStorage.getItem('userId'))
      check(userId, 'signed in')
      for (const [date, meal_type, name, calories] of MEALS) {
        await pageApi(page, server, 'POST', `/user/${userId}/meals`, {
          date,
          meal_type,
          foods: [{ name, quantity: 1, calories, protein: 20, carbs: 40, fat: 10 }],
        })
      }
      await pageApi(page, server, 'POST', `/user/${userId}/weights`, { date: '2026-03-01', weight_kg: 72.5 })

      await page.goto(`${server.url}/profile`)
      await page.getByRole('tab', { name: 'Your data' }).click()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Download JSON/ }).click(),
      ])
      check(/^macro-tracker-\d{4}-\d{2}-\d{2}\.json$/.test(download.suggestedFilename()), download.suggestedFilename())
      // Kept apart from the context, whose downloads go when it closes.
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'export-')), download.suggestedFilename())
      await download.saveAs(file)
      const exported = JSON.parse(readFileSync(file, 'utf8')) as { meals: unknown[]; weights: unknown[] }
      check(
        exported.meals.length === 3 && exported.weights.length === 1,
        'the export holds the 3 meals and the weigh-in',
      )
      await page.getByText(/^Downloaded macro-tracker-/).waitFor()
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await first.close()

      const second = await browser.newContext({ viewport: VIEWPORTS.desktop })
      const other = await second.newPage()
      await signUpByEmail(other, server, 'import.person@example.com')
      const otherId = await other.evaluate(() => localStorage.getItem('userId'))
      await other.goto(`${server.url}/profile`)
      await other.getByRole('tab', { name: 'Your data' }).click()
      await other.getByLabel('File to import').setInputFiles(file)
      await other.getByText('Imported 3 meals, 3 foods and 1 weigh-in.').waitFor()
      const diary = (await pageApi(other, server, 'GET', `/user/${otherId}/diary/2026-03-01`)) as {
        totals: { calories: number }
      }
      check(diary.totals.calories === 770, `imported day totals ${diary.totals.calories} kcal`)
      await other.getByLabel('File to import').setInputFiles(file)
      await other.getByText('Nothing new to import: everything in this file is already in your data.').waitFor()
      await shoot(
        browser,
        'data',
        async (page) => {
          await page.goto(`${server.url}/profile`)
          await page.getByRole('tab', { name: 'Your data' }).click()
          await page.getByLabel('File to import').setInputFiles(file)
          await page.getByText('Nothing new to import: everything in this file is already in your data.').waitFor()
        },
        second,
      )
      await second.close()
    },
  },
])
