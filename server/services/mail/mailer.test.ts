import Fastify from 'fastify'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { FakeSmtpServer } from '../../test/fakes/smtpServer'
import { createTestApp, type TestApp } from '../../test/testApp'
import { createMailer } from './mailer'
import { readOutbox } from './outboxReader'

jest.setTimeout(60_000)

describe('mail over SMTP', () => {
  let smtp: FakeSmtpServer
  let t: TestApp

  // One app for both: the SMTP server it was configured with is stopped before the unreachable case.
  beforeAll(async () => {
    smtp = await FakeSmtpServer.start()
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Macro Tracker <login@macros.test>' })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  /** Asks the app for a login code by email, as the login screen does. */
  const requestLoginCode = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-email-login-token', payload: { email } })

  it('delivers the login email to the SMTP server with plain-text and HTML bodies, and writes no outbox', async () => {
    const response = await requestLoginCode('smtp-person@example.com')
    expect(response.statusCode).toBe(200)
    expect(t.app.mailer.delivery).toBe('smtp')
    expect(smtp.messages).toHaveLength(1)
    const [message] = smtp.messages
    expect(message.from).toBe('login@macros.test')
    expect(message.to).toEqual(['smtp-person@example.com'])
    expect(message.raw).toMatch(/^Subject: Your Macro Tracker login code: \d{6}\r$/m)
    expect(message.raw).toContain('Content-Type: text/plain')
    expect(message.raw).toContain('Content-Type: text/html')
    expect(readOutbox(t.dataDir)).toEqual([])
  })

  describe('an SMTP server that cannot be reached', () => {
    beforeAll(() => smtp.close())

    it('answers 502 {detail} instead of pretending the mail went out', async () => {
      const response = await requestLoginCode('unlucky@example.com')
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ detail: 'Could not send the email, please try again later' })
    })
  })
})

describe('the outbox', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-outbox-'))
  const lines: string[] = []
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    },
  })
  const mailer = createMailer({ smtpUrl: null, mailFrom: 'Macro Tracker <no-reply@localhost>', dataDir, log: app.log })
  const message = {
    to: 'reader@example.com',
    subject: 'A subject',
    text: 'Hello',
    html: '<p>Hello</p>',
    links: ['http://localhost:3000/somewhere?token=abc'],
  }

  afterAll(async () => {
    mailer.close()
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes the RFC 822 bytes (CRLF lines, headers, both bodies) and logs the subject and links', async () => {
    await mailer.send(message)
    const [file] = readdirSync(path.join(dataDir, 'outbox'))
    const raw = readFileSync(path.join(dataDir, 'outbox', file), 'utf8')
    expect(raw).toMatch(
      /^From: Macro Tracker <no-reply@localhost>\r\nTo: reader@example\.com\r\nSubject: A subject\r\n/,
    )
    expect(raw).toContain('MIME-Version: 1.0\r\n')
    expect(raw).toContain('multipart/alternative')
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n')
    const log = lines.map((line) => JSON.parse(line) as { msg: string; links?: string[] }).at(-1)
    expect(log?.msg).toContain('A subject')
    expect(log?.links).toEqual(['http://localhost:3000/somewhere?token=abc'])
  })

  it('never overwrites a message, even several to one address at once', async () => {
    const before = readOutbox(dataDir).length
    await Promise.all([mailer.send(message), mailer.send(message), mailer.send(message)])
    expect(readOutbox(dataDir, 'reader@example.com')).toHaveLength(before + 3)
  })
})
