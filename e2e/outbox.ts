import { type OutboxMessage, readOutbox } from '../server/services/mail/outboxReader'
import type { RunningServer } from './server'

/** A message of the outbox with what a journey follows: its 6-digit code (if any) and its links. */
export interface ReceivedMail extends OutboxMessage {
  code: string | null
}

/** How many messages to `email` are in the outbox now; pass it to `waitForMail` to get the next one. */
export function mailCount(server: RunningServer, email: string): number {
  return readOutbox(server.dataDir, email).length
}

/**
 * The newest message to `email` once more than `before` messages have arrived (waiting up to 15 s), with the
 * 6-digit code and the links of its plain-text body.
 */
export async function waitForMail(server: RunningServer, email: string, before: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const messages = readOutbox(server.dataDir, email)
    if (messages.length > before) {
      const newest = messages[messages.length - 1]
      return { ...newest, code: /\b(\d{6})\b/.exec(newest.text)?.[1] ?? null }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no new email to ${email} within 15 s`)
}

/** The first link of a message whose path is `pathname` (for example '/verify-email-change'). */
export function linkTo(mail: ReceivedMail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname)
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`)
  return link
}
