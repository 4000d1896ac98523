/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export interface SharedSchemas {
  /** @description Every error body. */
  ApiError: {
    /** @description A human-readable message the client may show as is. */
    detail: string
  }
}
