import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** Each item's name and grams, for dishes this project computes from USDA parts (they have no single entry). */
const named = (text: string): [string, number | null][] => estimateMeal(text).map((i) => [i.name, i.grams])

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
})
