import type { Config } from './config'
import type { Database } from './db/database'
import type { TokenService } from './services/auth/sessionTokens'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    tokens: TokenService
  }
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth hook of operations that take a bearer token. */
    userId: string | null
  }
}
