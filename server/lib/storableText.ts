/** A UTF-16 half of a surrogate pair without its other half: JSON can carry one (`"\ud800"`), UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The value with its strings made storable, at any depth: NUL characters taken out (PostgreSQL text cannot hold
 * NUL) and lone surrogates replaced by U+FFFD (PostgreSQL refuses them in jsonb). No one types either on purpose:
 * they only arrive from pasted or crafted input.
 */
export function storableText<T>(value: T): T {
  if (typeof value === 'string') {
    return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value).replace(LONE_SURROGATE, '\ufffd') as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => storableText(item)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storableText(item)])) as T
  }
  return value
}

/** Whether the value holds a number JSON cannot write (`1e400` parses to Infinity), at any depth. */
export function holdsNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (Array.isArray(value)) return value.some(holdsNonFiniteNumber)
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNonFiniteNumber)
  return false
}

/** Deeper than any body or query the contract describes (its deepest is a handful of levels). */
export const MAX_INPUT_DEPTH = 32

/**
 * Whether arrays and objects nest deeper than `limit` in the value. Walks with its own stack, so a body nested
 * 10,000 deep is measured without the recursion it would overflow elsewhere.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (item === null || typeof item !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}
