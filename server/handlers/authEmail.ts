import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../lib/httpErrors'
import { claimEmail } from '../services/auth/emailOwnership'
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

/** A typed 6-digit code, as opposed to the token of the mailed link. */
const isLoginCode = (secret: string) => /^\s*\d{6}\s*$/.test(secret)

/** Email login and signup: a mailed code and link, then their exchange for a session. */
export function authEmailHandlers(app: FastifyInstance): Handlers {
  const { db, mailer, tokens, config } = app
  // Mails per address, whoever asks: no inbox gets flooded.
  const mailsPerEmail = attemptLimiter(app, 'email-login-request', [
    { max: 5, timeWindow: '10 minutes', key: bodyEmail('email') },
  ])
  // Wrong codes per address (a 6-digit code can be guessed; the mailed link cannot, so it is not counted there and
  // keeps working for the inbox's owner while someone burns codes), and wrong codes and links per client.
  const wrongCodesPerEmail = attemptLimiter(app, 'email-login-code', [
    { max: 10, timeWindow: '10 minutes', key: bodyEmail('email') },
  ])
  const wrongSecretsPerClient = attemptLimiter(app, 'email-login-verify', [
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
      const { email, token } = request.body as VerifyBody
      const limiters = isLoginCode(token) ? [wrongSecretsPerClient, wrongCodesPerEmail] : [wrongSecretsPerClient]
      for (const limiter of limiters) await limiter.check(request, reply)
      const user = await verifyEmailLogin(db, email, token)
      if (!user) {
        for (const limiter of limiters) await limiter.record(request)
        throw unauthorized(isLoginCode(token) ? 'Invalid or expired code' : 'Invalid or expired login link.')
      }
      return firstFactorResult(db, tokens, await claimEmail(db, tokens, user))
    },
  }
}
