import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../lib/bearerToken'
import type { TokenService } from '../services/auth/sessionTokens'

/**
 * The key a request's rate limits are counted by: the user of a validly signed session token, else the client's IP.
 * The header alone is never the key, or a made-up Authorization value per request would get a fresh budget each time;
 * and a person's several sessions share one budget.
 */
export function clientKey(tokens: TokenService) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request)
    if (token) {
      try {
        return `user:${(await tokens.verify(token, 'session')).sub}`
      } catch {
        // An invalid or expired token counts against the IP, like no token.
      }
    }
    return `ip:${request.ip}`
  }
}
