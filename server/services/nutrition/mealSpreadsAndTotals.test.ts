import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** Phrases the twelfth and nineteenth sets (development sets) missed, found again 2026-11-28. */
describe('buttered', () => {
  it.each([
    // After the food, said alone: a pat of butter a slice, as "toast with butter" reads.
    [
      '2 slices toast, buttered',
      [
        ['18069', 58],
        ['01001', 10],
      ],
    ],
    [
      'english muffin, buttered',
      [
        ['18258', 57],
        ['01001', 5],
      ],
    ],
    // Before the food.
    [
      'buttered toast',
      [
        ['18069', 58],
        ['01001', 10],
      ],
    ],
    [
      '2 slices buttered sourdough and jam',
      [
        ['18029', 118],
        ['01001', 10],
        ['19297', 20],
      ],
    ],
    // Measured, in parentheses or after "w": that much butter, not that much bread.
    [
      '2 slices white bread, 2oz cheddar, buttered outside (1 tbsp)',
      [
        ['18069', 58],
        ['01009', 56.7],
        ['01001', 14.2],
      ],
    ],
    [
      'toast buttered w 1 tbsp',
      [
        ['18069', 58],
        ['01001', 14.2],
      ],
    ],
    // Buttered popcorn is its own food.
    ['buttered popcorn', [['19035', 11]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('an amount said to be all of it', () => {
  it.each([
    // "total" after a measured food is no word of its name ("queso blanco total" was read as cheese sauce).
    [
      '2 arepas w about 2 oz queso blanco total',
      [
        ['36415', 196],
        ['01229', 56.7],
      ],
    ],
    ['4 oz chicken breast altogether', [['05064', 113.4]]],
    // Total the cereal keeps its name.
    ['a bowl of total cereal', [['08077', 60.4]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('cafe con leche', () => {
  it('is a cup of half coffee, half whole milk, sweetened', () => {
    const [drink] = estimateMeal('a cafe con leche')
    expect(drink.name).toBe('Cafe con leche')
    expect(drink.grams).toBe(248.4)
    expect(drink.calories * drink.quantity).toBeCloseTo(107, 0)
  })

  it('spelled out by its coffee and milk is those', () => {
    expect(entries('cafe con leche (4 oz coffee, 4 oz whole milk)')).toEqual([
      ['14209', 118.3],
      ['01077', 121.8],
    ])
  })
})
