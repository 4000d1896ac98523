import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { outboxDir } from './outbox'

/** A message read back from the outbox: enough for tests and the e2e suite to follow its code and links. */
export interface OutboxMessage {
  file: string
  to: string
  subject: string
  /** The decoded plain-text body. */
  text: string
  /** The decoded HTML body. */
  html: string
  /** The http(s) links of the plain-text body. */
  links: string[]
}

function decodeQuotedPrintable(body: string): string {
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/g, '%$1')
  return decodeURIComponent(escaped)
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body)
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8')
  return body
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)
  return match ? match[1].trim() : ''
}

/** The body of the part with the given content type (or the whole body of a single-part message). */
function partBody(raw: string, contentType: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\r\n\r\n')
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]
  if (!boundary) return header(head, 'content-type').startsWith(contentType) ? decodePart(head, body) : ''
  for (const part of body.split(`--${boundary}`)) {
    const [partHead, ...partRest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    if (new RegExp(`content-type:\\s*${contentType}`, 'i').test(partHead)) {
      return decodePart(partHead, partRest.join('\r\n\r\n').replace(/\r?\n$/, ''))
    }
  }
  return ''
}

/** Parses one .eml file written by the outbox mailer. */
export function parseOutboxFile(file: string): OutboxMessage {
  const raw = readFileSync(file, 'utf8')
  const head = raw.split(/\r?\n\r?\n/)[0]
  const text = partBody(raw, 'text/plain')
  return {
    file,
    to: header(head, 'to'),
    subject: header(head, 'subject'),
    text,
    html: partBody(raw, 'text/html'),
    links: text.match(/https?:\/\/\S+/g) ?? [],
  }
}

/** Every message of a data directory's outbox, oldest first, optionally only those to one address. */
export function readOutbox(dataDir: string, to?: string): OutboxMessage[] {
  const dir = outboxDir(dataDir)
  if (!existsSync(dir)) return []
  // Written order: names start with the time, but two messages of one millisecond differ only by a suffix.
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ file: path.join(dir, name), written: statSync(path.join(dir, name), { bigint: true }).mtimeNs }))
    .sort((a, b) => (a.written === b.written ? a.file.localeCompare(b.file) : a.written < b.written ? -1 : 1))
    .map(({ file }) => parseOutboxFile(file))
    .filter((message) => to === undefined || message.to.toLowerCase() === to.toLowerCase())
}
