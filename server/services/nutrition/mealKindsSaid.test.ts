import { entries } from './testing/usdaEntries'

/** The kind of a food the words or the meal say (development sets, 2026-11-28). */
describe('the kind of food said', () => {
  it.each([
    // A tortilla's size is no count of them: one a taco.
    [
      '3 tacos - 6 inch flour tortillas, 6 oz beef',
      [
        ['18364', 96],
        ['23570', 170.1],
      ],
    ],
    // A dressing of no kind said, with a caesar salad, is caesar dressing.
    [
      'caesar salad w 2 tbsp dressing',
      [
        [undefined, 155],
        ['43015', 29.4],
      ],
    ],
    // A salad "with dressing" stays the salad, not a bottle of its dressing.
    ['caesar salad with dressing', [[undefined, 155]]],
    // Broth is ready to serve (not condensed soup, nor fish broth); stock is made at home.
    ['2 cups broth', [['06194', 498]]],
    ['2 cups chicken stock', [['06172', 480]]],
    // USDA 1 duck leg, bone removed = 92 g; eye of round is beef, not elk; brown toast is whole wheat.
    ['2 roast duck legs', [['05317', 184]]],
    ['3 oz eye round', [['13415', 85]]],
    ['1 slice brown toast', [['18075', 32]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

/** Foods the nineteenth set (development, 2026-11-28) showed read as another. */
describe('sandwiches named by meat and cheese, and foods read as others', () => {
  it.each([
    // A meat-and-cheese sandwich is the meat's sandwich (on the bread it was said on) with a slice of the cheese, not
    // a cracker sandwich nor a second sandwich.
    [
      'turkey n cheddar sandwich on white w mayo',
      [
        [undefined, 157],
        ['01009', 28],
        ['04025', 13.8],
      ],
    ],
    [
      'ham and swiss sandwich on rye',
      [
        ['21156', 214],
        ['01040', 28],
      ],
    ],
    // Kimchi is USDA's kimchi (not sauerkraut), ziti is pasta, a hard roll is no dinner roll, hard shells are tacos'.
    ['1/2 c kimchi', [['11118', 75]]],
    ['1.5 c cooked ziti', [['20121', 210]]],
    ['a hard roll', [['18353', 57]]],
    ['3 hard shells', [['18360', 38.7]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('keeps a ham and cheese sandwich whole, and one spelled out by its parts', () => {
    expect(entries('ham and cheese sandwich')).toHaveLength(1)
    expect(entries('bologna and cheese sandwich - 2 slices bologna, 2 slices white bread')).toEqual([
      ['07008', 56],
      ['18069', 58],
    ])
  })
})

describe('amounts said of a pack, a mix and with "bout"', () => {
  it.each([
    // The ounces after a bag say how much of it; a measured mix spelled out is its parts; "bout" is "about".
    ['small bag of plantain chips, 1.5 oz', [['25027', 42.5]]],
    [
      '16 oz mango smoothie: 1 cup frozen mango, 1 cup oj',
      [
        ['09176', 165],
        ['09206', 248],
      ],
    ],
    [
      'dal chawal - bout a cup of red lentil dal over 3/4 c basmati',
      [
        ['16070', 198],
        ['20045', 118.5],
      ],
    ],
    // A steak is no mix: what it was cooked with is said besides it.
    [
      '8 oz steak: 1 tbsp butter',
      [
        ['13932', 226.8],
        ['01001', 14.2],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
