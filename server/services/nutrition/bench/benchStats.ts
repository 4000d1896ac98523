/** One section of `npm run bench:nutrition` (meals here; recipes and labels can add their own). */
export interface BenchSection {
  title: string
  /** Runs the section and returns the lines to print. */
  run(opts: { verbose: boolean }): Promise<string[]> | string[]
}

/** The p-th percentile (0–100) of `values`, linearly interpolated; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const lo = Math.floor(rank)
  const hi = Math.ceil(rank)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo)
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  return percentile(values, 50)
}

/** A number with fixed decimals, for report lines. */
export function fmt(n: number, decimals = 1): string {
  return Number.isFinite(n) ? n.toFixed(decimals) : 'n/a'
}
