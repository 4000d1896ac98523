import path from 'node:path'
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'
import { check } from '../assert'
import { ARTIFACTS, newContext, openDialog, screenshot, settle, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { defineJourneys } from '../journey'
import type { RunningServer } from '../server'
import { selectOption } from '../selectOption'
import { signUpByEmail } from '../signIn'

const RECIPE_TEXT = `CLASSIC THREE-BEAN CHILI

A hearty, freezer-friendly chili that gets better the next day.

SERVES 6
PREP TIME: 20 MINUTES
COOK TIME: 1 HOUR 10 MINUTES

INGREDIENTS
2 tablespoons olive oil
1 large yellow onion, diced
4 garlic cloves, minced
1 1/2 pounds lean ground beef
2 tablespoons chili powder
1 (28 oz) can crushed tomatoes
2 (15 oz) cans kidney beans, drained and rinsed
2 cups beef broth

METHOD
1. Heat the oil in a large Dutch oven over medium heat. Add the onion and cook until softened.
2. Add the beef and cook until no longer pink.
3. Add the tomatoes, beans and broth and simmer for 45 minutes.

NOTES
Chili keeps for 4 days in the fridge.`

const EXTRA_FOODS = 35
const EXTRA_RECIPES = 25

/** The signed-in browser storage and the user's session, shared by the journeys of this file. */
let session: { state: Awaited<ReturnType<BrowserContext['storageState']>>; userId: string; token: string } | null = null

async function post(page: Page, server: RunningServer, apiPath: string, data: unknown): Promise<void> {
  if (!session) throw new Error('no session')
  const response = await page.request.post(`${server.url}/api${apiPath}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data,
  })
  check(response.ok(), `POST ${apiPath} answered ${response.status()}: ${await response.text()}`)
}

const foodCards = (page: Page) => page.getByRole('list', { name: 'Foods' }).getByRole('listitem')
const recipeRows = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem')

/** An option of the open select menu. */

async function firstRecipeIs(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('ul[aria-label="Recipes"] > li')?.getAttribute('aria-label') === expected,
    name,
  )
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

async function waitForCount(list: Locator, count: number, what: string): Promise<void> {
  await list.nth(count - 1).waitFor()
  const shown = await list.count()
  check(shown === count, `${what}: ${count} shown (got ${shown})`)
}

/** Fills the Add New Food dialog and adds the food. */
async function addFood(page: Page, food: { name: string; serving: string; macros: [string, string, string, string] }) {
  await page.getByRole('button', { name: 'Add Food' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Food' })
  await dialog.getByLabel('Name').fill(food.name)
  await dialog.getByLabel('Serving size').fill(food.serving)
  const [calories, protein, carbs, fat] = food.macros
  await dialog.getByLabel('Calories').fill(calories)
  await dialog.getByLabel('Protein (g)').fill(protein)
  await dialog.getByLabel('Carbs (g)').fill(carbs)
  await dialog.getByLabel('Fat (g)').fill(fat)
  await dialog.getByRole('button', { name: 'Add Food' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('listitem', { name: food.name }).waitFor()
}

/** The session's storage without the saved theme, so each context starts from its own colour scheme. */
function sessionFor(): Awaited<ReturnType<BrowserContext['storageState']>> {
  if (!session) throw new Error('no session')
  return {
    ...session.state,
    origins: session.state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => entry.name !== 'themeMode'),
    })),
  }
}

/** Waits until the dialogs' opening animations are over, for a steady picture. */
defineJourneys([
  {
    name: 'unique foods: add foods, favorite and sort them, filter favorites, scroll the long list',
    async run({ server, browser }) {
      const context = await newContext(browser)
      const page = await context.newPage()
      const problems = watchConsole(page)
      await signUpByEmail(page, server, 'foods.recipes@example.com')
      const stored = await page.evaluate(() => ({
        userId: localStorage.getItem('userId'),
        token: localStorage.getItem('jwtToken'),
      }))
      check(stored.userId && stored.token, 'signed in with a token in localStorage')
      session = { state: await context.storageState(), userId: stored.userId, token: stored.token }

      await page.getByRole('link', { name: 'Unique Foods' }).click()
      await page.getByText('No foods found.').waitFor()
      await addFood(page, { name: 'Oatmeal', serving: '1 cup cooked', macros: ['150', '5', '27', '3'] })
      await addFood(page, { name: 'Almonds', serving: '28 g', macros: ['164.44', '6', '6.1', '14.2'] })
      const almonds = page.getByRole('listitem', { name: 'Almonds' })
      await almonds.getByText('164.4').waitFor()
      await almonds.getByText('Serving: 28 g').waitFor()
      check((await foodCards(page).first().getAttribute('aria-label')) === 'Almonds', 'newest food first')

      await almonds.getByRole('button', { name: 'Add Almonds to favorites' }).click()
      await almonds.getByRole('button', { name: 'Remove Almonds from favorites', pressed: true }).waitFor()

      await page.getByRole('combobox', { name: 'Sort by' }).click()
      await selectOption(page, 'Name').click()
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-label="Foods"] [role="listitem"]')?.getAttribute('aria-label') === 'Almonds',
      )
      await page.getByRole('combobox', { name: 'Sort by' }).click()
      await selectOption(page, 'Date (oldest)').click()
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-label="Foods"] [role="listitem"]')?.getAttribute('aria-label') === 'Oatmeal',
      )

      await page.getByRole('switch', { name: 'Favorites only' }).click()
      await page.getByRole('listitem', { name: 'Oatmeal' }).waitFor({ state: 'detached' })
      await waitForCount(foodCards(page), 1, 'favorites only')
      await page.getByRole('switch', { name: 'Favorites only' }).click()

      for (let index = 1; index <= EXTRA_FOODS; index++) {
        await post(page, server, '/foods', { name: `Pantry item ${index}`, calories: index, protein: 1 })
      }
      await page.reload()
      await waitForCount(foodCards(page), 20, 'Unique Foods starts with 20 cards')
      await scrollToBottom(page)
      await waitForCount(foodCards(page), 30, 'scrolling near the bottom loads 10 more')
      await scrollToBottom(page)
      await waitForCount(foodCards(page), EXTRA_FOODS + 2, 'scrolling again loads the rest')
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    },
  },
  {
    name: 'recipes: paste a recipe, estimate its macros, see it as a food, go back to it, scroll the list',
    async run({ server, browser }) {
      check(session, 'the first journey signed in')
      const context = await browser.newContext({ storageState: session.state, viewport: VIEWPORTS.desktop })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(`${server.url}/recipes`)
      await page.getByRole('heading', { name: 'Recipes' }).waitFor()

      await page.getByRole('button', { name: 'Add Recipe' }).click()
      const form = page.getByRole('dialog', { name: 'Add Recipe' })
      await form.getByRole('button', { name: 'Paste Recipe Text' }).click()
      const paste = page.getByRole('dialog', { name: 'Paste Recipe Text' })
      check(await paste.getByRole('button', { name: 'Extract' }).isDisabled(), 'Extract is disabled without text')
      await paste.getByLabel('Recipe text').fill(RECIPE_TEXT)
      await paste.getByRole('button', { name: 'Extract' }).click()
      await paste.waitFor({ state: 'hidden' })
      check((await form.getByLabel('Name').inputValue()) === 'CLASSIC THREE-BEAN CHILI', 'the title fills the name')
      check((await form.getByLabel('Servings').inputValue()) === '6', 'the servings are read')
      check(
        (await form.getByLabel('Ingredient 8', { exact: true }).inputValue()).includes('beef broth'),
        'eight ingredients',
      )
      check(
        (await form.getByLabel('Step 3', { exact: true }).inputValue()).startsWith('Add the tomatoes'),
        'three steps',
      )
      await form.getByLabel('Name').fill('Three-bean chili')

      await form.getByRole('button', { name: 'Create & Estimate Macros' }).click()
      await form.getByText('Recipe saved!').waitFor()
      // The dialog closes 1.2 s after the save (on a busy machine, before a field could be read): the estimate is
      // read from the list.
      await form.waitFor({ state: 'hidden' })

      const row = page.getByRole('listitem', { name: 'Three-bean chili' })
      const summary = row.getByText(/^6 servings · [\d.]+ kcal per serving$/)
      await summary.waitFor()
      const calories = Number((await summary.textContent())?.match(/([\d.]+) kcal/)?.[1])
      check(calories > 100, `calories per serving were estimated (got ${calories})`)
      await row.getByRole('button', { name: 'Three-bean chili', exact: true }).click()
      const details = page.getByRole('dialog', { name: 'Recipe Details' })
      await details.getByRole('heading', { name: 'Three-bean chili' }).waitFor()
      await details.getByRole('region', { name: 'Macros per serving' }).getByText('Calories').waitFor()
      await details.getByRole('button', { name: 'Close' }).click()
      await row.getByRole('button', { name: 'Add Three-bean chili to favorites' }).click()
      await row.getByRole('button', { name: 'Remove Three-bean chili from favorites', pressed: true }).waitFor()

      await page.getByRole('link', { name: 'Unique Foods' }).click()
      const recipeFood = page.getByRole('listitem', { name: 'Three-bean chili' })
      await recipeFood.getByText('Recipe', { exact: true }).waitFor()
      await recipeFood.getByRole('button', { name: 'Remove Three-bean chili from favorites', pressed: true }).waitFor()
      await recipeFood.getByRole('button', { name: 'Edit Three-bean chili' }).click()
      await page.getByRole('dialog', { name: 'Edit Food' }).getByRole('button', { name: 'Go to Recipe' }).click()
      await page.waitForURL('**/recipes')
      await page
        .getByRole('dialog', { name: 'Recipe Details' })
        .getByRole('heading', { name: 'Three-bean chili' })
        .waitFor()
      await page.getByRole('button', { name: 'Close' }).click()

      for (let index = 1; index <= EXTRA_RECIPES; index++) {
        await post(page, server, '/recipes', { name: `Weeknight dish ${index}`, ingredients: ['1 cup rice'] })
      }
      await page.reload()
      await waitForCount(recipeRows(page), 20, 'Recipes start with 20 rows')
      await scrollToBottom(page)
      await waitForCount(recipeRows(page), EXTRA_RECIPES + 1, 'scrolling near the bottom loads the rest')

      await page.getByRole('combobox', { name: 'Sort By' }).click()
      await selectOption(page, 'Name (Z–A)').click()
      await firstRecipeIs(page, 'Weeknight dish 9')

      const first = page.getByRole('listitem', { name: 'Weeknight dish 9', exact: true })
      await first.getByRole('button', { name: 'Delete Weeknight dish 9' }).click()
      await page.getByText('Delete this recipe and all its log records?').waitFor()
      // A click while the confirmation is still animating in can be lost: press Delete until the recipe is gone.
      const confirmDelete = page.getByRole('button', { name: 'Delete', exact: true })
      await expect(async () => {
        if (await confirmDelete.isVisible()) await confirmDelete.click()
        await first.waitFor({ state: 'detached', timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await firstRecipeIs(page, 'Weeknight dish 8')
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    },
  },
  {
    name: 'foods and recipes: screenshots in light and dark theme at 1280 and 390 px',
    async run({ server, browser }) {
      check(session, 'the first journey signed in')
      for (const theme of ['light', 'dark'] as Theme[]) {
        for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
          const width = VIEWPORTS[viewport].width
          const context = await browser.newContext({
            storageState: sessionFor(),
            colorScheme: theme,
            viewport: VIEWPORTS[viewport],
          })
          const page = await context.newPage()
          const problems = watchConsole(page)

          await page.goto(`${server.url}/unique-foods`)
          await foodCards(page).nth(19).waitFor()
          await screenshot(page, `unique-foods-${theme}-${width}`)
          await page.getByRole('button', { name: 'Add Food' }).click()
          await page.getByRole('dialog', { name: 'Add New Food' }).getByLabel('Name').waitFor()
          await settle(page)
          // Dialogs are fixed to the window: a full-page picture would stretch the window under them.
          await page.screenshot({ path: path.join(ARTIFACTS, `unique-foods-add-${theme}-${width}.png`) })

          await page.goto(`${server.url}/recipes`)
          await recipeRows(page).nth(19).waitFor()
          await screenshot(page, `recipes-${theme}-${width}`)
          // A to Z brings the pasted recipe (the oldest) to the top.
          await page.getByRole('combobox', { name: 'Sort By' }).click()
          await selectOption(page, 'Name (A–Z)').click()
          await firstRecipeIs(page, 'Three-bean chili')
          await page
            .getByRole('listitem', { name: 'Three-bean chili' })
            .getByRole('button', { name: 'Three-bean chili', exact: true })
            .click()
          await openDialog(
            () => page.getByRole('dialog', { name: 'Recipe Details' }).getByRole('button', { name: 'Edit' }).click(),
            page.getByRole('dialog', { name: 'Edit Recipe' }).getByLabel('Name'),
          )
          await settle(page)
          await page.screenshot({ path: path.join(ARTIFACTS, `recipes-edit-${theme}-${width}.png`) })
          await page
            .locator('.ant-modal-wrap')
            .last()
            .evaluate((wrap) => wrap.scrollTo(0, wrap.scrollHeight))
          await page.screenshot({ path: path.join(ARTIFACTS, `recipes-edit-end-${theme}-${width}.png`) })
          check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
          await context.close()
        }
      }
    },
  },
])
