/** The key foods and recipes are matched by: the name trimmed and lower-cased ("A recipe … matched by lower-cased name"). */
export function nameKey(name: string): string {
  return name.trim().toLowerCase()
}

/** Optional free text: trimmed, and null when blank, so "" and "  " are stored as unknown. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
