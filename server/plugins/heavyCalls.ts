import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { limited } from '../lib/domainErrors'
import { clientAddress } from './clientKey'

/**
 * Operations that run the CPU-heavy engines (meal text, recipe text and macros, label OCR, advice, chat). Besides
 * their per-minute rates (handlers/rateLimits.ts), each person may have only HEAVY_CALLS_AT_ONCE of them running at
 * a time, so one account looping them cannot take the server's time from everyone else.
 */
export const HEAVY_OPERATIONS = new Set([
  'estimateMacros',
  'estimateRecipeMacros',
  'parseRecipeText',
  'ocrNutritionLabel',
  'getAdvice',
  'agentChat',
])

/** Heavy calls one person (a signed-in user, else an address) may have running at once in one process. */
export const HEAVY_CALLS_AT_ONCE = 2

export const HEAVY_CALLS_BUSY = 'You have too many requests running at once. Please wait for them to finish.'

/** Wraps the handlers of heavy operations: a person's running calls are counted, and one too many answers 429. */
export function heavyCallGate() {
  const running = new Map<string, number>()
  return (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function gated(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const key = request.userId ? `user:${request.userId}` : `ip:${clientAddress(request.ip)}`
      const count = running.get(key) ?? 0
      if (count >= HEAVY_CALLS_AT_ONCE) throw limited(HEAVY_CALLS_BUSY, 1)
      running.set(key, count + 1)
      try {
        return await handler.call(this as never, request, reply)
      } finally {
        const left = (running.get(key) ?? 1) - 1
        if (left > 0) running.set(key, left)
        else running.delete(key)
      }
    }
}
