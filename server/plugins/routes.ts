import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue'
import { bearerToken } from '../lib/bearerToken'
import { unauthenticated, unsupported } from '../lib/domainErrors'
import { authModes, type AuthMode, type OpenApiDocument } from '../openapiDocument'
import { allHandlers } from '../handlers/allHandlers'
import { asRouteHandler, type OperationHandler, type OperationId } from '../handlers/handlerTypes'
import { operationRateLimits } from '../handlers/rateLimits'
import { HEAVY_OPERATIONS, heavyCallGate } from './heavyCalls'
import { CACHED_OPERATIONS, cachedHandler, keepAnswer, ReadCache, registerReadCacheInvalidation } from './readCache'

/** Authenticates before validation, so a request without a valid token learns nothing but 401. */
function authHook(app: FastifyInstance, mode: AuthMode) {
  return async (request: FastifyRequest) => {
    request.userId = null
    if (mode === 'none') return
    const token = bearerToken(request)
    if (!token) {
      if (mode === 'required') throw unauthenticated()
      return
    }
    request.userId = await app.tokens.verifySession(token)
  }
}

async function notImplemented(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(501).send({ detail: 'Not implemented' })
}

/**
 * Routes every operation of openapi.yaml to the handler named by its operationId, with auth and rate limits.
 * With `readCache` (the database is this process's alone), the screens' list reads are answered from memory
 * until the user next writes (see ReadCache).
 */
export async function registerRoutes(
  app: FastifyInstance,
  document: OpenApiDocument,
  options: { readCache?: boolean } = {},
): Promise<void> {
  app.decorateRequest('userId', null)
  const modes = authModes(document)
  const handlers = allHandlers(app)
  const cache = options.readCache ? new ReadCache() : null
  if (cache) registerReadCacheInvalidation(app, cache)
  const gate = heavyCallGate()
  // The export answers text/csv, but no operation takes it as a body: refused with 415 (the router would otherwise
  // warn at start that it has no parser for a content type of the contract).
  app.addContentTypeParser('text/csv', (_request, _payload, done) =>
    done(unsupported('This operation does not take text/csv'), undefined),
  )
  await app.register(openapiGlue, {
    specification: document,
    prefix: '/api',
    operationResolver: ((operationId: string): Partial<RouteOptions> => {
      const handler = handlers[operationId as OperationId] as OperationHandler<OperationId> | undefined
      const route: Partial<RouteOptions> = { handler: handler ? asRouteHandler(handler) : notImplemented }
      const rateLimit = operationRateLimits[operationId]
      if (HEAVY_OPERATIONS.has(operationId) && route.handler) route.handler = gate(route.handler)
      if (cache && CACHED_OPERATIONS.has(operationId) && route.handler) {
        Object.assign(route, { handler: cachedHandler(cache, route.handler), onSend: keepAnswer(cache) })
      }
      return {
        ...route,
        onRequest: authHook(app, modes.get(operationId) ?? 'required'),
        ...(rateLimit ? { config: { rateLimit } } : {}),
      }
    }) as FastifyOpenapiGlueOptions['operationResolver'],
  })
}
