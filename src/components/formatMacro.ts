/** A macro value rounded to 1 decimal (docs/product.md §9), as a number for sums and totals. */
export function roundMacro(value: number): number {
  const rounded = Math.round(value * 10) / 10
  // Math.round leaves -0 for tiny negatives, which would print as "-0.0".
  return Object.is(rounded, -0) ? 0 : rounded
}

/** A macro value as shown everywhere: 1 decimal (docs/product.md §9); an unknown value shows as a dash. */
export function formatMacro(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '–'
  return roundMacro(value).toFixed(1)
}
