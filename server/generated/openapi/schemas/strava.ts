/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export interface StravaSchemas {
  StravaTicket: {
    /** @description Signed, valid 5 minutes. */
    ticket: string
    /** @description The path to open in the browser, `/api/strava/login?user_id=…&ticket=…`. */
    url: string
  }
  StravaImportResult: {
    imported: number
    skipped: number
    /** @description A human-readable summary, e.g. "Imported 3 activities (2 skipped)." */
    detail: string
  }
}
