import { entries } from './testing/usdaEntries'
import { named } from './testing/mealItems'

/** Where the twenty-seventh set's rules stop, as the review of them found (2026-11-28, night). */
describe('foods left off, and the rest of the meal', () => {
  it.each([
    // Only the food said after "no" is left off: the foods listed after it are eaten.
    [
      'coffee no sugar, eggs and bacon',
      [
        ['14209', 237],
        ['01123', 100],
        ['10862', 11.5],
      ],
    ],
    [
      'burger no cheese and fries',
      [
        ['21108', 110],
        ['21138', 117],
      ],
    ],
    // "no" naming the food is the food; a list that goes on by "or" is all left off.
    ['no bean chili', [['22911', 240]]],
    ['turkey sub, no mayo, lettuce or tomato', [['21152', 256]]],
    // Eggs without the yolk are the whites.
    ['2 eggs no yolk', [['01124', 66]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('shares of a food split or shared', () => {
  it.each([
    // Something else eaten later in the clause is no share of the pizza.
    [
      'split a large pizza 3 ways and i also ate a salad',
      [
        ['21299', 284.3],
        [null, 190],
      ],
    ],
    // Split with no one counted is half; with the kids, a third; "between the 4 of us", a quarter.
    ['my son and i split a large pepperoni pizza', [['21302', 447.5]]],
    ['split a large pepperoni pizza with my kids', [['21302', 298.3]]],
    ['split a pizza between the 4 of us', [['21299', 213.3]]],
    // A piece shared is half the piece (not half a slice).
    ['shared a piece of cornbread w my son', [['18024', 32.5]]],
    // A bill split is no food; more toppings named are the same whole pizza.
    ['split the bill 3 ways', []],
    ['a large pepperoni and mushroom pizza', [['21302', 895]]],
    // Who a burrito was split with, past "and", is not the burrito.
    ['split a burrito with my friend and his wife', [['21064', 241]]],
  ])('%s', (text, expected) => {
    expect(entries(text).map(([ndb, grams]) => [ndb ?? null, grams])).toEqual(expected)
  })
})

describe('dishes the tables named wrongly before', () => {
  it.each([
    // Were a donut hole, a sundae, a yam, a children's cereal, a cream donut and pasta.
    ['toad in the hole', [['Toad in the hole', 305]]],
    ['sunday roast', [['Sunday roast', 460]]],
    ['egg foo young', [['Egg foo young', 304]]],
    ['dosa', [['Dosa', 65]]],
    ['crepes', [['Crepe', 160]]],
    ['cornish pasty', [['Cornish pasty', 245]]],
    ['drunken noodles', [['Drunken noodles', 494]]],
    ['beef bourguignon', [['Beef bourguignon', 391]]],
    ['chicken lettuce wraps', [['Chicken lettuce wraps', 244]]],
    // A cuisine's dinner is no food of it; a label in parentheses after it neither.
    ['korean dinner', []],
    ['indian dinner at home (veg)\ndal - 1 cup', [['Dal tadka', 245]]],
    ['2 tamales de elote', [['Tamale', 332]]],
    // A bowl of a burrito's meat is the burrito bowl; satay's sauce the peanut one.
    ['carnitas bowl', [['Burrito bowl', 487]]],
    ['satay sauce', [['Sauce, peanut, made from peanut butter, water, soy sauce', 18]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })
})

describe('a plural name with no count', () => {
  it.each([
    // More than one: a couple of eggs, a short stack, a half dozen nuggets, two tacos.
    [
      'eggs and toast',
      [
        ['01123', 100],
        ['18069', 58],
      ],
    ],
    ['pancakes', [['18293', 114]]],
    ['chicken nuggets', [['21229', 96]]],
    ['tacos', [['21082', 138]]],
    // A plural that names a mass, or vegetables beside a dish, keeps its usual portion.
    ['fries', [['21138', 117]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
