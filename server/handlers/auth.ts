import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { HttpError } from '../lib/httpErrors'
import { currentUserId } from '../lib/ownership'
import type { Handlers } from './allHandlers'
import { authEmailHandlers } from './authEmail'
import { authGoogleHandlers } from './authGoogle'
import { authPasskeyHandlers } from './authPasskey'
import { authPasswordHandlers } from './authPassword'
import { authTwoFactorHandlers } from './authTwoFactor'
import { userHandlers } from './user'

/** Authentication tag: every way to sign in or up, 2FA, passkey management and logout. */
export function authHandlers(app: FastifyInstance): Handlers {
  return {
    ...authEmailHandlers(app),
    ...authPasskeyHandlers(app),
    ...authGoogleHandlers(app),
    ...authPasswordHandlers(app),
    ...authTwoFactorHandlers(app),
    logout: async (request, reply) => {
      await app.tokens.revokeAll(currentUserId(request))
      return reply.status(204).send()
    },
  }
}

/**
 * The app's error handler hides the detail of every 5xx; the accounts feature's own 502/503 answers (mail not
 * delivered, Google unreachable or not configured) carry a message meant for people, so they are sent as they are.
 */
function withProviderErrors(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      return await handler.call(this, request, reply)
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 502 || error.statusCode === 503)) {
        request.log.warn({ err: error }, 'provider unavailable')
        return reply.status(error.statusCode).send({ detail: error.message })
      }
      throw error
    }
  }
}

/** The accounts feature: the Authentication and User tags (one entry in allHandlers). */
export function accountHandlers(app: FastifyInstance): Handlers {
  const handlers = { ...authHandlers(app), ...userHandlers(app) }
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      typeof handler === 'function' ? withProviderErrors(handler) : handler,
    ]),
  )
}
