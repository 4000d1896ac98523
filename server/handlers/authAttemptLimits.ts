import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../lib/httpErrors'

interface Limit {
  /** Attempts allowed per window for one key. */
  max: number
  timeWindow: string
  /** The key attempts are counted by (an email, the client's IP). */
  key: (request: FastifyRequest) => string
}

/**
 * Counts attempts by keys read from the request body or connection, which route-level limits (counted before the body
 * is parsed) cannot do. Uses the app's rate-limit store.
 */
export interface AttemptLimiter {
  /** Answers 429 `{detail}` with Retry-After when a key of this request is at its limit. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Counts one attempt against every key of this request. */
  record(request: FastifyRequest): Promise<void>
  /** check, then record: for limits on every attempt rather than on failures only. */
  consume(request: FastifyRequest, reply: FastifyReply): Promise<void>
}

/**
 * A limiter over several keys. Recording only failures (wrong codes, wrong passwords) never slows down a person who
 * gets it right, while guessing stays bounded per account (spread over many IPs) and per IP (over many accounts).
 */
export function attemptLimiter(app: FastifyInstance, name: string, limits: Limit[]): AttemptLimiter {
  const counters = limits.map(({ max, timeWindow, key }, index) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${index}:${key(request)}` }),
  )
  const limiter: AttemptLimiter = {
    async check(request, reply) {
      for (const counter of counters) {
        const state = await counter(request, { increment: false })
        if (!state.isAllowed && state.remaining <= 0) {
          reply.header('retry-after', String(state.ttlInSeconds))
          throw tooManyRequests(`Too many attempts, please try again in ${state.ttlInSeconds} s`)
        }
      }
    },
    async record(request) {
      for (const counter of counters) await counter(request)
    },
    async consume(request, reply) {
      await limiter.check(request, reply)
      await limiter.record(request)
    },
  }
  return limiter
}

/** The email of a request body (`email` or `username`), as accounts are keyed. */
export function bodyEmail(field: 'email' | 'username') {
  return (request: FastifyRequest): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field]
    return typeof value === 'string' ? value.trim().toLowerCase() : ''
  }
}

/** The client's IP (behind a proxy, from X-Forwarded-For: the app trusts its proxy). */
export const clientIp = (request: FastifyRequest): string => request.ip
