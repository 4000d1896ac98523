import { formatChartDay, formatMealDateTime, formatQuantity, formatSummaryDay, macrosLine } from './mealDisplay'

describe('meal display', () => {
  it('shows the date and time a meal was eaten on the clock it was logged with', () => {
    expect(formatMealDateTime('2026-11-21T08:30:00+01:00')).toBe('Sat, Nov 21, 2026 8:30 AM')
    expect(formatMealDateTime('2026-11-21T23:15:00-05:30')).toBe('Sat, Nov 21, 2026 11:15 PM')
    expect(formatMealDateTime('2026-11-21T08:30:00')).toBe('Sat, Nov 21, 2026 8:30 AM')
  })

  it('shows summary days by weekday, month and day', () => {
    expect(formatSummaryDay('2026-11-21')).toBe('Sat, Nov 21')
    expect(formatChartDay('2026-11-21')).toBe('Sat 21')
  })

  it('shows quantities without float noise', () => {
    expect(formatQuantity(2)).toBe('2')
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3')
    expect(formatQuantity(4 / 3)).toBe('1.33')
  })

  it('shows the macros of a meal to 1 decimal', () => {
    expect(macrosLine({ calories: 523, protein: 30.06, carbs: 40, fat: 20.24 })).toBe(
      '523.0\u00a0kcal · Protein\u00a030.1\u00a0g · Carbs\u00a040.0\u00a0g · Fat\u00a020.2\u00a0g',
    )
  })
})
