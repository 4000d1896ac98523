/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface Authentication2faPaths {
  '/auth/2fa/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Complete a login with the two-factor code
     * @description Second step of a login when two-factor authentication is on: exchanges the `tempToken` from the first step (valid 5 minutes, single use) and a current TOTP code for a session. A wrong code or an invalid or expired `tempToken` answers `401`.
     */
    post: operations['verifyTwoFactorLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Two-factor authentication status
     * @description Answers `{"enabled": true}` when the signed-in user has two-factor authentication on, and `404` when it is not enabled (as the web app expects). The `email` parameter is accepted for the client's convenience; the status is always the signed-in user's.
     */
    get: operations['twoFactorStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/setup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Start two-factor setup
     * @description Generates a new TOTP secret for the signed-in user, kept pending until confirmed with `POST /auth/2fa/enable`, and returns it with a QR code of its `otpauth://` URI. Calling it again replaces the pending secret. Answers `409` when 2FA is already enabled.
     */
    get: operations['twoFactorSetup']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/enable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Enable two-factor authentication
     * @description Confirms the pending secret from `GET /auth/2fa/setup` with a current code and turns 2FA on. A wrong code, or no pending setup, answers `400` ("Invalid code"). Every other session of the account ends (a session opened without the second factor must not outlive it); this device carries on with the new `token` of the answer.
     */
    post: operations['twoFactorEnable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Disable two-factor authentication
     * @description Turns 2FA off after checking a current code. A wrong code, or 2FA not enabled, answers `400`.
     */
    post: operations['twoFactorDisable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
