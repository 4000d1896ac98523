import type { FastifyInstance, FastifyRequest } from 'fastify'
import { limited } from '../lib/domainErrors'
import { clientAddress } from '../plugins/clientKey'

interface Limit {
  /** Attempts allowed per window for one key. */
  max: number
  /** The window's length in milliseconds. */
  windowMs: number
  /** The key attempts are counted by (an email, the client's IP); an empty key is not counted. */
  key: (request: FastifyRequest) => string
}

/** One attempt taken from a limiter: give it back when it turned out right. */
export interface Attempt {
  refund(): Promise<void>
}

/**
 * Counts attempts by keys read from the request body or connection, which route-level limits (counted before the body
 * is parsed) cannot do.
 */
export interface AttemptLimiter {
  /**
   * Takes one attempt from every key of this request before the secret is checked, or answers 429 `{detail}` with
   * Retry-After when a key is at its limit. Taking is one atomic step in the counter store, so requests sent at
   * once cannot all pass a check before any of them is counted.
   */
  take(request: FastifyRequest): Promise<Attempt>
}

/**
 * A limiter over several keys, in the app's counter store (shared by every process on PostgreSQL). Refunding the
 * attempts that were right counts failures only, which never slows down a person who gets it right, while guessing
 * stays bounded per account (spread over many IPs) and per IP (over many accounts).
 */
export function attemptLimiter(app: FastifyInstance, name: string, limits: Limit[]): AttemptLimiter {
  return {
    async take(request) {
      const taken: string[] = []
      const refund = async () => {
        for (const key of taken.splice(0)) await app.counters.refund(key)
      }
      for (const [index, { max, windowMs, key }] of limits.entries()) {
        const value = key(request)
        if (!value) continue
        const counterKey = `attempts:${name}:${index}:${value}`
        if (await app.counters.take(counterKey, windowMs, max)) {
          taken.push(counterKey)
          continue
        }
        await refund()
        const seconds = Math.max(1, Math.ceil((await app.counters.read(counterKey)).ttlMs / 1000))
        throw limited(`Too many attempts, please try again in ${seconds} s`, seconds)
      }
      return { refund }
    },
  }
}

/** Ten minutes, the window of every sign-in attempt limit. */
export const TEN_MINUTES = 10 * 60_000

/** The email of a request body (`email` or `username`), as accounts are keyed. */
export function bodyEmail(field: 'email' | 'username') {
  return (request: FastifyRequest): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field]
    return typeof value === 'string' ? value.trim().toLowerCase() : ''
  }
}

/** The client's address (IPv6 grouped by /64; behind a trusted proxy, from X-Forwarded-For). */
export const clientIp = (request: FastifyRequest): string => clientAddress(request.ip)
