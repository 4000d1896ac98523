import { portionKeyFor } from './portionKeys'

describe('portionKeyFor', () => {
  it.each([
    ['cup, chopped', 'cup'],
    ['tbsp', 'tbsp'],
    ['medium (7" to 7-7/8" long)', 'medium'],
    ['extra large (9" or longer)', 'extra large'],
    ['NLEA serving', 'serving'],
    ['fl oz', 'fl oz'],
    ['slice', 'slice'],
    ['avocado, NS as to Florida or California', 'piece'],
  ])('reads "%s" as %s', (text, key) => {
    expect(portionKeyFor(text)).toBe(key)
  })

  it('ignores weights and yields', () => {
    expect(portionKeyFor('oz')).toBeNull()
    expect(portionKeyFor('unit (yield from 1 lb ready-to-cook chicken)')).toBeNull()
    expect(portionKeyFor('')).toBeNull()
  })
})
