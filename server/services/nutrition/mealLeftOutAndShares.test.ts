import { entries } from './testing/usdaEntries'
import { named } from './testing/mealItems'

/** Foods left off, food split between people, and dishes named bare (the twenty-seventh set, 2026-11-28, night). */
describe('foods said to be left off', () => {
  it.each([
    // A burger without cheese is no cheeseburger, and "no cheese" after a sub no cheesesteak sub.
    ['burger no cheese', [['21108', 110]]],
    ['6in turkey sub from subway, no cheese', [['21152', 192]]],
    [
      'turkey sub, no mayo or cheese, extra pickles',
      [
        ['21152', 256],
        ['11937', 35],
      ],
    ],
    ['hold the mayo, a big mac', [['21237', 219]]],
    // How a food is made or cut is no food left off.
    ['chicken breast without skin', [['05064', 86]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('a food split between people', () => {
  it.each([
    // Split three ways is a third of the whole pizza, of the chain's 14" one when its inches are said.
    ['split a 14" pepperoni pan pizza from pizza hut 3 ways', [['21297', 303]]],
    // "With 2 friends" is three eating; "between 4 of us" is four.
    ['split a large pepperoni pizza w 2 friends', [['21302', 298.3]]],
    ['split a pizza between 4 of us', [['21299', 213.3]]],
    // How much was eaten said after it is the share.
    ['split a large pizza with 2 friends, had a third', [['21299', 284.3]]],
    // A slice shared is half the slice and half its scoop; "(so half)" after it is that same half, not a quarter.
    [
      'shared a slice of apple pie a la mode w my husband',
      [
        ['18301', 62.5],
        ['19095', 33],
      ],
    ],
    ["shared an order of general tso's w my sister (so half)", [['36618', 267.5]]],
    // A large pizza of a kind is the whole 14" pizza, as a large pizza is; a 14 inch one is a large one.
    ['a large cheese pizza', [['21299', 853]]],
    ['a 14 inch pepperoni pizza', [['21302', 895]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('dishes named bare and cups by their weight', () => {
  it.each([
    ['plov', [['Plov', 433]]],
    ['pad see ew', [['Pad see ew', 557]]],
    ['huevos rancheros', [['Huevos rancheros', 343.5]]],
    ['shakshuka', [['Shakshuka', 484.5]]],
    ['beef stroganoff', [['Beef stroganoff', 582.5]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })

  it('reads a yogurt cup weighed in ounces as one cup', () => {
    expect(entries('dannon oikos strawberry greek yogurt')).toEqual([['01276', 150]])
  })

  it("serves a chain's side as its package, not a cup", () => {
    expect(entries('kfc coleslaw')).toEqual([['21420', 112]])
    expect(entries('1 cup kfc coleslaw')).toEqual([['21420', 191]])
  })
})

describe('tacos said on their tortillas', () => {
  it.each([
    // The tortillas a taco is on are its own, not one more tortilla.
    ['2 chicken tacos on corn tortillas', [['21487', 198]]],
    // On its tortillas with its fillings listed, the tacos are those parts (two tortillas, the chicken, the cream).
    [
      '2 chicken tacos on corn tortillas w 3 oz shredded chicken, 2 tbsp sour cream',
      [
        ['18363', 52],
        ['05064', 85],
        ['01056', 24],
      ],
    ],
    [
      'a taco on a flour tortilla with 2 oz ground beef',
      [
        ['18364', 45],
        ['23570', 56.7],
      ],
    ],
    // Counted tacos whose parts say no amount are the tacos holding them, not one helping of each for all three (made
    // at home: a computed dish, with no USDA number of its own).
    ['3 tacos - ground beef, cheddar, lettuce on corn tortillas', [[undefined, 270]]],
    // An amount said keeps the parts: two tortillas and the beef of both.
    [
      '2 tacos: corn tortillas, 2 oz ground beef each',
      [
        ['18363', 52],
        ['23570', 113.4],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('fillings named by the dish', () => {
  it("reads a fish taco's fish, slaw and crema as its own", () => {
    expect(named('lunch\n3 fish tacos - cod, slaw, crema')).toEqual([['Fish taco', 351]])
  })

  it.each([
    // Fillings listed in parentheses after a dish are what it is made with, not more food.
    ['leftover lasagne, big square (beef + ricotta)', [['22977', 331.5]]],
    ['burrito (chicken, rice, beans)', [['21266', 248]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('names a carne asada burrito a steak burrito', () => {
    expect(entries('carne asada burrito')).toEqual([['21267', 248]])
  })
})
