import type { FastifyRequest } from 'fastify'

interface RouteRateLimit {
  max: number
  timeWindow: string
  keyGenerator?: (request: FastifyRequest) => string
}

const perUserOrIp = (request: FastifyRequest) => request.headers.authorization ?? request.ip

/** Tighter limits for operations that send mail, check secrets or run the expensive engines. */
export const operationRateLimits: Record<string, RouteRateLimit> = {
  requestEmailLoginToken: { max: 10, timeWindow: '10 minutes' },
  passwordLogin: { max: 20, timeWindow: '10 minutes' },
  verifyTwoFactorLogin: { max: 20, timeWindow: '10 minutes' },
  requestEmailChange: { max: 10, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  requestPasswordReset: { max: 5, timeWindow: '10 minutes', keyGenerator: perUserOrIp },
  getAdvice: { max: 20, timeWindow: '1 minute', keyGenerator: perUserOrIp },
  agentChat: { max: 30, timeWindow: '1 minute', keyGenerator: perUserOrIp },
  ocrNutritionLabel: { max: 20, timeWindow: '1 minute', keyGenerator: perUserOrIp },
}
