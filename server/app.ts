import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { Database } from './db/database'
import { trackInFlightRequests } from './lib/inFlightRequests'
import { loadOpenApiDocument } from './openapiDocument'
import { registerApiCompression } from './plugins/compression'
import { registerApiDocs } from './plugins/docs'
import { answerFrameworkError, registerErrorHandling } from './plugins/errors'
import { registerMailer } from './plugins/mailer'
import { registerMultipart } from './plugins/multipart'
import { registerRoutes } from './plugins/routes'
import { registerRateLimits, registerSecurityHeaders } from './plugins/security'
import { registerSpa } from './plugins/spa'
import { registerTextInputCleaning } from './plugins/textInput'
import { registerRequiredBody } from './plugins/requiredBody'
import { TokenService } from './services/auth/sessionTokens'
import { closeOcrWorker } from './services/labelOcr/ocrWorker'
import { type CounterStore, DatabaseCounterStore, MemoryCounterStore } from './services/limits/counterStore'
import { createStravaRuntime } from './services/strava/stravaRuntime'
import { readImportedFoodsFrom } from './services/nutrition/referenceTable'

export interface AppOptions {
  config: Config
  db: Database
  /** True when this process is the database's only client (PGlite): token versions and list reads are kept in memory. */
  exclusiveDatabase?: boolean
  /** Folder of the built SPA; defaults to config.staticDir. */
  staticDir?: string
  /** Pino logger options or false; defaults to the configured level. */
  logger?: boolean | { level: string }
}

/** JSON bodies larger than this answer 413; uploads have their own limit. */
export const JSON_BODY_LIMIT = 512 * 1024

/** Builds the whole server: infrastructure plugins, then the API routed from openapi.yaml, then the SPA. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    // Ids longer than find-my-way's default of 100 characters reach their handlers (and answer 404 {detail}).
    routerOptions: { maxParamLength: 1000 },
    // A malformed address (bad percent-encoding, a longer id) answers {detail} like every other error.
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  })
  app.decorate('config', config)
  readImportedFoodsFrom(config.dataDir)
  app.decorate('db', db)
  app.decorate('tokens', new TokenService(config.jwtSecret, db, { exclusiveDatabase: options.exclusiveDatabase }))
  // Counters must hold across processes when several share the database; PGlite's one process keeps them in memory.
  const counters: CounterStore = options.exclusiveDatabase ? new MemoryCounterStore() : new DatabaseCounterStore(db)
  app.decorate('counters', counters)
  app.decorate('strava', createStravaRuntime(config))
  app.decorate('requestsSettled', trackInFlightRequests(app).settled)
  registerMailer(app)
  app.addHook('onClose', closeOcrWorker)

  // Every body the API takes is JSON (or the declared multipart upload): a text/plain body would skip validation.
  app.removeContentTypeParser('text/plain')
  registerErrorHandling(app)
  registerTextInputCleaning(app)
  registerRequiredBody(app)
  const staticDir = options.staticDir ?? config.staticDir
  registerSecurityHeaders(app, config, staticDir)
  await registerRateLimits(app, config.rateLimitPerMinute)
  const document = loadOpenApiDocument()
  await registerApiDocs(app, document)
  await registerMultipart(app)
  await registerApiCompression(app)
  await registerRoutes(app, document, { readCache: options.exclusiveDatabase })
  await registerSpa(app, staticDir)
  return app
}
