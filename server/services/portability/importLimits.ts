/** The largest import file (413 above): five years of a heavy logger (10,000 meals of 4 items) as this project's JSON is 15.6 MiB. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024

/** The most skipped rows an answer lists (openapi `ImportResult.skipped`). */
export const MAX_SKIPS_LISTED = 1000
