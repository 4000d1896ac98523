import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import {
  type FakeOpenFoodFacts,
  SAMPLE_PRODUCTS,
  startFakeOpenFoodFacts,
} from '../../server/test/fakes/fakeOpenFoodFacts'
import { check } from '../assert'
import { ARTIFACTS, settle, type Theme, VIEWPORTS, watchConsole } from '../browser'
import { openScanner, typeCode, watchUnexpectedErrors } from '../barcodeScanner'
import { ean13Png } from '../ean13Png'
import { ean13Y4m } from '../ean13Y4m'
import { defineJourneys } from '../journey'
import { type RunningServer, startServer } from '../server'
import { signUpByEmail } from '../signIn'

/** In the fake Open Food Facts (SAMPLE_PRODUCTS): 452 kcal per 100 g, a 45 g serving, brands "Fake Mills, …". */
const GRANOLA = '5000159484695'
/** A product added to the fake for the screenshots, so it is never one of the person's foods. */
const OAT_BAR = '5012345678900'
/** A valid EAN-13 no product has. */
const UNKNOWN = '4006381333931'

const CAMERA_PROBLEM = /^(No camera is available here|Camera access was refused|The camera could not be started)/

/** The fake Open Food Facts and the server that asks it, with the signed-in session of the first journey. */
let shared: {
  off: FakeOpenFoodFacts
  server: RunningServer
  state?: Awaited<ReturnType<BrowserContext['storageState']>>
} | null = null

async function start(): Promise<NonNullable<typeof shared>> {
  const off = await startFakeOpenFoodFacts({ products: SAMPLE_PRODUCTS })
  off.products.set(OAT_BAR, {
    code: OAT_BAR,
    product_name: 'Oat & Honey Bar',
    brands: 'Fake Mills',
    serving_size: '1 bar (35 g)',
    serving_quantity: 35,
    nutriments: {
      'energy-kcal_100g': 420,
      proteins_100g: 8,
      carbohydrates_100g: 60,
      fat_100g: 15,
      fiber_100g: 6,
      sugars_100g: 24,
      sodium_100g: 0.2,
    },
  })
  const server = await startServer({ OPENFOODFACTS_URL: off.url })
  shared = { off, server }
  return shared
}

async function stop(): Promise<void> {
  await shared?.server.stop()
  await shared?.off.close()
  shared = null
}

/**
 * On the Food Log: a photo of the granola's barcode is read in the browser by the ZXing WebAssembly reader (fetched
 * from our own origin, not a CDN), looked up in the fake Open Food Facts, reviewed, saved with its barcode, and
 * logged.
 */
async function scanPhotoSaveAndLog(browser: Browser) {
  const { off, server } = await start()
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
  const page = await context.newPage()
  const problems = watchConsole(page)
  const wasmRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.wasm')) wasmRequests.push(request.url())
  })
  await signUpByEmail(page, server, 'barcodes@example.com')
  shared = { off, server, state: await context.storageState() }
  check(wasmRequests.length === 0, 'no barcode reader is loaded before the scanner opens')

  const dialog = await openScanner(page)
  // Headless Chromium has no camera: the scanner says so and the other paths stay.
  await dialog.getByText(CAMERA_PROBLEM).waitFor()
  await dialog.getByLabel('Barcode photo').setInputFiles({
    name: 'granola-barcode.png',
    mimeType: 'image/png',
    buffer: ean13Png(GRANOLA),
  })
  await dialog.getByText(/^Found Crunchy Oat Granola/).waitFor()
  const name = await dialog.getByLabel('Name').inputValue()
  check(name === 'Crunchy Oat Granola (Fake Mills)', `the name has the brand (got "${name}")`)
  check((await dialog.getByLabel('Serving size').inputValue()) === '45 g', 'the serving size is prefilled')
  const calories = Number(await dialog.getByLabel('Calories').inputValue())
  check(Math.abs(calories - 203.4) < 0.5, `calories per 45 g serving (got ${calories})`)
  await dialog.getByText(`Barcode ${GRANOLA} · values per serving`).waitFor()
  check(off.requests.includes(GRANOLA), 'the server asked Open Food Facts')
  check(wasmRequests.length > 0, 'the ZXing reader was fetched')
  for (const url of wasmRequests) check(url.startsWith(server.url), `the .wasm comes from our origin: ${url}`)

  await dialog.getByRole('button', { name: 'Save food' }).click()
  await page.getByText(`${name} saved to your foods`).waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('spinbutton', { name: `Quantity of ${name}` }).waitFor()
  await page.getByRole('button', { name: 'Log Meal' }).click()
  await page.getByText(/ logged: 203\.\d kcal$/).waitFor()

  const sw = await page.request.get(`${server.url}/sw.js`)
  check(!(await sw.text()).includes('.wasm'), 'the service worker does not precache the .wasm')
  check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
  await context.close()
}

/** On Unique Foods at 390 px: a bad code, an unknown one entered by hand, and a saved one found again. */
async function manualEntryAndLibrary(browser: Browser) {
  check(shared?.state, 'the first journey signed in')
  const { server } = shared
  const context = await browser.newContext({ storageState: shared.state, viewport: VIEWPORTS.phone })
  const page = await context.newPage()
  const problems = watchUnexpectedErrors(page)
  await page.goto(`${server.url}/unique-foods`)
  await page.getByRole('listitem', { name: 'Crunchy Oat Granola (Fake Mills)' }).waitFor()

  const dialog = await openScanner(page)
  await typeCode(dialog, '12345')
  await dialog.getByText(/8, 12 or 13 digits/).waitFor()

  await typeCode(dialog, UNKNOWN)
  await dialog.getByText(`No product has the barcode ${UNKNOWN}.`, { exact: false }).waitFor()
  check((await dialog.getByLabel('Name').inputValue()) === '', 'manual entry starts empty')
  await dialog.getByText(`Barcode ${UNKNOWN} · values per serving`).waitFor()
  await dialog.getByLabel('Name').fill('Corner shop flapjack')
  await dialog.getByLabel('Serving size').fill('1 bar (80 g)')
  await dialog.getByLabel('Calories').fill('380')
  await dialog.getByRole('button', { name: 'Save food' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('listitem', { name: 'Corner shop flapjack' }).waitFor()

  await openScanner(page)
  await typeCode(dialog, UNKNOWN)
  await dialog.getByText('Already in your foods').waitFor()
  await dialog.getByText('Corner shop flapjack').waitFor()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'hidden' })
  check(
    (await page.getByRole('listitem', { name: 'Corner shop flapjack' }).count()) === 1,
    'a food found by its barcode is not saved twice',
  )
  check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
  await context.close()
}

/**
 * With Chromium's fake camera playing a video of the granola's barcode: the scanner opens the camera, reads the code
 * by itself, and finds the food saved in the first journey, which "Add to meal" picks for the meal.
 */
async function scanWithCamera() {
  check(shared?.state, 'the first journey signed in')
  const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'barcode-camera-')), 'granola.y4m')
  writeFileSync(video, ean13Y4m(GRANOLA))
  const cameraBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // The flags of playwright.config.ts, and a fake camera that plays the file, allowed without a prompt.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await cameraBrowser.newContext({ storageState: shared.state, viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${shared.server.url}/food-log`)
    const dialog = await openScanner(page)
    await dialog.getByText('Already in your foods').waitFor()
    await dialog.getByText('Crunchy Oat Granola (Fake Mills)').waitFor()
    check((await dialog.getByLabel('Camera view').count()) === 0, 'the camera view is gone once the code is read')
    await dialog.getByRole('button', { name: 'Add to meal' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('spinbutton', { name: 'Quantity of Crunchy Oat Granola (Fake Mills)' }).waitFor()
    check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
  } finally {
    await cameraBrowser.close()
  }
}

/** The scanner and the prefilled form in both themes at 1280 and 390 px (the window: the dialog is fixed). */
async function screenshots(browser: Browser) {
  check(shared?.state, 'the first journey signed in')
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ storageState: shared.state, colorScheme: theme, viewport })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(`${shared.server.url}/food-log`)
      const dialog = await openScanner(page)
      await dialog.getByText(CAMERA_PROBLEM).waitFor()
      await settle(page)
      await page.screenshot({ path: path.join(ARTIFACTS, `barcode-scan-${theme}-${viewport.width}.png`) })
      await typeCode(dialog, OAT_BAR)
      await dialog.getByText(/^Found Oat & Honey Bar/).waitFor()
      await settle(page)
      await page.screenshot({ path: path.join(ARTIFACTS, `barcode-review-${theme}-${viewport.width}.png`) })
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`)
      await context.close()
    }
  }
}

defineJourneys([
  {
    name: 'barcodes: scan a photo on the Food Log, review the Open Food Facts product, save it and log it',
    async run({ browser }) {
      try {
        await scanPhotoSaveAndLog(browser)
      } catch (error) {
        await stop()
        throw error
      }
    },
  },
  {
    name: 'barcodes: a bad code, manual entry of an unknown one, and a saved one found again on Unique Foods',
    async run({ browser }) {
      try {
        await manualEntryAndLibrary(browser)
      } catch (error) {
        await stop()
        throw error
      }
    },
  },
  {
    name: "barcodes: the camera (Chromium's fake one) reads a barcode and finds the food saved before",
    async run() {
      try {
        await scanWithCamera()
      } catch (error) {
        await stop()
        throw error
      }
    },
  },
  {
    name: 'barcodes: screenshots of the scanner and the review form, light and dark, 1280 and 390 px',
    async run({ browser }) {
      try {
        await screenshots(browser)
      } finally {
        await stop()
      }
    },
  },
])
