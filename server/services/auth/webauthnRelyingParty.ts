/** Who the passkeys are for: the site people open, PUBLIC_URL. */
export interface RelyingParty {
  name: string
  /** The RP ID: the host name of PUBLIC_URL. */
  rpID: string
  /** The origin browsers report: PUBLIC_URL's scheme, host and port. */
  origin: string
}

/** The relying party of a PUBLIC_URL. */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl)
  return { name: 'Macro Tracker', rpID: url.hostname, origin: url.origin }
}

/** Browsers and some clients send standard base64; WebAuthn's JSON forms use base64url. Accept both. */
export function toBase64Url(value: string): string {
  return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The WebAuthn user handle of an account: its id, as bytes. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId)
}

/** The challenge a client signed, read from its clientDataJSON; null when unreadable. */
export function clientDataChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(toBase64Url(clientDataJSON), 'base64url').toString('utf8')) as unknown
    const challenge = (data as { challenge?: unknown })?.challenge
    return typeof challenge === 'string' ? challenge : null
  } catch {
    return null
  }
}
