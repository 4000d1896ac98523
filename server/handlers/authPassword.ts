import type { FastifyInstance } from 'fastify'
import { isDomainError } from '../lib/domainErrors'
import { currentUserId } from '../lib/ownership'
import { firstFactorResult } from '../services/auth/loginResult'
import { checkPasswordLogin, requestPasswordReset, resetPassword } from '../services/auth/passwordAccess'
import type { Handlers } from './handlerTypes'
import { attemptLimiter, bodyEmail, clientIp, TEN_MINUTES } from './authAttemptLimits'

/** Password login, and setting a password through a mailed link. */
export function authPasswordHandlers(app: FastifyInstance): Handlers {
  const { db, tokens, mailer, config } = app
  const wrongPasswords = attemptLimiter(app, 'password-login', [
    { max: 10, windowMs: TEN_MINUTES, key: bodyEmail('username') },
    { max: 30, windowMs: TEN_MINUTES, key: clientIp },
  ])
  return {
    passwordLogin: async (request) => {
      const attempt = await wrongPasswords.take(request)
      const { username, password } = request.body
      let user
      try {
        user = await checkPasswordLogin(db, username, password)
      } catch (error) {
        // Only a wrong password keeps its attempt; anything else (a bad request, a server fault) gives it back.
        if (!isDomainError(error, 'unauthenticated')) await attempt.refund()
        throw error
      }
      await attempt.refund()
      return firstFactorResult(db, tokens, user)
    },
    requestPasswordReset: async (request) => {
      await requestPasswordReset(db, mailer, config.publicUrl, currentUserId(request))
      return { ok: true, detail: 'Check your email for a link to set your password.' }
    },
    resetPassword: async (request) => {
      const { token, newPassword } = request.body
      await resetPassword(db, tokens, token, newPassword)
      return { ok: true, detail: 'Password updated! You can now log in.' }
    },
  }
}
