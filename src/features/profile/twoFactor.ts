import { errorMessage, errorStatus } from '../../api/errorDetail'

export type TwoFactorState = 'loading' | 'enabled' | 'disabled' | 'unknown'

/**
 * The 2FA status from its query: 404 means not enabled (openapi.yaml); any other failure is unknown. The error is
 * looked at first, since a failed refetch keeps the previous data, and before `isLoading`: while 2FA is off the
 * status is a 404, and RTK Query reports a re-read after an error as loading. Reading that as 'loading' unmounted
 * the setup, whose next mount asked the server for a new secret (a new QR code, and the 'Invalid code' gone).
 */
export function twoFactorState(query: {
  data?: { enabled: boolean }
  error?: unknown
  isLoading: boolean
}): TwoFactorState {
  if (query.error) return errorStatus(query.error) === 404 ? 'disabled' : 'unknown'
  if (query.isLoading) return 'loading'
  if (query.data) return query.data.enabled ? 'enabled' : 'disabled'
  return 'loading'
}

/**
 * A refused code is 'Invalid code'; anything else 'Failed to enable 2FA' (server detail preferred, docs/product.md §8).
 */
export function enableFailureMessage(error: unknown): string {
  return errorMessage(error, errorStatus(error) === 400 ? 'Invalid code' : 'Failed to enable 2FA')
}
