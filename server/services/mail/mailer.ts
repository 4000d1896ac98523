import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import { upstreamFailed } from '../../lib/domainErrors'
import { writeOutboxMessage } from './outbox'

/** One email: a plain-text and an HTML body; links are logged when the message goes to the outbox. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The links the message carries (logged with the subject in outbox mode, so a person can follow them). */
  links: string[]
}

/** Sends the app's emails; other features reach it as `app.mailer`. */
export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (DATA_DIR/outbox/*.eml). */
  readonly delivery: 'smtp' | 'outbox'
  /** Sends one message; a delivery failure is logged and thrown as a 502 `{detail}` the caller may let through. */
  send(message: MailMessage): Promise<void>
  close(): void
}

/** The error a failed delivery answers with; the cause stays in the log. */
export const MAIL_FAILED = 'Could not send the email, please try again later'

/** Where mail goes: SMTP_URL, or the outbox under DATA_DIR. */
export interface MailerOptions {
  smtpUrl: string | null
  mailFrom: string
  dataDir: string
  log: FastifyBaseLogger
}

/** Sends through the SMTP server of SMTP_URL; nodemailer keeps the protocol details. */
class SmtpMailer implements Mailer {
  readonly delivery = 'smtp'
  private readonly transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html } = message
    try {
      await this.transport.sendMail({ from: this.from, to, subject, text, html })
    } catch (error) {
      this.log.error({ err: error, to, subject }, 'email delivery failed')
      throw upstreamFailed(MAIL_FAILED)
    }
    this.log.info({ to, subject }, 'email sent')
  }

  close(): void {
    this.transport.close()
  }
}

/**
 * Without SMTP, each message is rendered by nodemailer's stream transport (the RFC 822 bytes SMTP would carry, CRLF
 * line ends) and written to the outbox, and its subject and links are logged, so the app works with no mail server.
 */
class OutboxMailer implements Mailer {
  readonly delivery = 'outbox'
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })

  constructor(
    private readonly from: string,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, links } = message
    let file: string
    try {
      const info = await this.transport.sendMail({ from: this.from, to, subject, text, html })
      file = await writeOutboxMessage(this.dataDir, to, info.message as Buffer)
    } catch (error) {
      this.log.error({ err: error, to, subject }, 'writing the email to the outbox failed')
      throw upstreamFailed(MAIL_FAILED)
    }
    this.log.info({ to, subject, links, file }, `email written to the outbox: ${subject} ${links.join(' ')}`)
  }

  close(): void {
    this.transport.close()
  }
}

/** The mailer the configuration asks for: SMTP when smtpUrl is set, else the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.mailFrom, options.log)
    : new OutboxMailer(options.mailFrom, options.dataDir, options.log)
}
