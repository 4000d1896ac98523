import { eq } from 'drizzle-orm'
import { dailyTotals, insightLog } from '../db/schema'
import { newId } from '../lib/ids'
import { createTestApp, type TestApp } from '../test/testApp'
import { MULTIPART_CONTENT_TYPE, multipartBody } from '../test/multipartBody'
import { createTestUser, type TestUser } from '../test/testUsers'
import { seedHistory } from '../../scripts/seedHistory'

// Export and import (issue 20): a five-year account exported, imported into an empty account and exported again
// gives the same document apart from ids and timestamps, and the same daily totals; importing a file twice adds
// nothing the second time.

jest.setTimeout(120_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

async function importFile(who: TestUser, content: string | Buffer | null, filename = 'export.json', fields = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/${who.id}/import`,
    headers: { ...who.headers, 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipartBody(content, filename, fields),
  })
}

async function exportOf(who: TestUser, format: 'json' | 'csv' = 'json') {
  const response = await call(who, 'GET', `/user/${who.id}/export?format=${format}`)
  expect(response.statusCode).toBe(200)
  return response
}

const TIMESTAMPS = new Set(['exported_at', 'created_at', 'updated_at', 'date_added'])
const IDS = new Set(['id', 'food_id', 'recipe_id'])

/** The document with its ids replaced by their order of first appearance and its timestamps left out. */
function comparable(document: unknown): unknown {
  const labels = new Map<string, string>()
  const label = (id: string) => {
    if (!labels.has(id)) labels.set(id, `#${labels.size + 1}`)
    return labels.get(id)
  }
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !TIMESTAMPS.has(key))
        .map(([key, item]) => [key, IDS.has(key) && typeof item === 'string' ? label(item) : walk(item)]),
    )
  }
  return walk(document)
}

async function totalsByDay(userId: string) {
  const rows = await t.app.db.select().from(dailyTotals).where(eq(dailyTotals.userId, userId))
  return new Map(rows.map((row) => [row.localDate, row]))
}

async function seededPerson(): Promise<TestUser> {
  const seeded = await seedHistory(t.app.db, { years: 5, meals: 1200, foods: 150, recipes: 15, favorites: 10 })
  const token = await t.app.tokens.issueSession(seeded.userId)
  const person = { id: seeded.userId, email: seeded.email, token, headers: { authorization: `Bearer ${token}` } }
  expect(
    (
      await call(person, 'PUT', `/user/${person.id}`, {
        age: 41,
        weight: 176,
        weight_unit: 'lbs',
        gender: 'female',
        resting_heart_rate: 58,
      })
    ).statusCode,
  ).toBe(200)
  expect(
    (
      await call(person, 'PUT', `/user/${person.id}/targets`, {
        source: 'manual',
        calories: 2100,
        protein: 140,
        carbs: 220,
        fat: 70,
      })
    ).statusCode,
  ).toBe(200)
  for (const [date, weight_kg] of [
    ['2025-01-04', 81.2],
    ['2025-06-01', 79.5],
    ['2026-11-01', 77.9],
  ] as const)
    expect((await call(person, 'POST', `/user/${person.id}/weights`, { date, weight_kg })).statusCode).toBe(201)
  for (const [date, text] of [
    ['2024-05-02T07:00:00.000Z', 'Run 5 km'],
    ['2026-02-10T18:30:00.000Z', 'Yoga'],
  ])
    expect(
      (
        await call(person, 'POST', `/user/${person.id}/workouts`, {
          workout_text: text,
          date,
          duration: 40,
          calories_burned: 300,
          type: 'Run',
        })
      ).statusCode,
    ).toBe(201)
  await t.app.db
    .insert(insightLog)
    .values({ id: newId(), userId: person.id, advice: 'Eat more beans.', facts: { protein: 90 } })
  return person
}

describe('export and import round trip', () => {
  it('imports a five-year export into an empty account: the same document again and the same daily totals', async () => {
    const person = await seededPerson()
    const first = (await exportOf(person)).json()
    expect(first).toMatchObject({ format: 'macro-tracker-export', version: 1 })
    expect(first.meals).toHaveLength(1200)
    expect(first.weights).toHaveLength(3)
    expect(first.targets).toMatchObject({ calories: 2100 })
    expect(first.profile).not.toHaveProperty('password_hash')
    expect(first.profile).not.toHaveProperty('email')

    const empty = await createTestUser(t.app)
    const imported = await importFile(empty, JSON.stringify(first))
    expect(imported.statusCode).toBe(200)
    expect(imported.json()).toEqual({
      format: 'macro-tracker-json',
      imported: { meals: 1200, foods: 150, recipes: 15, workouts: 2, weights: 3 },
      skipped: [],
    })
    const second = (await exportOf(empty)).json()
    expect(comparable(second)).toEqual(comparable(first))

    const before = await totalsByDay(person.id)
    const after = await totalsByDay(empty.id)
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [day, totals] of before) expect(after.get(day)?.calories).toBe(totals.calories)

    const again = await importFile(empty, JSON.stringify(first))
    expect(again.json().imported).toEqual({ meals: 0, foods: 0, recipes: 0, workouts: 0, weights: 0 })
    const own = await importFile(person, JSON.stringify(first))
    expect(own.json().imported).toEqual({ meals: 0, foods: 0, recipes: 0, workouts: 0, weights: 0 })
  })
})

const mealOn = (date: string, name: string, calories: number) => ({
  date,
  meal_type: 'lunch',
  foods: [
    {
      name,
      quantity: 2,
      serving_size: '1 cup',
      calories,
      protein: 10,
      carbs: 20,
      fat: 5,
      fiber: 3,
      sugar: null,
      sodium: 400,
    },
  ],
})

describe('the export download', () => {
  it('streams JSON as an attachment without a length set up front', async () => {
    const person = await createTestUser(t.app)
    expect(
      (await call(person, 'POST', `/user/${person.id}/meals`, mealOn('2026-03-01T12:30:00+01:00', 'Rice', 200)))
        .statusCode,
    ).toBe(201)
    const response = await exportOf(person)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="macro-tracker-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.json().meals[0].items[0]).toMatchObject({
      name: 'Rice',
      quantity: 2,
      calories: 200,
      fiber: 3,
      sugar: null,
    })
  })

  it('writes one CSV row per meal item with the item totals', async () => {
    const person = await createTestUser(t.app)
    await call(person, 'POST', `/user/${person.id}/meals`, mealOn('2026-03-01T12:30:00+01:00', 'Rice, "jasmine"', 200))
    await call(person, 'POST', `/user/${person.id}/meals`, mealOn('2026-03-02T19:00:00+01:00', '=SUM(A1)', 50))
    const response = await exportOf(person, 'csv')
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(/\.csv"$/)
    expect(response.body.split('\r\n')).toEqual([
      'date,meal_type,food,quantity,serving,grams,calories,protein,carbs,fat,fiber,sugar,sodium,eaten_at',
      '2026-03-01,lunch,"Rice, ""jasmine""",2,1 cup,,400,20,40,10,6,,800,2026-03-01T12:30:00+01:00',
      "2026-03-02,lunch,'=SUM(A1),2,1 cup,,100,20,40,10,6,,800,2026-03-02T19:00:00+01:00",
      '',
    ])
  })

  it("answers 404 for another person's export and 401 without a session", async () => {
    const person = await createTestUser(t.app)
    const other = await createTestUser(t.app)
    expect((await call(person, 'GET', `/user/${other.id}/export`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${person.id}/export` })).statusCode).toBe(401)
    expect((await call(person, 'GET', `/user/${person.id}/export?format=xml`)).statusCode).toBe(400)
  })
})

describe('the import', () => {
  const document = (parts: object) =>
    JSON.stringify({ format: 'macro-tracker-export', version: 1, profile: {}, ...parts })

  it('lists the records it cannot read with their position and keeps the rest', async () => {
    const person = await createTestUser(t.app)
    const response = await importFile(
      person,
      document({
        meals: [
          {
            date: '2026-01-05T08:00:00+00:00',
            meal_type: 'breakfast',
            items: [{ name: 'Oats', quantity: 1, calories: 150, protein: 5, carbs: 27, fat: 3 }],
          },
          { date: 'yesterday', meal_type: 'lunch', items: [{ name: 'Soup', calories: 100 }] },
          { date: '2026-01-05T12:00:00+00:00', meal_type: 'brunch', items: [{ name: 'Soup', calories: 100 }] },
          { date: '2026-01-05T19:00:00+00:00', meal_type: 'dinner', items: [{ name: 'Stew', calories: -5 }] },
        ],
        weights: [
          { date: '2026-01-05', weight_kg: 80 },
          { date: '2026-02-30', weight_kg: 80 },
          { date: '2026-01-06', weight_kg: 900 },
        ],
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      format: 'macro-tracker-json',
      imported: { meals: 1, foods: 0, recipes: 0, workouts: 0, weights: 1 },
      skipped: [
        { line: 2, reason: 'meals 2: date must be an ISO 8601 date-time, e.g. 2026-11-22T08:30:00+01:00' },
        { line: 3, reason: 'meals 3: meal type "brunch" is unknown' },
        { line: 4, reason: 'meals 4: calories must be a number of at least 0' },
        { line: 2, reason: 'weights 2: date must be a day written YYYY-MM-DD' },
        { line: 3, reason: 'weights 3: weight_kg must be between 20 and 400' },
      ],
    })
    const diary = await call(person, 'GET', `/user/${person.id}/diary/2026-01-05`)
    expect(diary.json().totals).toMatchObject({ calories: 150, protein: 5 })
  })

  it('refuses a file it cannot read with a clear 400, and adds nothing', async () => {
    const person = await createTestUser(t.app)
    const cases: Array<[string, string]> = [
      ['{"meals": [', 'The file is not valid JSON.'],
      [
        '{"format": "other"}',
        'This JSON file is not a Macro Tracker export (its "format" is not "macro-tracker-export").',
      ],
      ['{"format": "macro-tracker-export", "version": 7}', 'This export is version 7; this server reads version 1.'],
      ['name,age\nAda,36\n', expect.stringContaining('This file is not one the import reads.') as unknown as string],
      ['', 'The file is empty.'],
    ]
    for (const [content, detail] of cases) {
      const response = await importFile(person, content)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail })
    }
    expect((await importFile(person, Buffer.from([0xff, 0xfe, 0x00, 0xd8]))).json()).toEqual({
      detail: 'The file is not UTF-8 text. Export it again as CSV or JSON.',
    })
  })

  it('answers 413 for a file over 32 MB and 400 without a file', async () => {
    const person = await createTestUser(t.app)
    const large = await importFile(person, Buffer.alloc(32 * 1024 * 1024 + 1, 0x20))
    expect(large.statusCode).toBe(413)
    expect(large.json()).toEqual({ detail: 'The file is larger than 32 MB' })
    const csvBody = await t.app.inject({
      method: 'POST',
      url: `/api/user/${person.id}/import`,
      headers: { ...person.headers, 'content-type': 'text/csv' },
      payload: 'date,meal_type\n',
    })
    expect(csvBody.statusCode).toBe(415)
    expect(csvBody.json()).toEqual({ detail: 'This operation does not take text/csv' })
    const none = await importFile(person, null, '', { utc_offset: '+01:00' })
    expect(none.statusCode).toBe(400)
  })
})
