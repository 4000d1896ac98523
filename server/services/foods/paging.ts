/**
 * The largest offset a list accepts. The contract bounds `limit` but not `offset`; a huge offset would overflow
 * PostgreSQL's bigint, and any offset past this is past the end of every list anyway.
 */
export const MAX_OFFSET = 1_000_000_000

/** The offset to query with: the requested one, capped at MAX_OFFSET. */
export function safeOffset(offset: number): number {
  return Math.min(offset, MAX_OFFSET)
}
