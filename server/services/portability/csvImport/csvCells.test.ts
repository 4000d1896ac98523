import { RowError } from '../importFields'
import { amountCell, dayCell, mealTypeOfName, nameCell, timeCell } from './csvCells'

const reason = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    if (error instanceof RowError) return error.message
    throw error
  }
  return 'no error'
}

describe('reading the cells of another app’s CSV', () => {
  it('reads numbers, blank as unknown, and refuses text, hex, infinity and negatives', () => {
    expect([' 12.5 ', '0', '.5', '1e3', '1,020.5', ''].map((text) => amountCell(text, 'kcal'))).toEqual([
      12.5,
      0,
      0.5,
      1000,
      1020.5,
      null,
    ])
    expect(reason(() => amountCell('0x10', 'kcal'))).toBe('kcal "0x10" is not a number')
    expect(reason(() => amountCell('1e999', 'kcal'))).toBe('kcal "1e999" is not a number')
    expect(reason(() => amountCell('12,5', 'kcal'))).toBe('kcal "12,5" is not a number')
    expect(reason(() => amountCell('-0.5', 'kcal'))).toBe('kcal is negative (-0.5)')
  })

  it('reads days written YYYY-MM-DD, unpadded, or M/D/YYYY, and refuses days that do not exist', () => {
    expect(['2024-03-01', '2012-9-7', '3/4/2024', '12/31/2023'].map((text) => dayCell(text, 'Date'))).toEqual([
      '2024-03-01',
      '2012-09-07',
      '2024-03-04',
      '2023-12-31',
    ])
    expect(reason(() => dayCell('2023-02-29', 'Date'))).toBe(
      'Date "2023-02-29" is not a day (write it YYYY-MM-DD or M/D/YYYY)',
    )
    expect(reason(() => dayCell('0024-03-01', 'Date'))).toMatch(/is not a day/)
    expect(reason(() => dayCell('01.03.2024', 'Date'))).toMatch(/is not a day/)
    expect(reason(() => dayCell(' ', 'Date'))).toBe('Date is empty')
  })

  it('reads times of day in 12- and 24-hour forms', () => {
    expect(
      ['8:02 AM', '12:05 am', '12:30 PM', '10:20 p.m.', '14:45', '07:05:30', ''].map((t) => timeCell(t, 'Time')),
    ).toEqual(['08:02:00', '00:05:00', '12:30:00', '22:20:00', '14:45:00', '07:05:30', null])
    for (const text of ['13:00 PM', '0:30 AM', '24:00', '9:60', 'noon'])
      expect(reason(() => timeCell(text, 'Time'))).toBe(`Time "${text}" is not a time of day`)
  })

  it('trims names and cuts them to 200 characters', () => {
    expect(nameCell('  Oats  ', 'Food')).toBe('Oats')
    expect(nameCell('x'.repeat(250), 'Food')).toHaveLength(200)
    expect(nameCell(`${'x'.repeat(199)}😀`, 'Food')).toBe('x'.repeat(199))
    expect(reason(() => nameCell('  ', 'Food'))).toBe('Food is empty')
  })

  it('maps meal names to meal types, names of the person’s own to snack', () => {
    expect(
      ['Breakfast', ' LUNCH ', 'Dinner', 'Snacks', 'Dessert', 'Meal 5', 'Uncategorized'].map((n) =>
        mealTypeOfName(n, 'Meal'),
      ),
    ).toEqual(['breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'snack', 'snack'])
  })
})
