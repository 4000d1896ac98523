import { readCsvTable, readHeader } from './csvTable'

describe('reading a CSV file into rows', () => {
  it('numbers each row by the line it starts on, across quoted line breaks, blank lines and CRLF', () => {
    const text = 'name,kcal\r\n"Chicken\r\nnoodle soup",180\r\n\r\nApplé,95\r\n"Soup ""homemade""",120\r\nPear,57'
    expect(readCsvTable(text)).toEqual({
      header: ['name', 'kcal'],
      rows: [
        { line: 2, cells: ['Chicken\r\nnoodle soup', '180'] },
        { line: 5, cells: ['Applé', '95'] },
        { line: 6, cells: ['Soup "homemade"', '120'] },
        { line: 7, cells: ['Pear', '57'] },
      ],
      skipped: [],
    })
  })

  it('drops a byte-order mark and leaves out rows of blank cells silently', () => {
    const table = readCsvTable('\uFEFFname,kcal\n,\n  , \nApple,95\n')
    expect(table.header).toEqual(['name', 'kcal'])
    expect(table.rows).toEqual([{ line: 4, cells: ['Apple', '95'] }])
    expect(table.skipped).toEqual([])
  })

  it('lists a row with more or fewer values than the header, and keeps reading', () => {
    const table = readCsvTable('name,kcal\nOats, rolled,300\nApple\nPear,57\n')
    expect(table.rows).toEqual([{ line: 4, cells: ['Pear', '57'] }])
    expect(table.skipped).toEqual([
      { line: 2, reason: 'the row has 3 values where the header has 2 (a comma in a name that is not quoted?)' },
      { line: 3, reason: 'the row has 1 value where the header has 2 (a comma in a name that is not quoted?)' },
    ])
  })

  it('reads a quote inside an unquoted value as text', () => {
    expect(readCsvTable('name,kcal\n12" pizza slice,285\n"Pear" raw,57\n').rows).toEqual([
      { line: 2, cells: ['12" pizza slice', '285'] },
      { line: 3, cells: ['"Pear" raw', '57'] },
    ])
  })

  it('lists a row whose quote is never closed with its line, and reads the rows before it', () => {
    const table = readCsvTable('name,kcal\r\nApple,95\r\n\r\nPlum,30\r\n"Fig,47\r\nKiwi,42\r\n')
    expect(table.rows).toEqual([
      { line: 2, cells: ['Apple', '95'] },
      { line: 4, cells: ['Plum', '30'] },
    ])
    expect(table.skipped).toEqual([
      { line: 5, reason: 'a quoted value is never closed, so this row and the rest of the file could not be read' },
    ])
  })

  it('reads the header row alone, names trimmed and lower-cased', () => {
    expect(readHeader('\uFEFFDate, Meal ,"Fat (g)"\r\n2024-03-01,Lunch,3\r\n')).toEqual(['date', 'meal', 'fat (g)'])
    expect(readHeader('"Date,Meal\n')).toBeNull()
  })
})
