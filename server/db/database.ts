import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import path from 'node:path'
import * as schema from './schema'
import { acquireDataDirLock } from './dataDirLock'
import { withInstanceParsers } from './pgliteParsers'

/** The Drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
}

export const migrationsFolder = path.join(__dirname, 'migrations')

/** Wraps an open PGlite instance (migrations applied separately). */
export function pgliteDatabase(client: PGlite): Database {
  return drizzlePglite({ client: withInstanceParsers(client), schema }) as unknown as Database
}

/** Applies the committed migrations to an open PGlite instance. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder })
}

/**
 * node-postgres and Drizzle's adapter for it, loaded only for PostgreSQL: the embedded database (and every test file
 * on it) never needs them. `require`, not `import()`: under tsx a native import() would load Drizzle's ES module
 * build next to the CommonJS one the schema was made with.
 */
export function loadPostgresDriver() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { Pool } = require('pg') as typeof import('pg')
  const { drizzle: drizzlePg } = require('drizzle-orm/node-postgres') as typeof import('drizzle-orm/node-postgres')
  const { migrate: migratePg } =
    require('drizzle-orm/node-postgres/migrator') as typeof import('drizzle-orm/node-postgres/migrator')
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { Pool, drizzlePg, migratePg }
}

/**
 * Opens the database the configuration names and applies the migrations:
 * PostgreSQL when databaseUrl is set, else PGlite persisted under dataDir (locked to this process).
 */
export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool, drizzlePg, migratePg } = loadPostgresDriver()
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process; pg reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`))
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() }
  }
  const releaseLock = acquireDataDirLock(options.dataDir)
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'))
    await migratePgliteClient(client)
    return {
      db: pgliteDatabase(client),
      engine: 'pglite',
      close: async () => {
        await client.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
