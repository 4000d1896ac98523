/**
 * The value with every NUL character taken out of its strings, at any depth. PostgreSQL text cannot hold NUL,
 * and no one types one on purpose: it only arrives from pasted or crafted input.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)])) as T
  }
  return value
}
