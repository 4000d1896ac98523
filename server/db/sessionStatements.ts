import { is, Placeholder, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite'
import { invalid } from '../lib/domainErrors'
import type { Database } from './database'
import { rowsOf } from './rowsOf'

/**
 * A statement written once with named parameters: `build` writes its SQL with each parameter as `param(name)` gives
 * it (PostgreSQL infers their types from their use). Its `name` must differ from every other statement's and be a
 * plain SQL identifier.
 */
export interface SessionStatement<P extends string> {
  name: string
  build: (param: (name: P) => SQL) => SQL
}

/** A parameter's value, as PostgreSQL reads it from text (null for SQL null). */
export type StatementValue = string | null

const dialect = new PgDialect()

/** The root PGlite databases' statements prepared (or being prepared) in their session, by name. */
const preparedByDatabase = new WeakMap<Database, Map<string, Promise<void>>>()

const DUPLICATE_PREPARED_STATEMENT = '42P05'

function hasCode(error: unknown, code: string): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === code) return true
  }
  return false
}

/**
 * A value as an SQL escape-string literal: E'…' with backslashes and quotes doubled reads the same whatever
 * standard_conforming_strings is set to.
 */
function literal(value: StatementValue): string {
  if (value === null) return 'null'
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}

/** A statement as PREPARE takes it, and what each of its `$n` is: a named parameter, or a constant of its SQL. */
interface Compiled {
  prepare: string
  args: unknown[]
}
const compiledStatements = new WeakMap<SessionStatement<string>, Compiled>()

function compiled<P extends string>(statement: SessionStatement<P>): Compiled {
  let done = compiledStatements.get(statement)
  if (!done) {
    const query = dialect.sqlToQuery(statement.build((name) => sql`${sql.placeholder(name)}`))
    done = { prepare: `prepare ${statement.name} as ${query.sql}`, args: query.params }
    compiledStatements.set(statement, done)
  }
  return done
}

/** A constant of a statement's SQL as an EXECUTE argument: text, a number, a boolean or an array of them. */
function constant(value: unknown): string {
  if (value === null || typeof value === 'string') return literal(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.length > 0) return `array[${value.map(constant).join(', ')}]`
  throw new Error(`A prepared statement cannot take ${JSON.stringify(value)} as a constant`)
}

/** Prepares the statement in a root PGlite database's session once (a concurrent first call waits for the same). */
function preparedOnDatabase<P extends string>(db: Database, statement: SessionStatement<P>): Promise<void> {
  let prepared = preparedByDatabase.get(db)
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()))
  let done = prepared.get(statement.name)
  if (!done) {
    done = db.execute(sql.raw(compiled(statement).prepare)).then(
      () => undefined,
      (error: unknown) => {
        if (hasCode(error, DUPLICATE_PREPARED_STATEMENT)) return
        prepared.delete(statement.name)
        throw error
      },
    )
    prepared.set(statement.name, done)
  }
  return done
}

/**
 * Inside a PGlite transaction (no other request's statement runs until it ends), prepares the statement unless the
 * session has it. A prepared statement outlives a rollback.
 */
async function preparedInTransaction<P extends string>(db: Database, statement: SessionStatement<P>): Promise<void> {
  const found = await db.execute(sql`select 1 from pg_prepared_statements where name = ${statement.name}`)
  if (rowsOf(found).length === 0) await db.execute(sql.raw(compiled(statement).prepare))
}

/**
 * Runs the statement with these values and answers its rows. On PGlite it is prepared once in the session and run
 * with EXECUTE: parsing and planning a long statement costs PGlite about as much as running it, and Drizzle's own
 * prepared queries do not keep a plan there. Elsewhere (node-postgres, whose pool spreads statements over
 * connections) it runs as an ordinary statement with bound parameters.
 */
export async function executeStatement<P extends string, Row>(
  db: Database,
  statement: SessionStatement<P>,
  values: Record<P, StatementValue>,
): Promise<Row[]> {
  // PostgreSQL text cannot hold a NUL character: such a value is bad input, not a database failure.
  if (Object.values<StatementValue>(values).some((value) => value?.includes('\u0000')))
    throw invalid('Text cannot contain a NUL character')
  if (is(db, PgliteDatabase)) await preparedOnDatabase(db, statement)
  else if (is(db, PgliteTransaction)) await preparedInTransaction(db, statement)
  else return rowsOf<Row>(await db.execute(statement.build((name) => sql`${values[name]}`)))
  const args = compiled(statement)
    .args.map((arg) => (is(arg, Placeholder) ? literal(values[arg.name as P]) : constant(arg)))
    .join(', ')
  return rowsOf<Row>(await db.execute(sql.raw(`execute ${statement.name}(${args})`)))
}
