/** The export formats the Profile screen offers (openapi `exportUserData`). */
export type ExportFormat = 'json' | 'csv'

const API_BASE = `${globalThis.location?.origin ?? 'http://localhost'}/api`

/** The file name the server gave in Content-Disposition, else a dated default. */
export function exportFilename(disposition: string | null, format: ExportFormat, today = new Date()): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition) : null
  return named?.[1] ?? `macro-tracker-${today.toISOString().slice(0, 10)}.${format}`
}

/**
 * Downloads the person's export (GET /user/{id}/export) to a file. A plain fetch rather than the API cache: the
 * file can be megabytes, so it goes straight from the response to a Blob and a download, never into the store.
 * Throws an Error carrying the server's `detail` when the server refuses.
 */
export async function downloadExport(token: string, userId: string, format: ExportFormat): Promise<string> {
  const response = await fetch(`${API_BASE}/user/${encodeURIComponent(userId)}/export?format=${format}`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null
    throw new Error(typeof body?.detail === 'string' ? body.detail : 'Failed to download your data')
  }
  const filename = exportFilename(response.headers.get('content-disposition'), format)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return filename
}

/** This device's UTC offset now, e.g. "+02:00" (for files that give only the day of a meal). */
export function localUtcOffset(date = new Date()): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
