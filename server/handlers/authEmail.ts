import type { FastifyInstance } from 'fastify'
import { unauthenticated } from '../lib/domainErrors'
import { claimEmail } from '../services/auth/emailOwnership'
import { EMAIL_LOGIN_SENT, requestEmailLogin, verifyEmailLogin } from '../services/auth/emailLogin'
import { firstFactorResult } from '../services/auth/loginResult'
import type { Handlers } from './handlerTypes'
import { attemptLimiter, bodyEmail, clientIp, TEN_MINUTES } from './authAttemptLimits'

/** A typed 6-digit code, as opposed to the token of the mailed link. */
const isLoginCode = (secret: string) => /^\s*\d{6}\s*$/.test(secret)

/** Email login and signup: a mailed code and link, then their exchange for a session. */
export function authEmailHandlers(app: FastifyInstance): Handlers {
  const { db, mailer, tokens, config } = app
  // Mails per address, whoever asks: no inbox gets flooded.
  const mailsPerEmail = attemptLimiter(app, 'email-login-request', [
    { max: 5, windowMs: TEN_MINUTES, key: bodyEmail('email') },
  ])
  // Wrong codes and links per client (one budget: same name, same first key), and wrong codes per address (a 6-digit
  // code can be guessed; the mailed link cannot, so it is not counted there and keeps working for the inbox's owner
  // while someone burns codes).
  const wrongCodes = attemptLimiter(app, 'email-login-verify', [
    { max: 30, windowMs: TEN_MINUTES, key: clientIp },
    { max: 10, windowMs: TEN_MINUTES, key: bodyEmail('email') },
  ])
  const wrongLinks = attemptLimiter(app, 'email-login-verify', [{ max: 30, windowMs: TEN_MINUTES, key: clientIp }])
  return {
    requestEmailLoginToken: async (request) => {
      await mailsPerEmail.take(request)
      const { email } = request.body
      await requestEmailLogin(db, mailer, config.publicUrl, email)
      return { ok: true, detail: EMAIL_LOGIN_SENT }
    },
    verifyEmailLoginToken: async (request) => {
      const { email, token } = request.body
      const attempt = await (isLoginCode(token) ? wrongCodes : wrongLinks).take(request)
      const user = await verifyEmailLogin(db, email, token).catch(async (error: unknown) => {
        await attempt.refund()
        throw error
      })
      if (!user)
        throw unauthenticated(isLoginCode(token) ? 'Invalid or expired code' : 'Invalid or expired login link.')
      await attempt.refund()
      return firstFactorResult(db, tokens, await claimEmail(db, tokens, user))
    },
  }
}
