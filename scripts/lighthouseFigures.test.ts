import { figuresOf, goalMisses, type LighthouseResultLike, medianFigures } from './lighthouseFigures'

function result(overrides: { performance?: number; tbt?: number; lcp?: number; cls?: number }): LighthouseResultLike {
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 2170 },
      'total-blocking-time': { numericValue: overrides.tbt ?? 144 },
      'cumulative-layout-shift': { numericValue: overrides.cls ?? 0 },
      'first-contentful-paint': { numericValue: 670 },
      'total-byte-weight': { numericValue: 130_000 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 130_000 },
            { resourceType: 'script', transferSize: 118_000 },
          ],
        },
      },
    },
  }
}

describe('figuresOf', () => {
  it('reads the scores, the metrics and the bytes transferred (all, and scripts)', () => {
    expect(figuresOf(result({}))).toEqual({
      performance: 0.97,
      accessibility: 1,
      bestPractices: 1,
      lcpMs: 2170,
      tbtMs: 144,
      cls: 0,
      fcpMs: 670,
      transferBytes: 130_000,
      scriptTransferBytes: 118_000,
    })
  })
})

describe('goalMisses', () => {
  it('is empty when every goal of issue 16 is met', () => {
    expect(goalMisses(figuresOf(result({})))).toEqual([])
  })

  it('says which goals a page misses', () => {
    expect(goalMisses(figuresOf(result({ performance: 0.58, tbt: 2036, lcp: 3560, cls: 0.149 })))).toEqual([
      'performance 58 < 90',
      'LCP 3.56 s > 2.5 s',
      'TBT 2036 ms > 200 ms',
      'CLS 0.149 > 0.02',
    ])
  })

  it('counts a missing metric as missed', () => {
    const figures = figuresOf({ categories: {}, audits: {} })
    expect(goalMisses(figures)).toHaveLength(6)
  })
})

describe('medianFigures', () => {
  it("takes each figure's median on its own, not the figures of the run with the median score", () => {
    const runs = [
      figuresOf(result({ performance: 0.9, tbt: 400, lcp: 700 })),
      figuresOf(result({ performance: 0.97, tbt: 90, lcp: 2400 })),
      figuresOf(result({ performance: 0.95, tbt: 150, lcp: 650 })),
    ]
    expect(medianFigures(runs)).toMatchObject({ performance: 0.95, tbtMs: 150, lcpMs: 700, cls: 0 })
  })

  it('leaves out a figure a run does not have', () => {
    const runs = [100, Number.NaN, 300, 200].map((tbt) => figuresOf(result({ tbt })))
    expect(medianFigures(runs).tbtMs).toBe(200)
  })

  it('takes the mean of the middle two of an even count', () => {
    const runs = [100, 300, 200, 500].map((tbt) => figuresOf(result({ tbt })))
    expect(medianFigures(runs).tbtMs).toBe(250)
  })
})
