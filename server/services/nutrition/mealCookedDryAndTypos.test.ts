import { estimateMeal } from './mealEstimator'
import { entries, grams, ndbs } from './testing/usdaEntries'

describe('amounts said of the dry food', () => {
  it.each([
    // The oats it was made from, not half a cup of cooked oatmeal.
    [
      'oatmeal made from 1/2 cup dry oats with a cup of milk',
      [
        ['08120', 40.5],
        ['01077', 244],
      ],
    ],
    [
      'oatmeal (1/2 cup dry) w banana',
      [
        ['08120', 40.5],
        ['09040', 118],
      ],
    ],
    // An amount after a dash said "uncooked" is of the dry rice.
    ['rice - 1/2 cup uncooked', [['20444', 92.5]]],
    // Oatmeal with fruit is still a bowl of cooked oatmeal.
    [
      'oatmeal with 1/2 cup blueberries',
      [
        ['08180', 234],
        ['09050', 74],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('a dish counted, then listed with its parts', () => {
  it('reads "2 tacos with corn tortillas, …" as the parts, a tortilla a taco', () => {
    expect(entries('2 tacos with corn tortillas, 4 oz ground beef, 1/4 cup cheese')).toEqual([
      ['18363', 52],
      ['23570', 113.4],
      ['01009', 28.3],
    ])
  })

  it('finds the bread of a blt among its parts, wherever it is listed', () => {
    expect(ndbs('a blt with 3 strips of bacon, lettuce, tomato and 2 slices of toast')).toEqual([
      '10862',
      '11251',
      '11529',
      '18069',
    ])
  })
})

describe('typos and short forms', () => {
  it('reads a word whose letters are only doubled differently as the known one', () => {
    expect(ndbs('1 cup brocolli')).toEqual(['11090'])
    expect(ndbs('mozarella')).toEqual(['01026'])
    // Not any word two letters off: "stirred" is no striped mullet.
    expect(ndbs('1/3 cup dry oats, stirred in a tbsp of nutella')).toEqual(['08120', '19125'])
  })

  it('spells out "chkn" and "chikn"', () => {
    expect(ndbs('chikn breast 6oz')).toEqual(['05064'])
  })
})

describe('small things counted', () => {
  it.each([
    ['12 raisins', [6.2]],
    ['12 clams', [114]],
    ['3 truffles', [36]],
    ['a stick of gum', [3]],
    ['12 banana chips', [24]],
    // A sauce "in" or "with" a dish is half a cup, not a cup.
    ['3 meatballs in marinara', [56.1, 125]],
  ])('"%s" weighs %j', (text, expected) => {
    expect(grams(text)).toEqual(expected)
  })

  it('finds macarons, not macaroni', () => {
    expect(estimateMeal('2 macarons')[0]?.name).toMatch(/macaroon/)
  })
})

describe('typos a measured food may have', () => {
  it('corrects every word of a measured food misspelt ("1/4c shreded chedder")', () => {
    expect(ndbs('1/4c shreded chedder')).toEqual(['01009'])
  })

  it('splits two known words run together ("thinmints")', () => {
    expect(ndbs('5 thinmints')).toEqual(['28035'])
  })

  it('leaves words that are no typo of a known food alone', () => {
    // "cham" is no chai, "lunchbox" no box of macaroni.
    expect(estimateMeal('2 tbsp nuoc cham').map((i) => i.name)).not.toContain('Chai latte')
    expect(estimateMeal('kids lunchbox: 8 baby carrots').map((i) => i.name)).toEqual(['Baby carrot'])
    expect(estimateMeal('will log later')).toEqual([])
  })
})

describe('amounts restated or shared', () => {
  it.each([
    // The cups say how much of a bowl.
    [
      'bowl of frosted flakes, 1.5 cups w 1 cup skim',
      [
        ['08069', 63],
        ['01085', 245],
      ],
    ],
    // "2 slices each" of the foods on the roll, not of the roll.
    [
      'ham and swiss on a kaiser roll, 2 slices each',
      [
        ['07029', 56],
        ['01040', 56],
        ['18353', 57],
      ],
    ],
    // The shots of a latte are its espresso, not cups of its milk.
    ['grande latte w 2% milk (2 shots)', [[undefined, 426]]],
    ['tequila (2 shots)', [['14037', 84]]],
    // A jumbo egg hard boiled is USDA's jumbo egg.
    ['2 jumbo eggs hard boiled', [['01129', 126]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
