import type { ProgressDay } from '../../api/api'
import { intakeChartLayout, PROGRESS_CHART, valueAxis, weightChartLayout } from './progressChartLayout'

const days: ProgressDay[] = [
  { date: '2026-03-01', weight_kg: 80, trend_kg: 80, intake_kcal: 2400 },
  { date: '2026-03-02', weight_kg: null, trend_kg: 80, intake_kcal: null },
  { date: '2026-03-03', weight_kg: 82, trend_kg: 80.2, intake_kcal: 1800 },
]

describe('progress chart layout', () => {
  it('gives the value axis round ends and steps', () => {
    expect(valueAxis(79.3, 82.4, 0.5).ticks.map((tick) => tick.label)).toEqual(['79', '80', '81', '82', '83'])
    expect(valueAxis(0, 2400, 100).ticks.map((tick) => tick.label)).toEqual(['0', '1,000', '2,000', '3,000'])
    expect(valueAxis(80, 80, 0.5).ticks.map((tick) => tick.value)).toEqual([80, 80.5])
  })

  it('draws a dot per weigh-in and the trend through every day that has one, in the unit', () => {
    const layout = weightChartLayout(days, 390, 'lbs')

    expect(layout.dots.map((dot) => dot.date)).toEqual(['2026-03-01', '2026-03-03'])
    expect(layout.dots[0].value).toBeCloseTo(176.37, 2)
    expect(layout.trendPath.match(/[ML]/g)).toEqual(['M', 'L', 'L'])
    expect(layout.labels.map((label) => label.text)).toEqual(['Mar 1', 'Mar 2', 'Mar 3'])
    for (const dot of layout.dots) {
      expect(dot.y).toBeGreaterThanOrEqual(PROGRESS_CHART.top)
      expect(dot.y).toBeLessThanOrEqual(PROGRESS_CHART.bottom)
      expect(dot.x).toBeLessThanOrEqual(390 - PROGRESS_CHART.right)
    }
  })

  it('draws a bar per logged day and the expenditure across, on one axis from 0', () => {
    const layout = intakeChartLayout(days, 390, 2600)

    expect(layout.bars.map((bar) => bar.value)).toEqual([2400, 1800])
    expect(layout.axis.min).toBe(0)
    expect(layout.axis.max).toBe(3000)
    expect(layout.bars[0].height).toBeGreaterThan(layout.bars[1].height)
    expect(layout.expenditureY).toBeLessThan(layout.bars[0].y)
  })
})
