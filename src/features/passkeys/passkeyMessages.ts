import { errorMessage } from '../../api/errorDetail'
import type { PasskeyStage } from './passkeyOutcome'

type Failure = { stage: PasskeyStage; error?: unknown }

const unsupported = 'WebAuthn not supported in this browser'

/** The message for a failed passkey registration on the profile (docs/product.md §8). */
export function registrationFailureMessage({ stage, error }: Failure): string {
  switch (stage) {
    case 'unsupported':
      return unsupported
    case 'begin':
      return errorMessage(error, 'Failed to start passkey registration')
    case 'ceremony':
      return 'Passkey registration failed'
    case 'finish':
      return errorMessage(error, 'Failed to complete passkey registration')
  }
}

/**
 * The message for a failed passkey login (docs/product.md §8); every one of them also offers the login link instead.
 */
export function loginFailureMessage({ stage, error }: Failure): string {
  switch (stage) {
    case 'unsupported':
      return unsupported
    case 'begin':
      return errorMessage(error, 'Could not start passkey login')
    case 'ceremony':
      return 'Passkey login failed'
    case 'finish':
      return errorMessage(error, 'Passkey login failed')
  }
}

/** The message for a failed passkey signup (docs/product.md §8: shown in an alert popup, server detail preferred). */
export function signupFailureMessage({ stage, error }: Failure): string {
  return stage === 'unsupported' ? unsupported : errorMessage(error, 'Passkey signup failed')
}
