import { NUMBER_SOURCE, parseNumber } from './numbers'

describe('parseNumber', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['0.25', 0.25],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 / 3', 1 / 3],
    ['1⁄2', 0.5],
    ['1 1/2', 1.5],
    ['2 and 1/2', 2.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['1 and ½', 1.5],
    ['⅔', 2 / 3],
    ['1,000', 1000],
    ['12,345,678', 12345678],
    ['1,5', 1.5],
    ['2,25', 2.25],
    [' 3 ', 3],
  ])('reads "%s" as %d', (written, value) => {
    expect(parseNumber(written)).toBeCloseTo(value, 10)
  })

  it.each(['', 'one', 'a', '2%', '1/0', '1 1/0', '1.', '1-2', '1,2345', '½½', 'x2', '2 eggs'])(
    'reads no number in "%s"',
    (written) => {
      expect(parseNumber(written)).toBeNull()
    },
  )
})

describe('NUMBER_SOURCE', () => {
  const leading = new RegExp(`^${NUMBER_SOURCE}`)

  it.each([
    ['1 1/2 cups flour', '1 1/2'],
    ['1 and 1/2 cups', '1 and 1/2'],
    ['1½ cups', '1½'],
    ['1 ½ cups', '1 ½'],
    ['½ cup', '½'],
    ['3/4 cup', '3/4'],
    ['1,000 g', '1,000'],
    ['1,5 kg', '1,5'],
    ['12.5 ml', '12.5'],
    ['2 eggs', '2'],
    ['2-3 cloves', '2'],
  ])('reads the number at the start of "%s" as "%s"', (text, number) => {
    expect(leading.exec(text)?.[0]).toBe(number)
  })

  it.each(['a cup', 'one egg', 'cups', ''])('finds no number at the start of "%s"', (text) => {
    expect(leading.exec(text)).toBeNull()
  })
})
