/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export interface InsightsSchemas {
  InsightLogEntry: {
    id: string
    /** Format: date-time */
    created_at: string
    /** @description Plain text, paragraphs separated by blank lines. */
    advice: string
  }
}
