/** A least-squares straight line `y = intercept + slope·x` with the standard error of its slope. */
export interface LineFit {
  slope: number
  intercept: number
  /** The standard deviation of the points around the line (n − 2 degrees of freedom). */
  residualSd: number
  /** The standard error of `slope`: residualSd / √Σ(x − x̄)². */
  slopeStandardError: number
}

/**
 * The ordinary least-squares line through the points, or null when it is undefined or its error unknown (fewer than
 * three points, or all at the same x).
 */
export function fitLine(points: ReadonlyArray<{ x: number; y: number }>): LineFit | null {
  const n = points.length
  if (n < 3) return null
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n
  let sxx = 0
  let sxy = 0
  for (const p of points) {
    sxx += (p.x - meanX) ** 2
    sxy += (p.x - meanX) * (p.y - meanY)
  }
  if (sxx === 0) return null
  const slope = sxy / sxx
  const intercept = meanY - slope * meanX
  const squares = points.reduce((sum, p) => sum + (p.y - intercept - slope * p.x) ** 2, 0)
  const residualSd = Math.sqrt(squares / (n - 2))
  return { slope, intercept, residualSd, slopeStandardError: residualSd / Math.sqrt(sxx) }
}

/** The mean and the sample standard deviation (n − 1) of the values; null when there are none. */
export function meanAndSd(values: readonly number[]): { mean: number; sd: number } | null {
  const n = values.length
  if (n === 0) return null
  const mean = values.reduce((sum, v) => sum + v, 0) / n
  const sd = n > 1 ? Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1)) : 0
  return { mean, sd }
}
