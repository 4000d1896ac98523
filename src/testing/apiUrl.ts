/** The absolute URL of an API path as the app requests it (see emptyApi's baseUrl), for MSW handlers. */
export function apiUrl(path: string): string {
  return `${globalThis.location?.origin ?? 'http://localhost'}/api${path}`
}
