import { formatMacro, roundMacro } from './formatMacro'

describe('formatMacro', () => {
  it('shows one decimal, rounding half up', () => {
    expect(formatMacro(12)).toBe('12.0')
    expect(formatMacro(12.34)).toBe('12.3')
    expect(formatMacro(12.35)).toBe('12.4')
    expect(formatMacro(0.05)).toBe('0.1')
  })

  it('never shows a negative zero', () => {
    expect(formatMacro(-0.04)).toBe('0.0')
  })

  it('shows a dash for an unknown value', () => {
    expect(formatMacro(null)).toBe('–')
    expect(formatMacro(undefined)).toBe('–')
    expect(formatMacro(Number.NaN)).toBe('–')
  })
})

describe('roundMacro', () => {
  it('rounds to one decimal as a number', () => {
    expect(roundMacro(0.1 + 0.2)).toBe(0.3)
    expect(roundMacro(149.96)).toBe(150)
  })
})
