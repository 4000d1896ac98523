/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationGooglePaths {
  '/auth/google': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in or sign up with Google
     * @description Verifies a Google ID token (the credential from the Google sign-in button) against Google's keys, issuer and the configured client id. Finds the account by Google id, else by verified email (then links the Google id to it), else creates one. Returns a session, or the two-factor second step when 2FA is on. An invalid credential answers `401`; Google sign-in not configured on this server (see `GET /config`) answers `503`.
     */
    post: operations['googleLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
