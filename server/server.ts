import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/database'
import { DataDirLockedError } from './db/dataDirLock'
import { preloadReferenceTables } from './services/nutrition/referenceTable'

/** Process entry: validate config, open the database, listen, and close everything cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = await buildApp({ config, db: database.db, exclusiveDatabase: database.engine === 'pglite' })
  // Requests being answered when the signal comes finish first: a meal being logged is stored, not failed.
  app.addHook('onClose', async () => {
    await app.requestsSettled(10_000)
    await database.close()
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing`)
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error(error)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // Builds the food indexes now, so the first meal estimate is as fast as the rest.
  preloadReferenceTables()
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Macro Tracker on ${config.publicUrl} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error('Server failed to start:', error)
  }
  process.exit(1)
})
