import { dayTitle, leftText, shiftDay, swipeDirection } from './diaryDays'

describe('diary days', () => {
  it('names today, yesterday and tomorrow, else the date', () => {
    expect(dayTitle('2026-11-26', '2026-11-26')).toBe('Today')
    expect(dayTitle('2026-11-25', '2026-11-26')).toBe('Yesterday')
    expect(dayTitle('2026-11-27', '2026-11-26')).toBe('Tomorrow')
    expect(dayTitle('2026-11-20', '2026-11-26')).toBe('Fri, Nov 20')
    expect(dayTitle('2025-12-31', '2026-11-26')).toBe('Wed, Dec 31, 2025')
  })

  it('moves across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('reads a horizontal swipe only', () => {
    expect(swipeDirection(-120, 10)).toBe(-1)
    expect(swipeDirection(120, 10)).toBe(1)
    expect(swipeDirection(30, 0)).toBe(0)
    expect(swipeDirection(100, 90)).toBe(0)
  })

  it('says what is left or over, to one decimal', () => {
    expect(leftText(1234.56, ' kcal')).toBe('1,234.6 kcal left')
    expect(leftText(-120, ' g')).toBe('120.0 g over')
    expect(leftText(0, ' g')).toBe('0.0 g left')
    expect(leftText(1234567.25, ' kcal')).toBe('1,234,567.3 kcal left')
    expect(leftText(-999.96, ' g')).toBe('1,000.0 g over')
    expect(leftText(100, ' g')).toBe('100.0 g left')
  })
})
