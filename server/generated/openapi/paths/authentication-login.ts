/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationLoginPaths {
  '/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in with email and password
     * @description `username` is the account's email. Works only for accounts that have set a password (see `POST /auth/request-password-reset`). Answers a session, or, when 2FA is on, `200` with the second-step form of `LoginResult` (`two_factor_required: true`, `tempToken`) to be completed with `POST /auth/2fa/verify`. A wrong email or password answers `401` with the same detail either way.
     */
    post: operations['passwordLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
