import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey']

export interface IdTokenOptions {
  /** Sign with a key that is not in the published set (but claims its kid): a forged token. */
  forged?: boolean
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number
}

/**
 * Google's side of sign-in, locally: an HTTP server publishing a JWKS (as https://www.googleapis.com/oauth2/v3/certs
 * does) and ID tokens signed with its RS256 key, carrying Google's claims.
 */
export class FakeGoogle {
  /** How many times the key set was fetched. */
  fetches = 0

  private constructor(
    private readonly server: Server,
    readonly jwksUrl: string,
    private readonly key: PrivateKey,
    private readonly rogueKey: PrivateKey,
    readonly clientId: string,
  ) {}

  static async start(clientId = 'test-client.apps.googleusercontent.com'): Promise<FakeGoogle> {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const rogue = await generateKeyPair('RS256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
    let google: FakeGoogle | null = null
    const server = createServer((_request, response) => {
      if (google) google.fetches++
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      response.end(JSON.stringify({ keys: [jwk] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    google = new FakeGoogle(server, `http://127.0.0.1:${port}/oauth2/v3/certs`, privateKey, rogue.privateKey, clientId)
    return google
  }

  /** An ID token as Google's button hands it over; claims override the defaults. */
  async idToken(claims: JWTPayload, options: IdTokenOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ iss: 'https://accounts.google.com', aud: this.clientId, email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(options.forged ? this.rogueKey : this.key)
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
