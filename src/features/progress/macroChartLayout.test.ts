import { KCAL_PER_GRAM, macroChartLayout } from './macroChartLayout'
import type { MacroPoint } from './macroSeries'
import { PROGRESS_CHART } from './progressChartLayout'

const points: MacroPoint[] = [
  { date: '2026-03-01', totals: { calories: 2000, protein: 100, carbs: 200, fat: 60 } },
  { date: '2026-03-02', totals: null },
  { date: '2026-03-03', totals: { calories: 1500, protein: 150, carbs: 100, fat: 40 } },
]

describe('calories and macros chart layout', () => {
  it('stacks protein, carbs and fat as their calories from the baseline, with the calories logged as a tick', () => {
    const layout = macroChartLayout(points, 390)

    expect(layout.bars.map((bar) => bar.date)).toEqual(['2026-03-01', '2026-03-03'])
    expect(layout.axis.min).toBe(0)
    const [first] = layout.bars
    expect(first.segments.map((segment) => segment.key)).toEqual(['protein', 'carbs', 'fat'])
    const pxPerKcal = first.segments[0].height / (100 * KCAL_PER_GRAM.protein)
    expect(first.segments[1].height / pxPerKcal).toBeCloseTo(800)
    expect(first.segments[2].height / pxPerKcal).toBeCloseTo(540)
    expect(first.segments[0].y + first.segments[0].height).toBeCloseTo(PROGRESS_CHART.bottom)
    expect(first.segments[1].y + first.segments[1].height).toBeCloseTo(first.segments[0].y)
    // 2,000 kcal logged, 1,740 kcal of macros: the tick sits above the stack.
    expect((PROGRESS_CHART.bottom - first.caloriesY) / pxPerKcal).toBeCloseTo(2000)
  })
})
