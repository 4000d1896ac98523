/** An optional number field (docs/product.md §5): a float, or undefined when left empty or not a number. */
export function parseOptionalNumber(text: string | number | null | undefined): number | undefined {
  if (text == null) return undefined
  const trimmed = String(text).trim()
  if (trimmed === '') return undefined
  const value = Number.parseFloat(trimmed)
  return Number.isFinite(value) ? value : undefined
}
