import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** Shares of a batch, foods SR28 has under other names, drinks as poured (the twenty-first set, 2026-11-28). */
describe('a share of a batch whose parts are listed', () => {
  it.each([
    // The share first, the whole pan after: a quarter of every part (USDA 1 large egg 50 g, 1 cup spinach 30 g).
    [
      'had 1/4 of the frittata from last night\nwhole pan was 6 eggs, 2 cups spinach, 1/2 cup ricotta n 1 tbsp olive oil',
      [
        ['01123', 75],
        ['11457', 15],
        ['01036', 30.8],
        ['04053', 3.4],
      ],
    ],
    // "made … w …, ate half the pot": half of each part, and no pot roast.
    [
      'made ratatouille w 1 eggplant, 2 zucchini, 1 onion and 1/4 cup olive oil, ate half the pot',
      [
        ['11209', 229],
        ['11477', 196],
        ['11282', 55],
        ['04053', 27],
      ],
    ],
    // A dish's name that is no food still heads its parts: the share is of them all.
    [
      'frittata - 6 eggs, 2 cups spinach, 1 tbsp olive oil, had 1/4 of it',
      [
        ['01123', 75],
        ['11457', 15],
        ['04053', 3.4],
      ],
    ],
    // "ate the whole thing" after a food with a note in parentheses is one of it, not a whole-grain pizza besides.
    ['kashi tikka masala pizza (single serve), ate the whole thing', [['21514', 159]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('foods SR28 has under other names', () => {
  it.each([
    ['15 lychees', [['09164', 144]]],
    ['3 mallomars', [['18176', 39]]],
    ['glass of port', [['14057', 103]]],
    ['2 flounder fillets', [['15029', 254]]],
    ['1/2 cup grated pecorino', [['01038', 50]]],
    ['25 jelly bellys', [['19108', 27.5]]],
    ['4 double stuf oreos', [['18168', 52]]],
    ['2 pupusas de chicharron', [['36410', 244]]],
    ['a cup of rice pilaf from the box', [['32003', 238]]],
    ['20 oyster crackers', [['18228', 20]]],
    ['slice of coconut layer cake', [['18102', 112]]],
    ['a seared duck breast skin on', [['05315', 120]]],
    // Loin with its fat, not the lean tenderloin.
    ['4 oz roast pork loin', [['10189', 113.4]]],
    // New England chowder as poured, not condensed soup made up with milk.
    ['bowl of clam chowder', [['27042', 254]]],
    ['chicken parm', [['36059', 250]]],
    // Duck eggs fried are still duck eggs (USDA 1 egg = 70 g).
    [
      '2 duck eggs fried in a tsp of butter',
      [
        ['01138', 140],
        ['01001', 4.7],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

it('reads eggplant parmesan as its own dish (breaded eggplant, marinara, mozzarella), not chicken parmesan', () => {
  const [dish, ...rest] = estimateMeal('eggplant parm')
  expect(rest).toEqual([])
  expect(dish).toMatchObject({ name: 'Eggplant parmesan', grams: 402 })
  expect(dish.calories).toBeCloseTo(541, 0)
})

describe('dry, cooked, sliced', () => {
  it.each([
    // Wild rice is cooked unless said dry; dry before a food wins over "cooked in water" after it.
    ['1 cup wild rice', [['20089', 164]]],
    ['65g wild rice (uncooked weight)', [['20088', 65]]],
    ['1/4 c dry millet cooked in water', [['20031', 50]]],
    ['1/4 cup dry polenta cooked in water', [['20022', 39.3]]],
    // Slices of a bread said by its kind alone are bread ("white cheese" stays cheese).
    ['2 slices whole wheat', [['18075', 64]]],
    ['2 slices white cheese', [['01229', 56]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('chains and drinks', () => {
  it.each([
    // "little" of Little Caesars is no small slice (USDA 1 deep dish slice = 104 g).
    ['3 slices of little caesars deep dish pepperoni', [['21291', 312]]],
    ['a slice of little caesars', [['21287', 89]]],
    // The weight in the dish's own name is its menu size: one serving, as USDA weighs it cooked.
    [
      'tgi fridays 10oz sirloin w fries',
      [
        ['36011', 176],
        ['36007', 184],
      ],
    ],
    // How a drink was poured is no food (no rack of lamb).
    ['2 oz baileys on the rocks', [['14415', 62.1]]],
    // A shandy is beer and lemonade, 6 oz each a glass, or the amounts said after it.
    [
      '2 shandies',
      [
        ['14003', 354.9],
        ['14293', 372.6],
      ],
    ],
    [
      'shandy, 8 oz each lager n lemonade',
      [
        ['14003', 236.6],
        ['14293', 248.4],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
