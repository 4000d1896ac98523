import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, notFound, unauthorized } from '../lib/httpErrors'
import { currentUserId } from '../lib/ownership'
import { sessionResult } from '../services/auth/loginResult'
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorEnabled } from '../services/auth/twoFactor'
import { finishTwoFactorLogin } from '../services/auth/twoFactorLogin'
import { findUserById } from '../services/users/users'
import type { Handlers } from './allHandlers'
import { attemptLimiter, clientIp } from './authAttemptLimits'

/** TOTP two-factor authentication: setup, enable, disable, status, and the second login step. */
export function authTwoFactorHandlers(app: FastifyInstance): Handlers {
  const { db, tokens } = app
  // The account of a validly signed tempToken: a forged one must not spend someone else's budget.
  const subjects = new WeakMap<FastifyRequest, string>()
  // Each tempToken allows 5 wrong codes; these bound the guesses of someone who holds the first factor.
  const wrongCodesPerAccount = attemptLimiter(app, 'two-factor-login', [
    { max: 10, timeWindow: '10 minutes', key: (request) => subjects.get(request) ?? '' },
  ])
  const wrongCodesPerClient = attemptLimiter(app, 'two-factor-login-client', [
    { max: 30, timeWindow: '10 minutes', key: clientIp },
  ])
  return {
    verifyTwoFactorLogin: async (request, reply) => {
      const { tempToken, code } = request.body as { tempToken: string; code: string }
      const subject = await tokens.verify(tempToken, 'two_factor').then(
        (claims) => claims.sub,
        () => null,
      )
      if (subject) subjects.set(request, subject)
      const limiters = subject ? [wrongCodesPerClient, wrongCodesPerAccount] : [wrongCodesPerClient]
      for (const limiter of limiters) await limiter.check(request, reply)
      try {
        return await sessionResult(tokens, await finishTwoFactorLogin(db, tokens, tempToken, code))
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          for (const limiter of limiters) await limiter.record(request)
        }
        throw error
      }
    },
    twoFactorStatus: async (request) => {
      if (!(await twoFactorEnabled(db, currentUserId(request)))) {
        throw notFound('Two-factor authentication is not enabled')
      }
      return { enabled: true }
    },
    twoFactorSetup: async (request) => {
      const user = await findUserById(db, currentUserId(request))
      if (!user) throw unauthorized()
      return startTwoFactorSetup(db, user.id, user.email)
    },
    twoFactorEnable: async (request) => {
      await enableTwoFactor(db, currentUserId(request), (request.body as { code: string }).code)
      return { ok: true, detail: '2FA enabled!' }
    },
    twoFactorDisable: async (request) => {
      await disableTwoFactor(db, currentUserId(request), (request.body as { code: string }).code)
      return { ok: true, detail: 'Two-factor authentication is off.' }
    },
  }
}
