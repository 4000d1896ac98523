import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { readProgress } from '../services/progress/progressReport'
import { deleteWeight, listWeights, logWeight } from '../services/progress/weighIns'
import { createOnce } from './createOnce'
import type { Handlers } from './handlerTypes'

/**
 * Progress tag: the signed-in user's weigh-ins, their weight trend, the expenditure learned from their logs and the
 * calories suggested for their goal (services/progress/README.md).
 */
export function progressHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listWeights: async (request) => listWeights(db, assertSelf(request, request.params.id), request.query),

    logWeight: async (request, reply) => {
      const userId = assertSelf(request, request.params.id)
      return createOnce(request, reply, { db, userId, operation: 'logWeight' }, (tx) =>
        logWeight(tx, userId, request.body),
      )
    },

    deleteWeight: async (request, reply) => {
      const { id, weightId } = request.params
      if (!(await deleteWeight(db, assertSelf(request, id), weightId))) throw notFound('Weight not found')
      return reply.status(204).send()
    },

    getProgress: async (request) => readProgress(db, assertSelf(request, request.params.id), request.query),
  }
}
