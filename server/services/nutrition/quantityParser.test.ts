import { parseQuantity, parseQuantityText } from './quantityParser'
import { tokenize } from './textNormalizer'

describe('parseQuantityText', () => {
  it.each([
    ['2 eggs', 2],
    ['1.5 cups rice', 1.5],
    ['two slices', 2],
    ['a banana', 1],
    ['an apple', 1],
    ['half a cup', 0.5],
    ['half an avocado', 0.5],
    ['½ cup milk', 0.5],
    ['1 1/2 cups', 1.5],
    ['1½ cups', 1.5],
    ['3/4 cup', 0.75],
    ['a couple of cookies', 2],
    ['a few almonds', 3],
    ['a dozen eggs', 12],
    ['half a dozen eggs', 6],
    ['one and a half cups', 1.5],
    ['2 and 1/2 cups', 2.5],
    ['2-3 strawberries', 2.5],
    ['2 to 4 crackers', 3],
    ['two thirds of a cup', 2 / 3],
  ])('reads "%s" as %d', (text, value) => {
    expect(parseQuantityText(text)).toBeCloseTo(value, 5)
  })

  it('returns null when the text starts with no quantity', () => {
    expect(parseQuantityText('chicken breast')).toBeNull()
    expect(parseQuantityText('')).toBeNull()
  })

  it('does not read "2% milk" as a count', () => {
    expect(parseQuantityText('2% milk')).toBeNull()
  })

  it('reports where the quantity ends', () => {
    const tokens = tokenize('a couple of cookies')
    expect(tokens[parseQuantity(tokens, 0)?.end ?? -1]).toBe('cookies')
  })
})
