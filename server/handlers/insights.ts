import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { createAdvice, listInsights } from '../services/advice/adviceService'
import { createAiProvider } from '../services/ai/aiProvider'
import type { Handlers } from './handlerTypes'

/** Insights tag: advice written from the person's own data, and the log of past advice. */
export function insightsHandlers(app: FastifyInstance): Handlers {
  const ai = createAiProvider(app.config)
  return {
    getInsightsLog: async (request) => listInsights(app.db, assertSelf(request, request.params.userId), request.query),
    getAdvice: async (request) => {
      const entry = await createAdvice({ db: app.db, ai, log: request.log }, assertSelf(request, request.params.userId))
      if (!entry) throw notFound('User not found')
      return entry
    },
  }
}
