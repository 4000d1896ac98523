/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationVerifyEmailLoginTokenPaths {
  '/auth/verify-email-login-token': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in with an emailed code or link token
     * @description Exchanges the emailed 6-digit code, or the long token of the emailed link, for a session. The code or token is single use and expires after 10 minutes. Signs up the email when it has no account yet. When the account has two-factor authentication on, the answer is the second-step form of `LoginResult`. A wrong, used or expired code answers `401` ("Invalid or expired code").
     */
    post: operations['verifyEmailLoginToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
