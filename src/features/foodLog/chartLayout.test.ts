import type { DailySummaryEntry } from '../../api/api'
import { CHART, chartLayout, niceCeiling, scaleBar } from './chartLayout'

function day(date: string, calories: number, protein = 0, carbs = 0, fat = 0): DailySummaryEntry {
  return { date, calories, protein, carbs, fat, meal_count: 1 }
}

describe('niceCeiling', () => {
  it('rounds an axis maximum up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(1830)).toBe(2000)
    expect(niceCeiling(2100)).toBe(2500)
    expect(niceCeiling(2600)).toBe(5000)
    expect(niceCeiling(140)).toBe(200)
    expect(niceCeiling(100)).toBe(100)
    expect(niceCeiling(0.3)).toBe(0.5)
  })

  it('gives 1 for an empty axis so nothing divides by zero', () => {
    expect(niceCeiling(0)).toBe(1)
  })
})

describe('scaleBar', () => {
  it('scales a value to the axis height', () => {
    expect(scaleBar(500, 2000, 100)).toBe(25)
    expect(scaleBar(2000, 2000, 100)).toBe(100)
  })

  it('draws nothing for negatives and caps at the axis', () => {
    expect(scaleBar(-5, 100, 100)).toBe(0)
    expect(scaleBar(150, 100, 100)).toBe(100)
    expect(scaleBar(5, 0, 100)).toBe(0)
  })
})

describe('chartLayout', () => {
  const page = [day('2026-11-22', 2000, 100, 250, 60), day('2026-11-21', 1000, 50, 125, 30)]

  it('puts the days oldest first, left to right', () => {
    const layout = chartLayout(page, 400)
    expect(layout.slots.map((slot) => slot.entry.date)).toEqual(['2026-11-21', '2026-11-22'])
    expect(layout.slots[0].centre).toBeLessThan(layout.slots[1].centre)
  })

  it('scales calories and grams on their own axes', () => {
    const layout = chartLayout(page, 400)
    expect(layout.caloriesMax).toBe(2000)
    expect(layout.gramsMax).toBe(250)
    const [older, newer] = layout.slots
    expect(newer.calories.height).toBe(CHART.caloriesHeight)
    expect(older.calories.height).toBe(CHART.caloriesHeight / 2)
    expect(newer.calories.y + newer.calories.height).toBe(CHART.caloriesTop + CHART.caloriesHeight)
    expect(newer.macros.map((bar) => bar.key)).toEqual(['protein', 'carbs', 'fat'])
    expect(newer.macros[1].height).toBe(CHART.macrosHeight)
    expect(newer.macros[0].height).toBe(CHART.macrosHeight * 0.4)
  })

  it('keeps every bar inside the width it is given', () => {
    const week = Array.from({ length: 7 }, (_, index) => day(`2026-11-${10 + index}`, 1500, 90, 180, 50))
    const layout = chartLayout(week, 330)
    for (const slot of layout.slots) {
      expect(slot.calories.x).toBeGreaterThanOrEqual(CHART.left)
      for (const bar of slot.macros) expect(bar.x + bar.width).toBeLessThanOrEqual(330 - CHART.right)
    }
  })
})
