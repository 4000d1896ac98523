import { parseMealDate } from './mealDate'

describe('parseMealDate', () => {
  it('files a meal under the calendar day written in it, placed in time by its offset', () => {
    const late = parseMealDate('2026-11-22T23:30:00-05:00')
    expect(late.localDate).toBe('2026-11-22')
    expect(late.instant.toISOString()).toBe('2026-11-23T04:30:00.000Z')
    expect(late.text).toBe('2026-11-22T23:30:00-05:00')
    expect(parseMealDate('2026-11-22T08:30:00.250Z').instant.toISOString()).toBe('2026-11-22T08:30:00.250Z')
    expect(parseMealDate('2026-11-22T08:30+0130').instant.toISOString()).toBe('2026-11-22T07:00:00.000Z')
  })

  it('takes a time without an offset as UTC, keeping the day written', () => {
    const meal = parseMealDate('2026-11-22T23:30:00')
    expect(meal.localDate).toBe('2026-11-22')
    expect(meal.instant.toISOString()).toBe('2026-11-22T23:30:00.000Z')
  })

  it('takes a date alone as noon of that day', () => {
    const meal = parseMealDate('2026-11-22')
    expect(meal.localDate).toBe('2026-11-22')
    expect(meal.instant.toISOString()).toBe('2026-11-22T12:00:00.000Z')
  })

  it.each(['yesterday', '2026-02-30', '2026-11-22T25:00:00Z', '2026-11-22T08:30:00+25:00', '0001-01-01', ''])(
    'refuses %p with a readable message',
    (text) => {
      expect(() => parseMealDate(text)).toThrow('date must be an ISO 8601 date-time, e.g. 2026-11-22T08:30:00+01:00')
    },
  )
})
