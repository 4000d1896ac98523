/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface AuthenticationPasskeyPaths {
  '/auth/passkey/has': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Whether an email has a passkey
     * @description Step 1 of the email login: tells the login screen whether to offer passkey login for this email. An unknown email answers `false`, exactly as a known email without passkeys.
     */
    post: operations['passkeyHas']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/login/begin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a passkey login
     * @description Returns WebAuthn request options for the account with that email (`username`). The challenge is stored server-side, single use, for 5 minutes. An unknown email gets options with an empty `allowCredentials` list, so the answer does not reveal whether an account exists.
     */
    post: operations['passkeyLoginBegin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/login/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Finish a passkey login
     * @description Verifies the assertion against the stored challenge, origin, RP ID and the credential's public key, stores the new signature counter and returns a session. A passkey login never asks for the two-factor code. A failed verification answers `401`.
     */
    post: operations['passkeyLoginFinish']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/register/begin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start registering a passkey
     * @description Returns WebAuthn creation options. With a bearer token the passkey is added to the signed-in user (the `email` is then informational only) and the user's existing passkeys are listed in `excludeCredentials`. Without a bearer token this is a passkey signup for a new account with that email; an email that already has an account answers `409`. The challenge is stored server-side, single use, for 5 minutes.
     */
    post: operations['passkeyRegisterBegin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/register/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Finish registering a passkey
     * @description Verifies the attestation against the stored challenge, origin and RP ID and stores the credential (with `device_name`, default "Passkey"). With a bearer token the passkey is added to the signed-in user; without one the account is created (passkey signup). Either way the answer is a session for that user with a new token. A failed verification answers `400`; a signup email taken in the meantime answers `409`.
     */
    post: operations['passkeyRegisterFinish']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's passkeys
     * @description Lists the signed-in user's passkeys, oldest first. The `email` parameter is accepted for the client's convenience; the list is always the signed-in user's.
     */
    get: operations['passkeyStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/remove': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove a passkey
     * @description Removes one of the signed-in user's passkeys, named by `credential_id` in the request body (the web app sends a body with this DELETE). A credential the user does not own answers `404`.
     */
    delete: operations['passkeyRemove']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/rename': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rename a passkey
     * @description Renames one of the signed-in user's passkeys. A credential the user does not own answers `404`.
     */
    post: operations['passkeyRename']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
