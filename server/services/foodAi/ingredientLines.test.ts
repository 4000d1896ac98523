import { ingredientLine } from './ingredientLines'

describe('ingredientLine', () => {
  it('keeps a typed line as it is', () => {
    expect(ingredientLine('  2 cups flour ')).toBe('2 cups flour')
  })

  it('puts the package size and the size from the notes back in front of the food', () => {
    expect(ingredientLine({ name: 'chickpeas', quantity: 2, unit: 'can', notes: '15 oz, drained' })).toBe(
      '2 (15 oz) can chickpeas',
    )
    expect(ingredientLine({ name: 'onion', quantity: 1, unit: null, notes: 'large, chopped' })).toBe('1 large onion')
  })

  it('reads the amount as written when there is no number, and "to taste" as a pinch', () => {
    expect(ingredientLine({ name: 'garlic', quantity: null, quantity_text: 'a few', unit: 'clove' })).toBe(
      'a few clove garlic',
    )
    expect(ingredientLine({ name: 'salt', notes: 'to taste' })).toBe('salt to taste')
  })
})
