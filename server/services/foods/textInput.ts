/**
 * Client text prepared for storage. PostgreSQL text cannot hold NUL characters, so they are removed from every
 * string of a request (a body or a query), deep: odd input is stored without them instead of failing with a 500.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)])) as T
  }
  return value
}

/** The key foods and recipes are matched by: the name trimmed and lower-cased ("A recipe … matched by lower-cased name"). */
export function nameKey(name: string): string {
  return name.trim().toLowerCase()
}

/** Optional free text: trimmed, and null when blank, so "" and "  " are stored as unknown. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
