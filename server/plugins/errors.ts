import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { DomainError, type DomainErrorKind } from '../lib/domainErrors'

/** The one place a domain error becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  limited: 429,
  upstream: 502,
  unavailable: 503,
}

interface SecurityFailure {
  name?: string
  errors?: Array<{ message?: string } | string>
}

/**
 * Every error answers `{detail}` with its status. A DomainError's message is written to be shown (also for 502 and
 * 503: 'Strava is not responding'); anything else unexpected answers 500 and its message stays in the log, so no
 * answer carries internals or a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & SecurityFailure, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS_OF[error.kind]
      if (status >= 500) request.log.warn({ err: error }, 'outside service failed')
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(status).send({ detail: error.message })
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
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
