import type { FastifyInstance } from 'fastify'
import { invalid } from '../lib/domainErrors'
import { holdsNonFiniteNumber, MAX_INPUT_DEPTH, nestsDeeperThan, storableText } from '../lib/storableText'

/**
 * Refuses a body or query nested deeper than MAX_INPUT_DEPTH (400), makes the text of every JSON body and query
 * string storable before validation (see storableText), and refuses a number too large to be one after it (`1e400`,
 * sent as a number or as text the contract coerces).
 */
export function registerTextInputCleaning(app: FastifyInstance): void {
  const isJsonBody = (body: unknown, contentType: string | undefined) =>
    body !== null && typeof body === 'object' && !contentType?.startsWith('multipart/')
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_INPUT_DEPTH) || nestsDeeperThan(request.query, MAX_INPUT_DEPTH)) {
      throw invalid('Invalid request: the body is nested too deeply')
    }
    if (isJsonBody(request.body, request.headers['content-type'])) request.body = storableText(request.body)
    if (request.query !== null && typeof request.query === 'object') request.query = storableText(request.query)
  })
  app.addHook('preHandler', async (request) => {
    const body = isJsonBody(request.body, request.headers['content-type']) ? request.body : undefined
    if (holdsNonFiniteNumber(body) || holdsNonFiniteNumber(request.query)) {
      throw invalid('Invalid request: a number is too large')
    }
  })
}
