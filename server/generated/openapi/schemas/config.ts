/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export interface ConfigSchemas {
  PublicConfig: {
    /** @description The Google OAuth client id for the sign-in button; `null` when Google sign-in is not configured. */
    google_client_id: string | null
    strava_configured: boolean
    /** @enum {string} */
    ai_provider: 'builtin' | 'openai'
    /**
     * @description `outbox`: emails are written to files on the server instead of being sent.
     * @enum {string}
     */
    mail_delivery: 'smtp' | 'outbox'
    /** @description The origin used in emailed links and as the WebAuthn origin. */
    public_url: string
  }
}
