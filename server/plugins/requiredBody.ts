import type { FastifyInstance } from 'fastify'
import { invalid } from '../lib/domainErrors'

/**
 * Every request body of openapi.yaml is required, but Fastify validates a body only when one was sent: a POST with
 * no body at all would reach its handler with `request.body` undefined. This answers it 400 first (an upload's
 * form is read by its handler, which answers a missing file itself).
 */
export function registerRequiredBody(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const upload = request.headers['content-type']?.startsWith('multipart/')
    if (request.body === undefined && !upload && request.routeOptions.schema?.body) {
      throw invalid('Invalid request: a JSON body is required')
    }
  })
}
