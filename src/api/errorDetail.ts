/** The `detail` of an API error answer (`{detail}`, see openapi.yaml), when the server sent one. */
export function errorDetail(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined
  const data = (error as { data: unknown }).data
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined
  const detail = (data as { detail: unknown }).detail
  return typeof detail === 'string' && detail.trim() ? detail : undefined
}

/** What a screen shows for a failed call: the server's detail when present, else the fallback of docs/product.md §8. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorDetail(error) ?? fallback
}

/** The HTTP status of a failed RTK Query call (undefined for network and parsing failures). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = (error as { status: unknown }).status
  return typeof status === 'number' ? status : undefined
}
