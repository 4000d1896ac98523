import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isDomainError, notFound, unauthenticated } from '../lib/domainErrors'
import { currentUserId } from '../lib/ownership'
import { sessionResult } from '../services/auth/loginResult'
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorEnabled } from '../services/auth/twoFactor'
import { finishTwoFactorLogin } from '../services/auth/twoFactorLogin'
import { findUserById } from '../services/users/users'
import type { Handlers } from './handlerTypes'
import { attemptLimiter, clientIp, TEN_MINUTES } from './authAttemptLimits'

/** TOTP two-factor authentication: setup, enable, disable, status, and the second login step. */
export function authTwoFactorHandlers(app: FastifyInstance): Handlers {
  const { db, tokens } = app
  // The account of a validly signed tempToken: a forged one must not spend someone else's budget.
  const subjects = new WeakMap<FastifyRequest, string>()
  // Each tempToken allows 5 wrong codes; these bound the guesses of someone who holds the first factor.
  const wrongCodes = attemptLimiter(app, 'two-factor-login', [
    { max: 30, windowMs: TEN_MINUTES, key: clientIp },
    { max: 10, windowMs: TEN_MINUTES, key: (request) => subjects.get(request) ?? '' },
  ])
  return {
    verifyTwoFactorLogin: async (request) => {
      const { tempToken, code } = request.body
      const subject = await tokens.verify(tempToken, 'two_factor').then(
        (claims) => claims.sub,
        () => null,
      )
      if (subject) subjects.set(request, subject)
      const attempt = await wrongCodes.take(request)
      let user
      try {
        user = await finishTwoFactorLogin(db, tokens, tempToken, code)
      } catch (error) {
        if (!isDomainError(error, 'unauthenticated')) await attempt.refund()
        throw error
      }
      await attempt.refund()
      return sessionResult(tokens, user)
    },
    twoFactorStatus: async (request) => {
      if (!(await twoFactorEnabled(db, currentUserId(request)))) {
        throw notFound('Two-factor authentication is not enabled')
      }
      return { enabled: true }
    },
    twoFactorSetup: async (request) => {
      const user = await findUserById(db, currentUserId(request))
      if (!user) throw unauthenticated()
      return startTwoFactorSetup(db, user.id, user.email)
    },
    twoFactorEnable: async (request) => {
      const userId = currentUserId(request)
      await enableTwoFactor(db, userId, request.body.code)
      // Sessions opened with one factor end; this device goes on with a new token.
      await tokens.revokeAll(userId)
      return { ok: true, detail: '2FA enabled!', token: await tokens.issueSession(userId) }
    },
    twoFactorDisable: async (request) => {
      await disableTwoFactor(db, currentUserId(request), request.body.code)
      return { ok: true, detail: 'Two-factor authentication is off.' }
    },
  }
}
