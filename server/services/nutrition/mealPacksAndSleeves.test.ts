import { estimateMeal } from './mealEstimator'
import { nameTokens, tokenize } from './textNormalizer'
import { entries } from './testing/usdaEntries'

/** Meal text of the kinds a development set (the fourteenth and eleventh) missed: packets, sleeves, pierogies. */
describe('packets, sleeves and pieces counted in parentheses', () => {
  it.each([
    // A packet of instant oatmeal is its dry packet, plain or of the flavour named ("n" is "and"), twice with "x2".
    ['2 packets instant oatmeal', [['08122', 56]]],
    ['quaker instant oatmeal apples n cinnamon x2 packets made w water', [['08124', 86]]],
    // A sleeve of crackers or cookies is about 100 g; a count in parentheses counts its pieces.
    ['half a sleeve of thin mints', [['28035', 50]]],
    ['ate like half a sleeve of thin mints (prob 8 cookies)', [['28035', 64]]],
    ['half a sleeve of ritz (about 8 crackers)', [['18229', 25.6]]],
    // Pierogies are USDA's potato- or cheese-filled dumplings, 38 g each.
    [
      '6 potato n cheese pierogies pan fried in a tbsp of butter',
      [
        ['32025', 228],
        ['01001', 14.2],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('keeps a parenthesis that names a food of its own', () => {
    expect(estimateMeal('crackers (with 2 slices of cheddar)').length).toBeGreaterThan(1)
  })
})

describe("a meal's phrases are not read into food names", () => {
  it('reads "split it w my gf" as who it was shared with, but keeps "split" in a name', () => {
    expect(tokenize('pea soup, split it w my gf')).not.toContain('split')
    expect(nameTokens('Soup, pea, split with ham')).toContain('split')
    // "85/15" in a meal is the beef; in a name it stays as written.
    expect(tokenize('4 oz 85/15')).toEqual(['4', 'oz', '85%', 'ground', 'beef'])
    expect(nameTokens('Beef 85/15 blend')).toEqual(['beef', '85/15', 'blend'])
  })
})
