/**
 * What went wrong, in the domain's terms. Services and handlers throw these; they know nothing of HTTP, and one
 * place (plugins/errors.ts) turns each kind into a status and `{detail: message}`. The message is written to be
 * shown to the person.
 */
export type DomainErrorKind =
  /** The input breaks a rule. */
  | 'invalid'
  /** No valid sign-in, or a wrong or expired secret. */
  | 'unauthenticated'
  /** The record does not exist, or is not the caller's. */
  | 'not_found'
  /** The request clashes with what is stored (a taken email, a state that forbids it). */
  | 'conflict'
  /** The input is larger than allowed. */
  | 'too_large'
  /** The input comes in a form the operation does not take. */
  | 'unsupported'
  /** Too many attempts or requests for now. */
  | 'limited'
  /** An outside service failed or answered wrongly. */
  | 'upstream'
  /** A feature or outside service is not available (not configured, not reachable). */
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `limited`: when to try again. */
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'DomainError'
  }
}

export const invalid = (message: string) => new DomainError('invalid', message)
export const unauthenticated = (message = 'Not authenticated') => new DomainError('unauthenticated', message)
export const notFound = (message = 'Not found') => new DomainError('not_found', message)
export const conflict = (message: string) => new DomainError('conflict', message)
export const tooLarge = (message: string) => new DomainError('too_large', message)
export const unsupported = (message: string) => new DomainError('unsupported', message)
export const limited = (message = 'Too many requests, please try again later', retryAfterSeconds?: number) =>
  new DomainError('limited', message, retryAfterSeconds)
export const upstreamFailed = (message: string, options?: ErrorOptions) =>
  new DomainError('upstream', message, undefined, options)
export const unavailable = (message: string) => new DomainError('unavailable', message)

/** Whether an error is a DomainError of that kind. */
export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind)
