import type { ProgressDay } from '../../api/api'
import { shiftDay } from '../foodLog/diaryDays'
import { chartPoints, trendEnds, weeklyAverages } from './progressSeries'

const day = (index: number, overrides: Partial<ProgressDay> = {}): ProgressDay => ({
  date: shiftDay('2026-03-01', index),
  weight_kg: null,
  trend_kg: null,
  intake_kcal: null,
  ...overrides,
})

describe('progress series', () => {
  it('averages whole weeks back from the last day, the oldest week short, leaving out unknown days', () => {
    const days = Array.from({ length: 9 }, (_, index) =>
      day(index, {
        weight_kg: index % 2 === 0 ? 80 + index : null,
        trend_kg: 80,
        intake_kcal: index < 2 ? 2000 : null,
      }),
    )

    expect(weeklyAverages(days)).toEqual([
      { date: '2026-03-01', weight_kg: 80, trend_kg: 80, intake_kcal: 2000 },
      { date: '2026-03-03', weight_kg: 85, trend_kg: 80, intake_kcal: null },
    ])
  })

  it('draws days as they are on the short ranges', () => {
    const days = [day(0), day(1)]
    expect(chartPoints(days, false)).toEqual(days)
    expect(chartPoints(days, true)).toHaveLength(1)
  })

  it('finds the first and last trend, or none before any weigh-in', () => {
    expect(trendEnds([day(0), day(1, { trend_kg: 80.2 }), day(2, { trend_kg: 79.9 })])).toEqual({
      from: 80.2,
      to: 79.9,
    })
    expect(trendEnds([day(0)])).toBeNull()
  })
})
