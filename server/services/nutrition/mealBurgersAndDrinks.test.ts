import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** Burgers named by their raw patty's weight, drinks spelled out with "each", plain foods before brands. */
describe("a burger's patty weight and a drink's parts each", () => {
  it.each([
    // The weight is the raw beef's: a bun, the patty grilled to three quarters of it, the cheese and bacon named.
    [
      '1/3 lb bacon cheeseburger',
      [
        ['18350', 44],
        ['23573', 113.4],
        ['01042', 21],
        ['10862', 23],
      ],
    ],
    [
      'half pound burger',
      [
        ['18350', 44],
        ['23573', 170.1],
      ],
    ],
    [
      'burger with a 6oz patty',
      [
        ['18350', 44],
        ['23573', 127.6],
      ],
    ],
    [
      'bacon cheddar burger (8oz patty)',
      [
        ['18350', 44],
        ['23573', 170.1],
        ['01009', 28],
        ['10862', 23],
      ],
    ],
    // A bun said after it is the one bun.
    [
      'a 1/4lb cheeseburger on a brioche bun',
      [
        ['23573', 85],
        ['01042', 21],
        ['18350', 44],
      ],
    ],
    // "each" at the end of a list in parentheses is said of every part, for every drink counted.
    [
      '2 white russians (1.5 oz vodka, 1 oz kahlua, 1 oz heavy cream each)',
      [
        ['14037', 83.4],
        ['14414', 69.8],
        ['01053', 59.7],
      ],
    ],
    [
      'white russian x2 (1.5 oz vodka, 1 oz kahlua, 1 oz heavy cream each)',
      [
        ['14037', 83.4],
        ['14414', 69.8],
        ['01053', 59.7],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('spells a sandwich out by the measured filling its name holds, in parentheses', () => {
    expect(entries('tuna salad sandwich on rye (about 1/2 cup tuna salad)')).toEqual([
      ['18060', 64],
      ['15128', 102.5],
    ])
    // No bread said: two slices of white.
    expect(estimateMeal('chicken salad sandwich (1/2 cup chicken salad)').map((i) => [i.name, i.grams])).toEqual([
      ['Chicken salad', 70],
      ['White bread', 58],
    ])
  })

  it('counts burgers, keeps their bun beside other bread, and leaves meat-free patties alone', () => {
    expect(entries('two 1/4 lb cheeseburger')).toEqual([
      ['18350', 88],
      ['23573', 170.1],
      ['01042', 42],
    ])
    expect(entries('1/3 lb burger and garlic bread')).toEqual([
      ['18350', 44],
      ['23573', 113.4],
      ['18963', 42],
    ])
    expect(entries('4 oz morningstar burger')).toEqual([['16552', 113.4]])
  })

  it('keeps a patty said alone and a chain burger as they are named', () => {
    expect(entries('8 oz burger patty')).toHaveLength(1)
    expect(entries('quarter pounder with cheese')).toHaveLength(1)
  })

  it('weighs a turkey or bison burger’s patty raw too, of its own meat', () => {
    // 4 oz raw grills to 3 oz (85 g) of USDA's broiled turkey patty; 5 oz of bison to 3.8 oz (108 g) of cooked ground bison.
    expect(entries('turkey burger (4 oz patty)')).toEqual([
      ['18350', 44],
      ['05667', 85],
    ])
    expect(entries('bison burger - 5 oz patty on a bun')).toEqual([
      ['17331', 107.7],
      ['18350', 44],
    ])
    // A veggie patty's weight is of the patty as sold.
    expect(entries('veggie burger (4 oz patty)')).toEqual([['16147', 113.4]])
  })

  it('reads green olives and animal crackers as the plain foods, a brand only when named', () => {
    // USDA 1 green olive = 2.7 g (pickled, not ripe); 1 animal cracker = 2.5 g (not Keebler's, unless said).
    expect(entries('10 green olives')).toEqual([['09195', 27]])
    expect(entries('15 animal crackers')).toEqual([['28399', 37.5]])
    expect(entries('keebler animal crackers')[0]?.[0]).toBe('28046')
  })

  it('reads a time as no colon of parts', () => {
    expect(entries('turkey sandwich at 12:30')).toHaveLength(1)
  })
})
