import { entries, grams } from './testing/usdaEntries'

describe('an amount said again', () => {
  it.each([
    // A hedged amount after a vague one replaces it.
    ['a handful of dried mango, like 40g', [40]],
    ['handful of m&ms, about 30', [27]],
    // Who a dish was shared with is no food.
    ['fried calamari appetizer, split it w my gf so prob 4 oz', [113.4]],
    // In parentheses.
    // (Sweet plantains are USDA's fried yellow plantains, 169 g a cup.)
    ['a few slices of fried sweet plantain (about 1/2 cup)', [84.5]],
    // An amount with no food belongs to the item without one.
    ['rice, 1 cup', [158]],
    // Words that restate the food ("of meat off the bone") name no other one.
    ['tandoori chicken, prob 6oz of meat off the bone', [170.1]],
    // "On each" of the pieces before it.
    ['2 rice cakes w a tbsp of pb on each', [18, 32]],
  ])('"%s" weighs %j g', (text, expected) => {
    expect(grams(text)).toEqual(expected)
  })

  it('reads "2/3 of it" as a share of the amount before', () => {
    expect(grams('2 cups of chili, ate maybe half of it')).toEqual(grams('1 cup of chili'))
  })

  it('reads "ate half" as a share of one serving when no amount was said', () => {
    expect(grams('a burrito, ate half')).toEqual([120.5])
    expect(grams('pizza, ate only 2 slices')).toEqual([214])
  })

  it('reads "the 2 pack" as two pieces of the food before', () => {
    expect(grams("reese's cups, the 2 pack")).toEqual(grams("2 reese's cups"))
    expect(grams('hostess cupcakes, the 2 pack')).toEqual([100])
  })

  it.each([
    // A size alone in parentheses keeps the count; "each" inside is per piece counted before.
    ['2 eggs (large)', [100]],
    ['2 chicken thighs (about 4 oz each)', [226.8]],
    ['3 cookies (30g each)', [90]],
    // A spread already on each slice is not counted again; a typed amount is per piece.
    ['2 slices toast with butter on each', [58, 10]],
  ])('"%s" weighs %j g', (text, expected) => {
    expect(grams(text)).toEqual(expected)
  })

  it('reads "ate 6 of them" as pieces of the food before when a piece weighs something known', () => {
    expect(grams('wings, ate 6 of them')).toEqual(grams('6 wings'))
    expect(grams('cookies - had 3 of those')).toEqual(grams('3 cookies'))
    // A bowl has no pieces: the count says nothing about how much.
    expect(grams('a bowl of rice, ate 3 of them')).toEqual(grams('a bowl of rice'))
  })

  it('ignores parentheses that name a food', () => {
    expect(entries('a bagel (plain) with cream cheese').length).toBe(2)
  })
})

describe('verbs that read as foods', () => {
  it.each([
    ['1/4 cup marinara to dip', ['06931']],
    ['fried calamari, split it w my gf', ['15176']],
  ])('"%s" is %j', (text, ndbs) => {
    expect(entries(text).map(([ndb]) => ndb)).toEqual(ndbs)
  })
})
