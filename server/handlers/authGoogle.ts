import type { FastifyInstance } from 'fastify'
import { claimEmail } from '../services/auth/emailOwnership'
import { GoogleTokenVerifier, googleAccount } from '../services/auth/googleSignIn'
import { firstFactorResult } from '../services/auth/loginResult'
import type { Handlers } from './handlerTypes'

/** Google sign-in: the ID token of Google's button, verified here, for a session. */
export function authGoogleHandlers(app: FastifyInstance): Handlers {
  const { db, tokens, config } = app
  const verifier = new GoogleTokenVerifier(config.googleClientId, config.googleJwksUrl)
  return {
    googleLogin: async (request) => {
      const identity = await verifier.verify(request.body.token)
      return firstFactorResult(db, tokens, await claimEmail(db, tokens, await googleAccount(db, identity)))
    },
  }
}
