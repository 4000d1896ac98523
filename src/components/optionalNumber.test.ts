import { parseOptionalNumber } from './optionalNumber'

describe('parseOptionalNumber', () => {
  it('parses floats and leaves empty input undefined', () => {
    expect(parseOptionalNumber('12.5')).toBe(12.5)
    expect(parseOptionalNumber(' 0 ')).toBe(0)
    expect(parseOptionalNumber(3)).toBe(3)
    expect(parseOptionalNumber('')).toBeUndefined()
    expect(parseOptionalNumber(undefined)).toBeUndefined()
    expect(parseOptionalNumber(null)).toBeUndefined()
    expect(parseOptionalNumber('abc')).toBeUndefined()
    expect(parseOptionalNumber(Number.NaN)).toBeUndefined()
  })
})
