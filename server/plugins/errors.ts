import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { HttpError } from '../lib/httpErrors'

interface SecurityFailure {
  name?: string
  errors?: Array<{ message?: string } | string>
}

/** Every error answers `{detail}` with its status; 5xx answers never carry internals or stack traces. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & SecurityFailure, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
      // Our own HttpErrors carry messages written to be shown (502 'Strava is not responding', …); anything else
      // is unexpected and its message stays in the log.
      if (error instanceof HttpError) return reply.status(status).send({ detail: error.message })
      request.log.error({ err: error }, 'request failed')
      return reply.status(status).send({ detail: status === 501 ? error.message : 'Internal server error' })
    }
    if (error.validation) {
      return reply.status(400).send({ detail: `Invalid request: ${error.message}` })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: 'Request body is too large' })
    }
    return reply.status(status).send({ detail: error.message || 'Request failed' })
  })
}

/**
 * Errors the router answers before any hook runs (a malformed percent-encoding, an over-long path segment): the same
 * `{detail}` as every other error instead of Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.status(error.statusCode ?? 400).send({ detail: error.message })
}
