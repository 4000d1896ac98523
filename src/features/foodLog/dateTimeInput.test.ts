import dayjs from 'dayjs'
import { fromDateTimeInput, isDateTimeInput, toDateTimeInput, validDateTime } from './dateTimeInput'

describe('date-time input values', () => {
  it('shows a moment in local time to the minute', () => {
    expect(toDateTimeInput(dayjs('2026-11-22T08:30:45'))).toBe('2026-11-22T08:30')
  })

  it('reads the value back as a local moment that formats with the UTC offset', () => {
    const moment = fromDateTimeInput('2026-11-22T08:30')
    expect(moment.format()).toMatch(/^2026-11-22T08:30:00[+-]\d\d:\d\d$/)
  })

  it('accepts only a whole date and time', async () => {
    await expect(validDateTime(null, '2026-11-22T08:30')).resolves.toBeUndefined()
    await expect(validDateTime(null, '')).rejects.toThrow()
    await expect(validDateTime(null, '2026-11-22')).rejects.toThrow()
    await expect(validDateTime(null, undefined)).rejects.toThrow()
    expect(isDateTimeInput('2026-11-22T08:30')).toBe(true)
    expect(isDateTimeInput('2026-11-22')).toBe(false)
  })
})
