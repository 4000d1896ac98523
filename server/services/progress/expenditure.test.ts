import { confidenceOf, FORMULA_SPREAD_KCAL, learnExpenditure } from './expenditure'

/** `count` weigh-ins, one a day from day 0, on a straight line. */
const line = (count: number, startKg: number, kgPerDay: number) =>
  Array.from({ length: count }, (_, day) => ({ day, weightKg: startKg + kgPerDay * day }))

describe('learnExpenditure', () => {
  it('is intake minus the weight change per day × 7,700 when the data are exact', () => {
    const learned = learnExpenditure({
      intakesKcal: Array(14).fill(2000),
      weighIns: line(8, 90, -500 / 7700),
      formulaKcal: 3000,
    })
    expect(learned.kcal).toBeCloseTo(2500, 6)
    expect(learned).toMatchObject({ confidence: 'high', fromData: { standardError: expect.any(Number) } })
    expect(learned.fromData?.standardError).toBeCloseTo(0, 6)
  })

  it('leans toward the formula by the precision of each: the data by their standard error, the formula by 300 kcal', () => {
    // Intake alternating 1,700 and 2,300 kcal: mean 2,000, standard error sd/√14; flat weight: no slope error.
    const intakesKcal = Array.from({ length: 14 }, (_, i) => (i % 2 ? 2300 : 1700))
    const sd = 300 * Math.sqrt(14 / 13)
    const variance = sd ** 2 / 14
    const dataWeight = FORMULA_SPREAD_KCAL ** 2 / (FORMULA_SPREAD_KCAL ** 2 + variance)
    const learned = learnExpenditure({ intakesKcal, weighIns: line(8, 80, 0), formulaKcal: 3000 })
    expect(learned.kcal).toBeCloseTo(dataWeight * 2000 + (1 - dataWeight) * 3000, 6)
    expect(learned.kcal).toBeGreaterThan(2060)
    expect(learned.fromData).toEqual({ kcal: 2000, standardError: expect.closeTo(Math.sqrt(variance), 6) })
    expect(learned.confidence).toBe('medium')
  })

  it('is null below 14 logged days or 8 weigh-ins', () => {
    const data = { intakesKcal: Array(14).fill(2000), weighIns: line(8, 90, -0.05), formulaKcal: 2500 }
    expect(learnExpenditure({ ...data, intakesKcal: Array(13).fill(2000) })).toEqual({
      kcal: null,
      confidence: 'none',
      fromData: null,
      spreadKcal: null,
    })
    expect(learnExpenditure({ ...data, weighIns: line(7, 90, -0.05) }).kcal).toBeNull()
    expect(learnExpenditure(data).kcal).not.toBeNull()
  })
})

describe('confidenceOf', () => {
  it('is high up to 75 kcal of standard error, medium up to 150, low above', () => {
    expect([0, 75, 75.1, 150, 150.1, 1000].map(confidenceOf)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ])
  })
})
