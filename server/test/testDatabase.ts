import { PGlite } from '@electric-sql/pglite'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  type Database,
  type DatabaseHandle,
  loadPostgresDriver,
  migratePgliteClient,
  migrationsFolder,
  pgliteDatabase,
} from '../db/database'
import * as schema from '../db/schema'

function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * PGlite's start-up settings for a test database: a test's database is small, and zeroing PostgreSQL's default
 * 128 MB of shared buffers was half of each start (PGlite.create from the snapshot timed on this machine: 1.2 s,
 * 0.6 s with 16 MB).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** A migrated empty database dumped once per migration set and shared by every test file (PGlite start-up is slow). */
async function migratedSnapshot(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `macro-tracker-test-db-${migrationsHash()}.tar.gz`)
  if (existsSync(file)) return readFileSync(file)
  const client = await PGlite.create({ startParams: TEST_START_PARAMS })
  await migratePgliteClient(client)
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
  await client.close()
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, dump)
  renameSync(partial, file)
  return dump
}

/** A PostgreSQL database of its own for one test file, migrated, dropped on close. */
async function postgresTestDatabase(url: string): Promise<DatabaseHandle> {
  const { Pool, drizzlePg, migratePg } = loadPostgresDriver()
  const name = `macro_tracker_test_${randomBytes(6).toString('hex')}`
  const admin = new Pool({ connectionString: url, max: 1 })
  await admin.query(`create database ${name}`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const pool = new Pool({ connectionString: testUrl.toString(), max: 5 })
  // Idle connections are killed by the final `drop database … with (force)`; that is expected, not a failure.
  pool.on('error', () => undefined)
  const db = drizzlePg(pool, { schema })
  await migratePg(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    close: async () => {
      await pool.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/**
 * A fresh migrated database for one test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL. Close it in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (url) return postgresTestDatabase(url)
  const snapshot = await migratedSnapshot()
  const client = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
    startParams: TEST_START_PARAMS,
  })
  return { db: pgliteDatabase(client), engine: 'pglite', close: () => client.close() }
}
