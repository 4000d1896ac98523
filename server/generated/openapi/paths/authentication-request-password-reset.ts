/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationRequestPasswordResetPaths {
  '/auth/request-password-reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Email the signed-in user a set-password link
     * @description Emails the signed-in user a link `/reset-password?token=…`, valid for 1 hour and single use, with which to set a first password or change the current one (`POST /auth/reset-password`). Takes no request body.
     */
    post: operations['requestPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
