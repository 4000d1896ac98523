import { entries } from './testing/usdaEntries'

/** Phrases the twenty-third set (a development set, 2026-11-28) missed on arrival. */
describe('how much was eaten, said in words', () => {
  it.each([
    // A sentence that ends after a count of pieces ends there; a measure keeps its full stop.
    ['i had 3 slices. can of coke', [['14148', 370]]],
    [
      '3 eggs. coffee',
      [
        ['01123', 150],
        ['14209', 237],
      ],
    ],
    ['1 qt. milk', [['01077', 976]]],
    // Slices said after a shared pizza are what was eaten, not a larger slice.
    ['split a large dominos pepperoni w my bf, i had 3 slices', [['21280', 339]]],
    // A large 14" pizza is no bigger than its 14 inches.
    ['split a large dominos pepperoni (hand tossed) w 2 friends, i had a third', [['21280', 302.3]]],
    // Split with one person, nothing else said: half.
    ['split a footlong turkey sub w my coworker', [['21152', 192]]],
    // The whole thing: a whole one, or the one already counted.
    ['frozen chicken pot pie, the whole thing', [['22906', 302]]],
    // (USDA's roasted drumstick, meat and skin: "roasted" names no other turkey.)
    ['roasted a turkey drumstick, ate the whole thing', [['05737', 275]]],
    // "ate all of it" is no food (it was all-purpose flour).
    [
      'cooked 1/2 cup dry white rice and ate all of it w a cup of black beans',
      [
        ['20444', 92.5],
        ['16015', 172],
      ],
    ],
    // What tuna was packed in, in parentheses; "mixed w" is with (no mixed species of fresh water bass).
    [
      '1 can tuna (in water) mixed w 2 tbsp mayo',
      [
        ['15121', 165],
        ['04025', 27.6],
      ],
    ],
    // A small bag of chips is the single-serve bag, not three quarters of it.
    ['small bag of chips', [['19411', 28]]],
    ['sm bag of flamin hot cheetos', [['19008', 28]]],
    // A sprinkle of cheese is two tablespoons.
    ['sprinkle of queso fresco', [['01228', 15.2]]],
    // Slices of a size or crust and a kind are pizza; bare slices of pepperoni stay the sausage.
    ['pizza hut - 2 slices large pan pepperoni', [['21297', 226]]],
    ['2 slices pepperoni', [['07057', 4]]],
    // A count split by kinds in parentheses.
    [
      '3 pupusas (2 queso, 1 frijol)',
      [
        ['36409', 234],
        ['36408', 126],
      ],
    ],
    // A measure in parentheses after "w" is of that food, not of the dish ("peanut butter toast").
    [
      '2 slices whole wheat toast w peanut butter (2 tbsp total)',
      [
        ['18075', 64],
        ['16098', 32],
      ],
    ],
    [
      'oatmeal w honey (1 tbsp)',
      [
        ['08180', 234],
        ['19296', 21],
      ],
    ],
    // How it was warmed is no food: the hedged amount after it is how much.
    ['beef stew from a can, heated up abt 1.5 cups', [['22905', 294]]],
    // A bare sauce is the one named before it, or over pasta a tomato one.
    [
      'spaghetti w jarred marinara, 2 cups cooked pasta + 1/2 cup sauce',
      [
        ['20121', 280],
        ['06931', 125],
      ],
    ],
    [
      'pasta w 1/2 cup sauce',
      [
        ['20121', 140],
        ['06931', 125],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('foods as USDA has them', () => {
  it.each([
    // A fruit danish is USDA's fruit one, sized by its portions; a cheese danish stays cheese.
    ['big cherry danish', [['18246', 142]]],
    ['a cherry danish', [['18246', 71]]],
    ['cheese danish', [['18245', 71]]],
    // Campbell's split pea is its own condensed soup, not the brand's tomato.
    // (Its can is two and a half half-cup servings, the 11 oz can.)
    ['a can of campbells split pea soup', [['06380', 320]]],
    // Frozen Italian meatballs are meatballs, not a jar of meatball sauce.
    ['6 frozen italian meatballs', [['07972', 112.2]]],
    // Mangu is mashed boiled green plantain (it was a mango).
    [
      'mangu w 1 tbsp butter',
      [
        ['09278', 200],
        ['01001', 14.2],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

/** Where these rules stop (a review of them, 2026-11-28). */
describe('where the amount words stop', () => {
  it.each([
    // A short abbreviation after a count keeps its full stop.
    [
      '2 T. peanut butter on toast',
      [
        ['16098', 32],
        ['18069', 58],
      ],
    ],
    [
      '2 pkts. splenda in coffee',
      [
        ['19918', 2],
        ['14209', 237],
      ],
    ],
    // "the whole pie" is the pie said; "the whole thing" after a sized pizza is the whole pizza; after a counted one it
    // adds nothing.
    ['i ate the whole pie', [['18301', 125]]],
    ['large pizza, the whole thing', [['21299', 853]]],
    [
      'eggs, toast, a burrito, ate the whole thing',
      [
        ['01123', 100],
        ['18069', 58],
        ['21064', 241],
      ],
    ],
    // A split pack keeps its count; shared with more than one, or a size smaller than the chain's 14", is not half.
    ['split a 12 pack of wings w my roommate', [['05102', 192]]],
    ['split a burrito with my friend and his wife', [['21064', 241]]],
    ['split a small dominos pepperoni (hand tossed) w 2 friends, i had a third', [['21280', 151.2]]],
    // "bite size" is a size, not bites.
    ['20 bite size pretzels', [['19047', 120]]],
    // Who ate the rest is no food.
    ['mac n cheese, my dog ate the rest of it', [['22960', 198]]],
    // A hot dog's sauce is no hot sauce.
    [
      'hot dog with 1 tbsp sauce',
      [
        ['21118', 98],
        ['06285', 11.8],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
