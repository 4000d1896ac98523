import type { FastifyRequest } from 'fastify'

interface RouteRateLimit {
  max: number
  timeWindow: string
  keyGenerator?: (request: FastifyRequest) => string
}

const perUserOrIp = (request: FastifyRequest) => request.headers.authorization ?? request.ip

/** Tighter limits for operations that send mail, check secrets or run the expensive engines. */
export const operationRateLimits: Record<string, RouteRateLimit> = {
  // Accounts: per client here; per email, and on failures only, in handlers/authAttemptLimits.ts.
  requestEmailLoginToken: { max: 30, timeWindow: '10 minutes' },
  verifyEmailLoginToken: { max: 60, timeWindow: '10 minutes' },
  passkeyHas: { max: 60, timeWindow: '10 minutes' },
  passkeyLoginBegin: { max: 60, timeWindow: '10 minutes' },
  passkeyLoginFinish: { max: 60, timeWindow: '10 minutes' },
  passkeyRegisterBegin: { max: 30, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  passkeyRegisterFinish: { max: 30, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  googleLogin: { max: 30, timeWindow: '10 minutes' },
  passwordLogin: { max: 30, timeWindow: '10 minutes' },
  resetPassword: { max: 20, timeWindow: '10 minutes' },
  verifyTwoFactorLogin: { max: 30, timeWindow: '10 minutes' },
  twoFactorEnable: { max: 10, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  twoFactorDisable: { max: 10, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  requestEmailChange: { max: 10, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  confirmEmailChange: { max: 20, timeWindow: '10 minutes' },
  requestPasswordReset: { max: 5, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  getAdvice: { max: 10, timeWindow: '1 minute', keyGenerator: perUserOrIp },
  agentChat: { max: 30, timeWindow: '1 minute', keyGenerator: perUserOrIp },
  ocrNutritionLabel: { max: 20, timeWindow: '1 minute', keyGenerator: perUserOrIp },
}
