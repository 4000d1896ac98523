import type { FastifyInstance } from 'fastify'
import { currentUserId } from '../lib/ownership'
import { authEmailHandlers } from './authEmail'
import { authGoogleHandlers } from './authGoogle'
import { authPasskeyHandlers } from './authPasskey'
import { authPasswordHandlers } from './authPassword'
import { authTwoFactorHandlers } from './authTwoFactor'
import type { Handlers } from './handlerTypes'
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

/** The accounts feature: the Authentication and User tags (one entry in allHandlers). */
export function accountHandlers(app: FastifyInstance): Handlers {
  return { ...authHandlers(app), ...userHandlers(app) }
}
