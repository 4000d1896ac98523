/** The parts of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: unknown; errorMessage?: string } | undefined>
  /** Set when Lighthouse could not measure the page at all. */
  runtimeError?: { message?: string }
}

/** A page's figures: category scores (0–1), metrics (ms, CLS unitless) and what was transferred (bytes). */
export interface PageFigures {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  transferBytes: number
  scriptTransferBytes: number
}

/** Issue 16's goals on the simulated mobile profile. */
export const lighthouseGoals = {
  performance: 0.9,
  accessibility: 0.98,
  bestPractices: 1,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
}

const score = (lhr: LighthouseResultLike, category: string) => lhr.categories[category]?.score ?? 0
const metric = (lhr: LighthouseResultLike, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

/** The transfer size of the scripts, from the resource-summary audit's table. */
function scriptTransfer(lhr: LighthouseResultLike): number {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN
}

export function figuresOf(lhr: LighthouseResultLike): PageFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    transferBytes: metric(lhr, 'total-byte-weight'),
    scriptTransferBytes: scriptTransfer(lhr),
  }
}

/** The goals a page misses, each as a short text ("performance 84 < 90"); none when all are met. */
export function goalMisses(figures: PageFigures): string[] {
  const goals = lighthouseGoals
  const misses: string[] = []
  const percent = (value: number) => Math.round(value * 100)
  if (figures.performance < goals.performance)
    misses.push(`performance ${percent(figures.performance)} < ${percent(goals.performance)}`)
  if (figures.accessibility < goals.accessibility)
    misses.push(`accessibility ${percent(figures.accessibility)} < ${percent(goals.accessibility)}`)
  if (figures.bestPractices < goals.bestPractices)
    misses.push(`best practices ${percent(figures.bestPractices)} < ${percent(goals.bestPractices)}`)
  if (!(figures.lcpMs <= goals.lcpMs))
    misses.push(`LCP ${(figures.lcpMs / 1000).toFixed(2)} s > ${goals.lcpMs / 1000} s`)
  if (!(figures.tbtMs <= goals.tbtMs)) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${goals.tbtMs} ms`)
  if (!(figures.cls <= goals.cls)) misses.push(`CLS ${figures.cls.toFixed(3)} > ${goals.cls}`)
  return misses
}

/** The middle value of the known values of a list (the mean of the two middle ones for an even count); NaN if none. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Each figure's median over several runs of a page, taken figure by figure: one run's TBT and LCP vary a lot on a busy
 * machine, and the run with the median score may have neither's median.
 */
export function medianFigures(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no runs to take the median of')
  const keys = Object.keys(runs[0]) as Array<keyof PageFigures>
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures
}
