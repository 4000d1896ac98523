import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw RFC 822 message. */
  raw: string
}

/** A real SMTP server on a local port that keeps what it receives, for tests of the SMTP path. */
export class FakeSmtpServer {
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
    readonly messages: ReceivedMail[],
  ) {}

  static async start(): Promise<FakeSmtpServer> {
    const messages: ReceivedMail[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    return new FakeSmtpServer(server, `smtp://127.0.0.1:${port}`, messages)
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
