import { generateSecret, generateURI, verify } from 'otplib'

/** The issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Macro Tracker'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30
const options = { algorithm: 'sha1', digits: 6, period: PERIOD } as const

/** A new base32 secret (160 bits). */
export function newTotpSecret(): string {
  return generateSecret()
}

/** The `otpauth://` URI of a secret and a QR code of it as a PNG data URL (the QR library is loaded then). */
export async function totpQrCode(secret: string, email: string): Promise<string> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret, ...options })
  const { default: QRCode } = await import('qrcode')
  return QRCode.toDataURL(uri)
}

/**
 * The time step a code matches, accepting one step of clock drift either way, or null. Steps at or before
 * `lastUsedStep` are refused, so a code (or an older one) is never accepted twice.
 */
export async function matchTotpStep(secret: string, code: string, lastUsedStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    ...options,
    epochTolerance: PERIOD,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
