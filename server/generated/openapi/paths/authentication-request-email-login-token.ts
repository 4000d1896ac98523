/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationRequestEmailLoginTokenPaths {
  '/auth/request-email-login-token': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Email a login code and link
     * @description Emails a single-use login code (6 digits) and a login link (carrying `email` and a long random `token` as query parameters) to the address, valid for 10 minutes. A first login with an unknown email creates the account when the code or link is used. The answer is always the same, whether or not the email has an account: `{"ok": true, "detail": "If your email exists, a login link/code has been sent."}`. Rate limited per email and per client.
     */
    post: operations['requestEmailLoginToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
