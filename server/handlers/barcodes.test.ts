import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from '../test/fakes/fakeOpenFoodFacts'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// Barcode look-ups (issue 20) through HTTP on the real test database, with Open Food Facts faked by a local server
// speaking its v2 product API.

// PGlite start-up on a busy 2-core machine can take longer than Jest's default 5 s.
jest.setTimeout(60_000)

const TIMEOUT_MS = 500

let t: TestApp
let off: FakeOpenFoodFacts

beforeAll(async () => {
  off = await startFakeOpenFoodFacts()
  t = await createTestApp({ OPENFOODFACTS_URL: off.url, OPENFOODFACTS_TIMEOUT_MS: String(TIMEOUT_MS) })
}, 60_000)
afterAll(async () => {
  await t.close()
  await off.close()
})
afterEach(() => {
  off.mode = 'normal'
})

const lookUp = (who: TestUser | null, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/foods/barcode/${code}`, headers: who?.headers ?? {} })

const nothingKnown = { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null }

const granola = {
  code: '8712345000011',
  product_name: 'Crunchy Oat Granola',
  brands: 'Fake Mills, Fake Foods',
  serving_size: '40 g',
  serving_quantity: 40,
  nutriments: {
    'energy-kcal_100g': 450,
    proteins_100g: 10,
    carbohydrates_100g: 60,
    fat_100g: 17.5,
    fiber_100g: 8,
    sugars_100g: 20,
    sodium_100g: 0.25,
    salt_100g: 0.625,
  },
}

describe('GET /foods/barcode/{code}', () => {
  it('finds a product in Open Food Facts, works out a serving from per 100 g, and caches it for everyone', async () => {
    off.products.set(granola.code, granola)
    const user = await createTestUser(t.app)
    const response = await lookUp(user, granola.code)
    expect(response.statusCode).toBe(200)
    const expected = {
      code: granola.code,
      name: 'Crunchy Oat Granola',
      brand: 'Fake Mills',
      serving_size: '40 g',
      serving_grams: 40,
      per_serving: { calories: 180, protein: 4, carbs: 24, fat: 7, fiber: 3.2, sugar: 8, sodium: 100 },
      per_100g: { calories: 450, protein: 10, carbs: 60, fat: 17.5, fiber: 8, sugar: 20, sodium: 250 },
      food_id: null,
    }
    expect(response.json()).toEqual({ ...expected, source: 'openfoodfacts' })
    expect(off.requests).toEqual([granola.code])
    expect(off.userAgents[0]).toMatch(/^MacroTracker\/\S+ \(\+https:\/\//)

    // Answered from the cache, for this person and the next, without asking Open Food Facts again.
    const again = await lookUp(user, granola.code)
    expect(again.json()).toEqual({ ...expected, source: 'cache' })
    const other = await lookUp(await createTestUser(t.app), granola.code)
    expect(other.json()).toEqual({ ...expected, source: 'cache' })
    expect(off.requests).toEqual([granola.code])
  })

  it('takes per-serving values when given, energy from kJ, sodium from salt and numbers sent as text', async () => {
    off.products.set('96385074', {
      code: '96385074',
      product_name: '',
      product_name_en: 'Natural yogurt',
      serving_size: '1 pot (125 g)',
      serving_quantity: '125',
      nutriments: { energy_100g: '1255', proteins_100g: '4.4', proteins_serving: 5.6, salt_100g: '0,5' },
    })
    const response = await lookUp(await createTestUser(t.app), '96385074')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Natural yogurt',
      brand: null,
      serving_grams: 125,
      per_100g: { ...nothingKnown, calories: 300, protein: 4.4, sodium: 200 },
      per_serving: { ...nothingKnown, calories: 375, protein: 5.6, sodium: 250 },
    })
  })

  it('answers null for what Open Food Facts does not know, and names a nameless product by its code', async () => {
    off.products.set('8712345000028', {
      code: '8712345000028',
      product_name: 'Plain crackers',
      nutriments: { 'energy-kcal_100g': 410, proteins_100g: 'not known', fat_100g: -1 },
    })
    off.products.set('036000291452', { code: '036000291452', nutriments: {} })
    const user = await createTestUser(t.app)

    const crackers = (await lookUp(user, '8712345000028')).json()
    expect(crackers).toMatchObject({ serving_size: null, serving_grams: null, per_serving: null })
    expect(crackers.per_100g).toEqual({ ...nothingKnown, calories: 410 })

    const bare = await lookUp(user, '036000291452')
    expect(bare.statusCode).toBe(200)
    expect(bare.json()).toEqual({
      code: '036000291452',
      name: 'Product 036000291452',
      brand: null,
      serving_size: null,
      serving_grams: null,
      per_serving: null,
      per_100g: null,
      source: 'openfoodfacts',
      food_id: null,
    })
  })

  it("answers with the person's own food saved with the barcode before anything else", async () => {
    off.products.set('4006381333931', { code: '4006381333931', product_name: 'Label name', nutriments: {} })
    const user = await createTestUser(t.app)
    const bar = { name: 'Peanut bar', serving_size: '1 bar (40 g)', calories: 180, protein: 8, carbs: 20, fat: 9 }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: user.headers,
      payload: { ...bar, fiber: 2, barcode: '4006381333931' },
    })
    expect(saved.statusCode).toBe(201)
    const requestsBefore = off.requests.length

    const response = await lookUp(user, '4006381333931')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: '4006381333931',
      name: 'Peanut bar',
      brand: null,
      serving_size: '1 bar (40 g)',
      serving_grams: 40,
      per_serving: { calories: 180, protein: 8, carbs: 20, fat: 9, fiber: 2, sugar: null, sodium: null },
      per_100g: { calories: 450, protein: 20, carbs: 50, fat: 22.5, fiber: 5, sugar: null, sodium: null },
      source: 'library',
      food_id: saved.json().id,
    })
    expect(off.requests).toHaveLength(requestsBefore)

    // Someone else's food is not theirs to see.
    const stranger = await lookUp(await createTestUser(t.app), '4006381333931')
    expect(stranger.json()).toMatchObject({ name: 'Label name', source: 'openfoodfacts', food_id: null })
  })

  it('finds a food saved under the EAN-13 form of a UPC-A, with no per 100 g when its serving is not a weight', async () => {
    const user = await createTestUser(t.app)
    const cereal = { name: 'Corn flakes', serving_size: '1 cup', calories: 100, barcode: '0012345650000' }
    const saved = await t.app.inject({ method: 'POST', url: '/api/foods', headers: user.headers, payload: cereal })
    expect(saved.statusCode).toBe(201)
    const response = await lookUp(user, '012345650000')
    expect(response.json()).toMatchObject({
      code: '012345650000',
      source: 'library',
      food_id: saved.json().id,
      serving_grams: null,
      per_serving: { ...nothingKnown, calories: 100 },
      per_100g: null,
    })
  })

  it('answers 404 offering manual entry when no one knows the barcode', async () => {
    const response = await lookUp(await createTestUser(t.app), '5000159484695')
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe(
      'No product has the barcode 5000159484695. Enter its name and nutrients from the label instead.',
    )
  })

  it('answers 503 when Open Food Facts fails, and caches nothing', async () => {
    off.products.set('8712345000035', { ...granola, code: '8712345000035' })
    const user = await createTestUser(t.app)
    off.mode = 'error'
    const failed = await lookUp(user, '8712345000035')
    expect(failed.statusCode).toBe(503)
    expect(failed.json().detail).toMatch(/^Open Food Facts is having trouble right now .*enter the food's name/)

    off.mode = 'normal'
    expect((await lookUp(user, '8712345000035')).json().source).toBe('openfoodfacts')
  })

  it('answers 503 within the timeout when Open Food Facts does not answer', async () => {
    off.mode = 'hang'
    const started = Date.now()
    const response = await lookUp(await createTestUser(t.app), '8712345000042')
    const elapsed = Date.now() - started
    expect(response.statusCode).toBe(503)
    expect(response.json().detail).toMatch(/^Open Food Facts did not answer within 0.5 seconds/)
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2500)
  })

  it('answers 400 for a wrong check digit of an EAN-8, UPC-A or EAN-13, and valid ones reach the look-up', async () => {
    const user = await createTestUser(t.app)
    const requestsBefore = off.requests.length
    for (const code of ['96385075', '036000291453', '5000159484696']) {
      const response = await lookUp(user, code)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(
        `The barcode ${code} is not valid: its check digit (the last digit) is wrong. Scan it again, or check the digits typed.`,
      )
    }
    expect(off.requests).toHaveLength(requestsBefore)
    for (const code of ['96385074', '036000291452', '5000159484695']) {
      expect([200, 404]).toContain((await lookUp(user, code)).statusCode)
    }
  })

  it('answers 400 for a code of another length or with other characters than digits', async () => {
    const user = await createTestUser(t.app)
    for (const code of ['1234567', '12345678901', '12345678901234', '5000159484695a', 'abcdefgh', '5000-159484695']) {
      const response = await lookUp(user, code)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toContain('must be 8, 12 or 13 digits')
    }
  })

  it('answers 401 without a sign-in', async () => {
    const response = await lookUp(null, granola.code)
    expect(response.statusCode).toBe(401)
  })
})
