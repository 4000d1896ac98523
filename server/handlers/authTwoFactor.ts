import type { FastifyInstance, FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { HttpError, notFound, unauthorized } from '../lib/httpErrors'
import { currentUserId } from '../lib/ownership'
import { sessionResult } from '../services/auth/loginResult'
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorEnabled } from '../services/auth/twoFactor'
import { finishTwoFactorLogin } from '../services/auth/twoFactorLogin'
import { findUserById } from '../services/users/users'
import type { Handlers } from './allHandlers'
import { attemptLimiter, clientIp } from './authAttemptLimits'

/** The account a tempToken claims to be for (unverified: only a key to count wrong codes by). */
function tempTokenSubject(request: FastifyRequest): string {
  try {
    return decodeJwt((request.body as { tempToken: string }).tempToken).sub ?? ''
  } catch {
    return ''
  }
}

/** TOTP two-factor authentication: setup, enable, disable, status, and the second login step. */
export function authTwoFactorHandlers(app: FastifyInstance): Handlers {
  const { db, tokens } = app
  // Each tempToken allows 5 wrong codes; these bound the guesses of someone who holds the first factor.
  const wrongCodes = attemptLimiter(app, 'two-factor-login', [
    { max: 10, timeWindow: '10 minutes', key: tempTokenSubject },
    { max: 30, timeWindow: '10 minutes', key: clientIp },
  ])
  return {
    verifyTwoFactorLogin: async (request, reply) => {
      await wrongCodes.check(request, reply)
      const { tempToken, code } = request.body as { tempToken: string; code: string }
      try {
        return await sessionResult(tokens, await finishTwoFactorLogin(db, tokens, tempToken, code))
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await wrongCodes.record(request)
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
