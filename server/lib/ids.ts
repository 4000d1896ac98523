import { randomBytes } from 'node:crypto'

/** A new random id: 24 hex characters (ids must be strings of at least 12 characters). */
export function newId(): string {
  return randomBytes(12).toString('hex')
}
