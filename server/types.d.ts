import type { Config } from './config'
import type { Database } from './db/database'
import type { TokenService } from './services/auth/sessionTokens'
import type { CounterStore } from './services/limits/counterStore'
import type { Mailer } from './services/mail/mailer'
import type { StravaRuntime } from './services/strava/stravaRuntime'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    tokens: TokenService
    /** Rate-limit and attempt counters: in memory on the embedded database, in PostgreSQL otherwise. */
    counters: CounterStore
    /** Sends email: SMTP when SMTP_URL is set, else the DATA_DIR outbox. */
    mailer: Mailer
    /** The Strava client (null when not configured) and its per-user locks. */
    strava: StravaRuntime
    /** Resolves once no request is being answered (or after the timeout): for a shutdown. */
    requestsSettled: (timeoutMs: number) => Promise<void>
  }
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth hook of operations that take a bearer token. */
    userId: string | null
  }
}
