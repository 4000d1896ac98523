/**
 * The rows of a raw `db.execute`: node-postgres answers `{rows}`, PGlite through Drizzle too; some drivers answer the
 * rows themselves.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}
