import type { FastifyInstance } from 'fastify'
import { withoutNul } from '../lib/withoutNul'

/** Takes NUL characters out of every JSON body and query string before validation (see withoutNul). */
export function registerTextInputCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      request.body !== null &&
      typeof request.body === 'object' &&
      !request.headers['content-type']?.startsWith('multipart/')
    ) {
      request.body = withoutNul(request.body)
    }
    if (request.query !== null && typeof request.query === 'object') request.query = withoutNul(request.query)
  })
}
