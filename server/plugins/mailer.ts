import type { FastifyInstance } from 'fastify'
import { createMailer } from '../services/mail/mailer'

/** `app.mailer`: SMTP when SMTP_URL is set, else the DATA_DIR outbox; closed with the app. */
export function registerMailer(app: FastifyInstance): void {
  const { smtpUrl, mailFrom, dataDir } = app.config
  const mailer = createMailer({ smtpUrl, mailFrom, dataDir, log: app.log })
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
}
