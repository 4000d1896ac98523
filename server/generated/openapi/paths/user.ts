/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface UserPaths {
  '/user/request-email-change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Request an email change
     * @description Emails a confirmation link `/verify-email-change?token=…` (single use, valid 1 hour) to the new address; the email changes only when the link is used. An address already used by another account answers `409`; the current address answers `400`.
     */
    post: operations['requestEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/confirm-email-change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm an email change
     * @description Applies the email change the token was issued for. Public, since the link may be opened in a browser where the user is not signed in. An invalid, used or expired token answers `400`; an address taken by another account in the meantime answers `409`.
     */
    post: operations['confirmEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the profile
     * @description The signed-in user's profile. `{id}` must be the signed-in user's id.
     */
    get: operations['getUser']
    /**
     * Save the profile
     * @description Saves the editable profile fields present in the body; fields left out keep their values, `null` clears an optional one. The client may send the whole profile object: read-only keys (`id`, `email`, `google_id`, `has_password`, …) and unknown keys are ignored. When `resting_heart_rate` differs from the latest value the server appends `{value, date: now}` to `resting_heart_rate_history` (a history sent by the client is ignored). Answers the saved profile.
     */
    put: operations['updateUser']
    post?: never
    /**
     * Delete the account
     * @description Permanently deletes the account and all its data (foods, recipes, meals, workouts, insights, passkeys) and revokes its tokens.
     */
    delete: operations['deleteUser']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
