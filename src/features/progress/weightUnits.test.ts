import { formatWeight, kgToUnit, unitToKg, weightBounds } from './weightUnits'

describe('weight units', () => {
  it('converts pounds with the international pound, sending kg to 2 decimals', () => {
    expect(unitToKg(176.4, 'lbs')).toBe(80.01)
    expect(unitToKg(80.44, 'kg')).toBe(80.44)
    expect(kgToUnit(45.359237, 'lbs')).toBeCloseTo(100, 10)
  })

  it('keeps the bounds inside 20–400 kg at one decimal', () => {
    expect(weightBounds('kg')).toEqual({ min: 20, max: 400 })
    expect(weightBounds('lbs')).toEqual({ min: 44.1, max: 881.8 })
  })

  it('shows one decimal in the unit, a weight typed in pounds coming back as typed', () => {
    expect(formatWeight(80, 'kg')).toBe('80.0 kg')
    expect(formatWeight(unitToKg(176.4, 'lbs'), 'lbs')).toBe('176.4 lbs')
  })
})
