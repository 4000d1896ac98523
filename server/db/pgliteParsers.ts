import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite'

/** Leaves a value as PostgreSQL's text. */
const asText = (value: string) => value

/**
 * The types Drizzle reads as PostgreSQL's text (drizzle-orm/pglite's session): dates, times, intervals and their
 * arrays, and numeric arrays.
 */
export const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

type Queryable = Pick<Transaction, 'query'>

/** Runs `query` with `options`' row mode and no parsers of its own (see withInstanceParsers). */
function queryWithoutParsers<Q extends Queryable>(target: Q): Q['query'] {
  return (query, params, options?: QueryOptions) =>
    target.query(query, params, options && { ...options, parsers: undefined })
}

/** The object with its `query` (and `transaction`, whose transactions get the same) replaced; the rest as it is. */
function wrapped<Q extends Queryable>(target: Q): Q {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return queryWithoutParsers(object)
      if (property === 'transaction' && 'transaction' in object) {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          (object as unknown as PGlite).transaction((tx) => callback(wrapped(tx)))
      }
      const value: unknown = Reflect.get(object, property, object)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value
    },
  })
}

/**
 * The PGlite client as Drizzle should get it. Drizzle passes the same parsers (TEXT_TYPES as text) with every
 * query, and PGlite copies its whole parser table into a new object to add them, on every query: about a tenth of
 * a millisecond (`select 1` took 0.19 ms through Drizzle, 0.11 ms without), a tenth of a day diary read. Here the
 * parsers are set once on the instance, and each query goes to PGlite without them: the rows are the same (a test
 * checks that Drizzle still sends exactly TEXT_TYPES). The instance is changed for every caller: raw queries on it
 * read those types as text too. Call it on a client that is ready (`PGlite.create`), as PGlite sets its array
 * parsers while it starts.
 */
export function withInstanceParsers(client: PGlite): PGlite {
  client.parsers = { ...client.parsers, ...Object.fromEntries(TEXT_TYPES.map((type) => [type, asText])) }
  return wrapped(client)
}
