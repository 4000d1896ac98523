import { entries } from './testing/usdaEntries'

/**
 * What the with-lists, splits and one-word rules of the twenty-fifth set's changes must leave alone (found in review,
 * 2026-11-28): a drink listed after a drink is a glass, a new line ends a with-list, a side keeps its own sauce, a pot
 * pie split is half the pie, and a hash brown said with more words is that food.
 */
describe('with-lists, splits and single words, left alone', () => {
  it.each([
    [
      'bagel w coffee and orange juice',
      [
        ['18001', 105],
        ['14209', 237],
        ['09206', 248],
      ],
    ],
    [
      'chicken burrito w chips\nrice\nblack beans',
      [
        ['21266', 248],
        ['19411', 28.3],
        ['20045', 158],
        ['16015', 172],
      ],
    ],
    [
      'cheeseburger w fries, ketchup',
      [
        ['21090', 127],
        ['21138', 117],
        ['11935', 17],
      ],
    ],
    ['split a chicken pot pie w my wife', [['22906', 151]]],
    ['split a whole pie with my husband', [['18301', 500]]],
    ['had split pea soup with my husband', [['06730', 240]]],
    [
      'apple pie a la mode with a vanilla latte',
      [
        ['18301', 125],
        ['19095', 66],
        [undefined, 319],
      ],
    ],
    [
      'hash brown potatoes, 2 eggs',
      [
        ['11391', 150],
        ['01123', 100],
      ],
    ],
    [
      'mcchicken, hash brown',
      [
        ['21355', 131],
        ['21319', 53],
      ],
    ],
    [
      'fries on the side of my burger',
      [
        ['21138', 117],
        ['21108', 110],
      ],
    ],
    [
      'breakfast: greek yogurt\nsnack: granola w almond milk',
      [
        ['01256', 170],
        ['08037', 61],
        ['14091', 240],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
