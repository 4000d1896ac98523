import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { seedHistory } from '../../scripts/seedHistory'
import { dailyTotals } from '../db/schema'
import { createTestApp, type TestApp } from '../test/testApp'
import { MULTIPART_CONTENT_TYPE, multipartBody } from '../test/multipartBody'
import { createTestUser, type TestUser } from '../test/testUsers'

// The CSV files the import reads (issue 20) through HTTP: this project's CSV export back into an empty account, and
// real-shaped MyFitnessPal and Cronometer exports; each file imported twice adds nothing the second time.

jest.setTimeout(120_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

const FIXTURES = path.join(__dirname, '../services/portability/csvImport/fixtures')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))

const importFile = (who: TestUser, content: string | Buffer, offset = '+01:00') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${who.id}/import`,
    headers: { ...who.headers, 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipartBody(content, 'export.csv', { utc_offset: offset }),
  })

const NOTHING = { meals: 0, foods: 0, recipes: 0, workouts: 0, weights: 0 }

async function caloriesByDay(userId: string) {
  const rows = await t.app.db.select().from(dailyTotals).where(eq(dailyTotals.userId, userId))
  return new Map(rows.map((row) => [row.localDate, row.calories]))
}

describe('importing CSV files', () => {
  it("reads this project's CSV export back: the same meals and each day's calories to 0.1 kcal", async () => {
    const seeded = await seedHistory(t.app.db, { years: 1, meals: 300, foods: 40, recipes: 5, favorites: 3 })
    const token = await t.app.tokens.issueSession(seeded.userId)
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/user/${seeded.userId}/export?format=csv`,
      headers: { authorization: `Bearer ${token}` },
    })
    const empty = await createTestUser(t.app)
    const first = await importFile(empty, csv.body)
    expect(first.statusCode).toBe(200)
    // The foods eaten join the library too: the seeded ones that were eaten, no more.
    const { format, imported, skipped } = first.json()
    expect({ format, skipped, meals: imported.meals }).toEqual({ format: 'macro-tracker-csv', skipped: [], meals: 300 })
    expect(imported.foods).toBeGreaterThan(5)
    expect(imported.foods).toBeLessThanOrEqual(40)
    const recent = await t.app.inject({
      method: 'GET',
      url: `/api/user/${empty.id}/foods/recent`,
      headers: empty.headers,
    })
    expect(recent.json().length).toBeGreaterThan(5)
    const before = await caloriesByDay(seeded.userId)
    const after = await caloriesByDay(empty.id)
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [day, calories] of before) expect(Math.abs((after.get(day) ?? 0) - calories)).toBeLessThan(0.1)
    expect((await importFile(empty, csv.body)).json().imported).toEqual(NOTHING)
  })

  it.each([
    ['myFitnessPal.csv', 'myfitnesspal'],
    ['cronometer.csv', 'cronometer'],
    ['macroTracker.csv', 'macro-tracker-csv'],
  ])('imports %s once, listing its malformed rows by line, and adds nothing the second time', async (name, format) => {
    const who = await createTestUser(t.app)
    const first = await importFile(who, fixture(name))
    expect(first.statusCode).toBe(200)
    const result = first.json()
    expect(result.format).toBe(format)
    expect(result.imported.meals).toBeGreaterThan(2)
    expect(result.skipped.length).toBeGreaterThan(0)
    for (const skip of result.skipped) expect(skip).toEqual({ line: expect.any(Number), reason: expect.any(String) })
    const again = await importFile(who, fixture(name))
    expect(again.json()).toEqual({ ...result, imported: NOTHING })
  })

  it('files MyFitnessPal meals on the days written, at their time in the importer’s offset', async () => {
    const who = await createTestUser(t.app)
    await importFile(who, fixture('myFitnessPal.csv'), '-05:00')
    const day = await t.app.inject({ method: 'GET', url: `/api/user/${who.id}/diary/2024-03-01`, headers: who.headers })
    const meals = day.json().meals as Array<{ date: string; meal_type: string; macros: { calories: number } }>
    expect(meals.map((meal) => [meal.meal_type, meal.date, meal.macros.calories])).toEqual([
      ['breakfast', '2024-03-01T07:45:00-05:00', 412],
      ['lunch', '2024-03-01T12:20:00-05:00', 655.3],
      ['dinner', '2024-03-01T19:00:00-05:00', 720],
      ['snack', '2024-03-01T15:10:00-05:00', 180],
    ])
  })

  it('refuses a bad UTC offset with a 400', async () => {
    const who = await createTestUser(t.app)
    const response = await importFile(who, fixture('myFitnessPal.csv'), '+25:00')
    expect(response.statusCode).toBe(400)
    expect((await caloriesByDay(who.id)).size).toBe(0)
  })
})
