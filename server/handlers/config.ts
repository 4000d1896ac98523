import type { FastifyInstance } from 'fastify'
import type { Handlers } from './handlerTypes'

/** Config tag: what the client needs to know about this server's optional integrations. */
export function configHandlers(app: FastifyInstance): Handlers {
  const { config } = app
  return {
    getPublicConfig: async () => ({
      google_client_id: config.googleClientId,
      strava_configured: config.stravaClientId !== null,
      ai_provider: config.aiProvider,
      mail_delivery: config.smtpUrl ? 'smtp' : 'outbox',
      public_url: config.publicUrl,
    }),
  }
}
