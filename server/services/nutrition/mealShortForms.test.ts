import { entries } from './testing/usdaEntries'

describe('how people shorten what they ate', () => {
  it.each([
    // Short forms spelt out.
    ['2 scoops choc ice cream', [['19270', 132]]],
    ['2 tbsp parm', [['01032', 10]]],
    // "A la mode" is a scoop of vanilla ice cream with it.
    [
      'blueberry pie a la mode',
      [
        ['18305', 125],
        ['19095', 66],
      ],
    ],
    // A percentage after "of" or a volume is the milk.
    ['a cup of 2%', [['01079', 244]]],
    ['150ml semi skimmed', [['01079', 154.5]]],
    // "w" and "n" after a number, a percentage or a parenthesis still join words.
    [
      '170g fage 2% w 1/4 cup granola n 1/2 cup strawberries',
      [
        ['01287', 170],
        ['08037', 30.5],
        ['09316', 76],
      ],
    ],
    // "to dip in" joins two foods; "1/3 lb of 80/20" is ground beef, not milk.
    [
      'bread to dip in olive oil',
      [
        ['18069', 29],
        ['04053', 13.5],
      ],
    ],
    ['1/3 lb of 80/20', [['23570', 151.2]]],
    ['a cup of 0%', [['01085', 245]]],
    // "Chicken and rice" is chicken and rice, not a Latino restaurant dish.
    [
      'chicken and rice',
      [
        ['05064', 86],
        ['20045', 158],
      ],
    ],
    // An order of a food with no restaurant serving is six of its pieces.
    ['an order of wings', [['05102', 192]]],
    // How eggs are fried is no size.
    ['2 eggs over medium', [['01128', 92]]],
    ['3 eggs over hard', [['01128', 138]]],
    // Names SR28 files under another one.
    ['1oz kahlua', [['14414', 34.9]]],
    ['jerk chicken leg quarter', [['05078', 258]]],
    // Spanish joining words name no food.
    ['2 pupusas de queso', [['36409', 234]]],
    // Lean to fat is not a fraction to count by.
    ['3 oz 85/15 ground beef', [['23570', 85]]],
    // Sizes shortened: "lg" is large, "sm" small.
    ['lg orange', [['09200', 184]]],
    ['sm fries', [['21138', 71]]],
    // "The whole can" is one can; "made w water" says how (no glass of water), and a lone "n" after a comma is "and".
    ['ate a whole can of spaghettios', [['22931', 379.9]]],
    [
      'campbells chicken noodle, the whole can made w water, n like 8 ritz',
      [
        ['06419', 600],
        ['18229', 25.6],
      ],
    ],
    // The container a measure fills is no food.
    ['coke, the 20oz bottle', [['14148', 615.1]]],
    // A green chilli is the pepper, not chili con carne; what people call McDonald's and its McFlurry.
    ['1 green chilli', [['11670', 45]]],
    ['m&m mcflurry, regular', [['21338', 348]]],
    // A product "without tartar sauce" does not hold the tartar sauce of the food found without the maker.
    ['filet o fish from mcds', [['21232', 134]]],
    // "w" after a comma is "with"; who a bottle was shared with is no food, and the share after it is the amount.
    [
      'aloo gobi, w 2 rotis',
      [
        [undefined, 415],
        ['28285', 86],
      ],
    ],
    ['split a bottle of cab sauv w my wife so half the bottle', [['14096', 375]]],
    // A hedged amount "of meat" is the amount of the food named before it, not a food called meat.
    ['galbi, prob like 6 oz of meat', [['23125', 170.1]]],
    // "My plate was about 1 cup" gives the cup, not a plate of it.
    ['casserole, my plate was about 1 cup egg noodles', [['20310', 160]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it.each([
    // A share of a takeout container is a share of the restaurant's serving.
    ['half the box of sesame chicken', [['36633', 273.5]]],
    ['the whole order of lemon chicken', [['36617', 623]]],
    ['the last 1/3 of the order of lemon chicken', [['36617', 207.7]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
