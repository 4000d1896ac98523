import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A long random token for links (256 bits, base64url): unguessable, so it needs no attempt counting. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * SHA-256 of a secret, salted with the id of the row that holds it, so only hashes are stored and equal codes of two
 * rows never share a hash.
 */
export function hashSecret(secret: string, salt = ''): string {
  return createHash('sha256').update(`${salt}:${secret}`).digest('hex')
}

/** Compares two strings in constant time (for equal lengths; a length mismatch answers false at once). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
