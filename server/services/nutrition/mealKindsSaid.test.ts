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
