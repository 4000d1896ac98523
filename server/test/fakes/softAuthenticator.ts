import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/** The parts of PublicKeyCredentialCreationOptionsJSON an authenticator reads. */
export interface CreationOptions {
  challenge: string
  rp: { id?: string; name: string }
  user: { id: string; name: string }
}

/** The parts of PublicKeyCredentialRequestOptionsJSON an authenticator reads. */
export interface RequestOptions {
  challenge: string
  rpId?: string
  allowCredentials?: Array<{ id: string }>
}

/** What a browser would report, for tests that play a misbehaving or phishing client. */
export interface CeremonyOverrides {
  origin?: string
  rpId?: string
  /** Clear the UV flag (a tap without PIN or biometrics). */
  userVerified?: boolean
  /** Report this signature counter instead of the next one. */
  counter?: number
  /** Sign with another credential's id in the answer. */
  credentialId?: string
}

interface StoredCredential {
  id: Buffer
  privateKey: KeyObject
  rpId: string
  userHandle: string
  counter: number
}

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue> | { [key: string]: CborValue }

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  if (length < 0x10000) {
    const head = Buffer.alloc(3)
    head[0] = (major << 5) | 25
    head.writeUInt16BE(length, 1)
    return head
  }
  const head = Buffer.alloc(5)
  head[0] = (major << 5) | 26
  head.writeUInt32BE(length, 1)
  return head
}

/** A minimal CBOR encoder (RFC 8949): unsigned and negative ints, byte and text strings, arrays and maps. */
export function cborEncode(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('Only integers are supported')
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([cborHead(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value])
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cborEncode)])
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [cborEncode(k), cborEncode(v)])])
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

/**
 * A software WebAuthn authenticator and client in one, speaking the real formats: ES256 (P-256) keys, a CBOR
 * attestationObject with fmt 'none', authenticatorData with the RP ID hash, UP/UV/AT flags, the signature counter and
 * the COSE public key, clientDataJSON with type, challenge and origin, and assertions signed over
 * authenticatorData || SHA-256(clientDataJSON). Answers are the JSON forms browsers send (base64url).
 */
export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = []

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new credential for the RP and user of the options. */
  create(options: CreationOptions, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ])
    const id = randomBytes(32)
    const credential: StoredCredential = { id, privateKey, rpId, userHandle: options.user.id, counter: 0 }
    this.credentials.push(credential)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const authData = Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([FLAG_UP | FLAG_AT | (overrides.userVerified === false ? 0 : FLAG_UV)]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      cborEncode(coseKey),
    ])
    const attestationObject = cborEncode({ fmt: 'none', attStmt: {}, authData })
    const credentialId = id.toString('base64url')
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin).toString(
          'base64url',
        ),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** navigator.credentials.get(): an assertion by the first stored credential the options allow. */
  get(options: RequestOptions, overrides: CeremonyOverrides = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id)
    const credential = this.credentials.find((c) => !allowed?.length || allowed.includes(c.id.toString('base64url')))
    if (!credential) throw new Error('No credential for these options')
    credential.counter = overrides.counter ?? credential.counter + 1
    const rpId = overrides.rpId ?? options.rpId ?? credential.rpId
    const authData = Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([FLAG_UP | (overrides.userVerified === false ? 0 : FLAG_UV)]),
      counterBytes(credential.counter),
    ])
    const data = clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin)
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(data).digest()]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    })
    const credentialId = overrides.credentialId ?? credential.id.toString('base64url')
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        authenticatorData: authData.toString('base64url'),
        clientDataJSON: data.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
