import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'
import { named } from './testing/mealItems'

/** What the twenty-eighth set taught (2026-11-29). */
describe('a cooking word said after a food', () => {
  it.each([
    // Said after the food, it is of the word just before it: the pierogi are fried, not "fried potatoes".
    [
      '8 potato pierogi fried in butter',
      [
        ['32025', 304],
        ['01001', 14.2],
      ],
    ],
    ['chicken thigh skinless grilled', [['05098', 116]]],
    // Past words of how it is cut or served: the tofu is fried, the cutlet is fried chicken, the wedges roasted potato.
    ['tofu cubes fried', [['16129', 85]]],
    ['chicken cutlet fried', [['05058', 140]]],
    ['potato wedges roasted', [['11674', 173]]],
    // Said before it, it is of the whole name.
    ['fried cherry pies', [['18319', 256]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('a count of one of a dish’s parts in parentheses', () => {
  it('says what the dish held, not how many dishes', () => {
    expect(named('spaghetti and meatballs (4 meatballs)')).toEqual([['Spaghetti and meatballs', 409]])
  })

  it('still counts the food itself, or the dish named by its last word', () => {
    expect(entries('wings (6 wings)')).toEqual([['05102', 192]])
    expect(named('ham and cheese sandwich (2 sandwiches)')).toEqual([['Ham and cheese sandwich', 286]])
    expect(estimateMeal('ham and cheese sandwich (2 sandwiches)')[0].quantity).toBe(2)
  })
})

describe('baked goods from a bakery', () => {
  it.each([
    // A bakery's cookie is USDA's big one (40 g), not a packaged 16 g one; "bakery" names no food of its own.
    ['couple choc chip cookies from the bakery', [['18159', 80]]],
    ['a bakery cookie', [['18159', 40]]],
    // Only the baked good is the bakery's: the coffee before it stays as it was.
    [
      'coffee and a muffin from the bakery case',
      [
        ['14209', 237],
        ['18274', 139],
      ],
    ],
    // Said as eaten or bought, or after "with"; a plural with no count is two; a size said stays.
    [
      'coffee with cookies from the bakery',
      [
        ['14209', 237],
        ['18159', 80],
      ],
    ],
    ['had a blueberry muffin from the bakery', [['18274', 139]]],
    ['a small cookie from the bakery', [['18159', 10]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('dishes and boxes the tables lacked', () => {
  it('weighs a box of mac and cheese as it is made up (2.5 cups)', () => {
    expect(entries('kraft mac n cheese, ate half the box')).toEqual([['22960', 247.5]])
  })

  it('reads "the entire pint" as "the whole pint": the container', () => {
    expect(entries('ate the entire pint of ben and jerrys')).toEqual([['19089', 428]])
  })

  it.each([
    ['chicken katsu curry', 'Katsu curry', 763],
    ['miso ramen', 'Restaurant ramen', 799],
    ['shrimp scampi', 'Shrimp scampi', 393.5],
    // Ramen alone is still the instant packet.
    ['ramen', 'Ramen', 485],
  ])('%s', (text, name, grams) => {
    expect(named(text)).toEqual([[name, grams]])
  })
})
