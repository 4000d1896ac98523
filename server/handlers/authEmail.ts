import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../lib/httpErrors'
import { EMAIL_LOGIN_SENT, requestEmailLogin, verifyEmailLogin } from '../services/auth/emailLogin'
import { firstFactorResult } from '../services/auth/loginResult'
import type { Handlers } from './allHandlers'
import { attemptLimiter, bodyEmail, clientIp } from './authAttemptLimits'

interface EmailBody {
  email: string
}

interface VerifyBody {
  email: string
  token: string
}

/** Email login and signup: a mailed code and link, then their exchange for a session. */
export function authEmailHandlers(app: FastifyInstance): Handlers {
  const { db, mailer, tokens, config } = app
  // Mails per address, whoever asks: no inbox gets flooded.
  const mailsPerEmail = attemptLimiter(app, 'email-login-request', [
    { max: 5, timeWindow: '10 minutes', key: bodyEmail('email') },
  ])
  // Wrong codes and links, per address and per client.
  const wrongCodes = attemptLimiter(app, 'email-login-verify', [
    { max: 10, timeWindow: '10 minutes', key: bodyEmail('email') },
    { max: 30, timeWindow: '10 minutes', key: clientIp },
  ])
  return {
    requestEmailLoginToken: async (request, reply) => {
      await mailsPerEmail.consume(request, reply)
      const { email } = request.body as EmailBody
      await requestEmailLogin(db, mailer, config.publicUrl, email)
      return { ok: true, detail: EMAIL_LOGIN_SENT }
    },
    verifyEmailLoginToken: async (request, reply) => {
      await wrongCodes.check(request, reply)
      const { email, token } = request.body as VerifyBody
      const user = await verifyEmailLogin(db, email, token)
      if (!user) {
        await wrongCodes.record(request)
        throw unauthorized(/^\s*\d{6}\s*$/.test(token) ? 'Invalid or expired code' : 'Invalid or expired login link.')
      }
      return firstFactorResult(db, tokens, user)
    },
  }
}
