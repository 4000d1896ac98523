import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { pgliteDatabase } from './database'
import { TEXT_TYPES } from './pgliteParsers'
import { rowsOf } from './rowsOf'

let client: PGlite
/** The options of every query that reached PGlite, in a transaction or not. */
const optionsSeen: Array<QueryOptions | undefined> = []

beforeAll(async () => {
  client = await PGlite.create()
  const query = client.query.bind(client)
  client.query = (text, params, options) => {
    optionsSeen.push(options)
    return query(text, params, options)
  }
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx)
      tx.query = (text, params, options) => {
        optionsSeen.push(options)
        return txQuery(text, params, options)
      }
      return callback(tx)
    })
})
afterAll(() => client.close())
beforeEach(() => {
  optionsSeen.length = 0
})

const TEXT_VALUES = sql`select timestamptz '2026-11-22 08:30:00+01' as at, timestamp '2026-11-22 08:30' as local,
  date '2026-11-22' as day, interval '1 day' as span, array[1.5, 2]::numeric[] as amounts,
  array[date '2026-11-22']::date[] as days, 7::int as count, 2.5::float8 as ratio, true as yes`

const EXPECTED = {
  at: '2026-11-22 07:30:00+00',
  local: '2026-11-22 08:30:00',
  day: '2026-11-22',
  span: '1 day',
  amounts: '{1.5,2}',
  days: '{2026-11-22}',
  count: 7,
  ratio: 2.5,
  yes: true,
}

describe('the PGlite client as Drizzle gets it', () => {
  it("sets on the instance exactly the parsers Drizzle's own session sends with each query", async () => {
    await drizzle(client).execute(sql`select 1`)
    const sent = Object.keys(optionsSeen.at(-1)?.parsers ?? {})
    expect(sent.sort()).toEqual(TEXT_TYPES.map(String).sort())
  })

  it('reads dates, times, intervals and numeric arrays as text, and other types as values, as Drizzle asks', async () => {
    const db = pgliteDatabase(client)
    expect(rowsOf(await db.execute(TEXT_VALUES))).toEqual([EXPECTED])
    expect(await db.transaction(async (tx) => rowsOf(await tx.execute(TEXT_VALUES)))).toEqual([EXPECTED])
  })

  it('sends no parsers with a query, in a transaction or not (PGlite would copy its table for each)', async () => {
    const db = pgliteDatabase(client)
    await db.execute(sql`select 1`)
    await db.transaction((tx) => tx.execute(sql`select 2`))
    const queries = optionsSeen.filter(Boolean)
    expect(queries.length).toBeGreaterThanOrEqual(2)
    for (const options of queries) expect(options?.parsers).toBeUndefined()
  })
})
