import type { FastifyInstance, FastifyRequest } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { createAdvice, listInsights } from '../services/advice/adviceService'
import { createAiProvider } from '../services/ai/aiProvider'
import type { Handlers } from './handlerTypes'

/** The path's user, who must be the signed-in one (404 otherwise). */
const selfOf = (request: FastifyRequest) => assertSelf(request, (request.params as { userId: string }).userId)

/** Insights tag: advice written from the person's own data, and the log of past advice. */
export function insightsHandlers(app: FastifyInstance): Handlers {
  const ai = createAiProvider(app.config)
  return {
    getInsightsLog: async (request) =>
      listInsights(app.db, selfOf(request), request.query as { limit?: number; before?: string }),
    getAdvice: async (request) => {
      const entry = await createAdvice({ db: app.db, ai, log: request.log }, selfOf(request))
      if (!entry) throw notFound('User not found')
      return entry
    },
  }
}
