import { addDays } from '../meals/calendarDate'
import { DRIFT_KCAL, learnExpenditure, priorFrom } from './expenditure'
import { progressOf } from './progressOf'

const END = '2026-06-28'
const DAYS = 28

/**
 * 56 days: in the first 28 the data are exact (2,000 kcal a day, weight falling 500 kcal's worth a day: 2,500 kcal
 * spent); in the last 28, intake alternates 1,700 and 2,300 kcal on a flat weight (2,000 kcal spent, noisily).
 */
function facts() {
  const first = addDays(END, -(2 * DAYS - 1))
  const intakes = new Map<string, number>()
  const weighIns = []
  for (let day = 0; day < 2 * DAYS; day += 1) {
    const date = addDays(first, day)
    const later = day >= DAYS
    intakes.set(date, later ? (day % 2 ? 2300 : 1700) : 2000)
    weighIns.push({ date, weightKg: later ? 80 - (DAYS * 500) / 7700 : 80 - (day * 500) / 7700 })
  }
  return {
    end: END,
    days: DAYS,
    weighIns,
    intakes,
    formulaKcal: 3000,
    goal: 'maintain' as const,
    goalLabel: 'maintain',
  }
}

describe('progressOf', () => {
  it('starts the window from what the 28 days before it learned, not from the formula, when they learned something', () => {
    const progress = progressOf(facts())
    const window = facts()
    const previous = learnExpenditure({
      intakesKcal: Array(DAYS).fill(2000),
      weighIns: Array.from({ length: DAYS }, (_, day) => ({ day, weightKg: 80 - (day * 500) / 7700 })),
      formulaKcal: 3000,
    })
    expect(previous.kcal).toBeCloseTo(2500, 6)
    const prior = priorFrom(previous)
    expect(prior).toEqual({ kcal: expect.closeTo(2500, 6), spreadKcal: expect.closeTo(DRIFT_KCAL, 6) })
    const current = learnExpenditure({
      intakesKcal: Array.from({ length: DAYS }, (_, day) => ((DAYS + day) % 2 ? 2300 : 1700)),
      weighIns: Array.from({ length: DAYS }, (_, day) => ({ day, weightKg: window.weighIns[DAYS + day].weightKg })),
      formulaKcal: 3000,
      prior,
    })
    expect(progress.expenditure_kcal).toBe(Math.round(current.kcal ?? NaN))
    // Between the noisy 2,000 of the window and the 2,500 learned before it; from the formula it would be near 2,000.
    expect(progress.expenditure_kcal).toBeGreaterThan(2100)
    expect(progress.expenditure_kcal).toBeLessThan(2400)
  })

  it('starts from the formula when the days before the window learned nothing', () => {
    const { intakes, weighIns, ...rest } = facts()
    const windowOnly = new Map([...intakes].filter(([date]) => date > addDays(END, -DAYS)))
    const progress = progressOf({ ...rest, intakes: windowOnly, weighIns: weighIns.slice(DAYS) })
    expect(progress.expenditure_kcal).toBeLessThan(2100)
  })
})
