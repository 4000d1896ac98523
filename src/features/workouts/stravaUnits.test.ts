import {
  formatMinutesSeconds,
  metresPerSecondToMph,
  metresToFeet,
  metresToMiles,
  paceSecondsPerMile,
} from './stravaUnits'

describe('Strava unit conversions', () => {
  it('converts metres to miles', () => {
    expect(metresToMiles(1609.344)).toBeCloseTo(1, 10)
    expect(metresToMiles(5000)).toBeCloseTo(3.1069, 4)
  })

  it('converts metres to feet', () => {
    expect(metresToFeet(0.3048)).toBeCloseTo(1, 10)
    expect(metresToFeet(100)).toBeCloseTo(328.084, 3)
  })

  it('converts metres per second to miles per hour', () => {
    expect(metresPerSecondToMph(1609.344 / 3600)).toBeCloseTo(1, 10)
    expect(metresPerSecondToMph(3)).toBeCloseTo(6.7108, 4)
  })

  it('gives the seconds per mile at a speed, and no pace when standing still', () => {
    expect(paceSecondsPerMile(1609.344 / 480)).toBeCloseTo(480, 8)
    expect(paceSecondsPerMile(0)).toBeNull()
  })
})

describe('formatMinutesSeconds', () => {
  it('shows minutes and zero-padded seconds, minutes going past the hour', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00')
    expect(formatMinutesSeconds(65)).toBe('1:05')
    expect(formatMinutesSeconds(3725)).toBe('62:05')
  })

  it('rounds to the whole second, carrying into the minutes', () => {
    expect(formatMinutesSeconds(539.6)).toBe('9:00')
    expect(formatMinutesSeconds(512.4)).toBe('8:32')
  })
})
