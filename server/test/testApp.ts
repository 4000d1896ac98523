import type { FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import type { DatabaseHandle } from '../db/database'
import { createTestDatabase } from './testDatabase'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: DatabaseHandle
  dataDir: string
  close(): Promise<void>
}

/** Builds the real app on a fresh test database with a temp DATA_DIR; env overrides the test configuration. */
export async function createTestApp(env: Record<string, string> = {}, staticDir?: string): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const database = await createTestDatabase()
  const app = await buildApp({
    config,
    db: database.db,
    // As server.ts does: on PGlite, session checks run on the in-memory token versions.
    exclusiveDatabase: database.engine === 'pglite',
    staticDir: staticDir ?? path.join(dataDir, 'no-dist'),
    logger: false,
  })
  await app.ready()
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
