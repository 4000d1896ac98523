import { estimateMeal } from './mealEstimator'
import { nameTokens, tokenize } from './textNormalizer'
import { entries, grams, ndbs } from './testing/usdaEntries'

/** Meal text of the kinds a development set (the fourteenth and eleventh) missed: packets, sleeves, pierogies. */
describe('packets, sleeves and pieces counted in parentheses', () => {
  it.each([
    // A packet of instant oatmeal is its dry packet, plain or of the flavour named ("n" is "and"), twice with "x2".
    ['2 packets instant oatmeal', [['08122', 56]]],
    ['quaker instant oatmeal apples n cinnamon x2 packets made w water', [['08124', 86]]],
    // A sleeve of crackers or cookies is about 100 g; a count in parentheses counts its pieces.
    ['half a sleeve of thin mints', [['28035', 50]]],
    ['ate like half a sleeve of thin mints (prob 8 cookies)', [['28035', 64]]],
    ['half a sleeve of ritz (about 8 crackers)', [['18229', 25.6]]],
    // Pierogies are USDA's potato- or cheese-filled dumplings, 38 g each.
    [
      '6 potato n cheese pierogies pan fried in a tbsp of butter',
      [
        ['32025', 228],
        ['01001', 14.2],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('keeps a parenthesis that names a food of its own', () => {
    expect(estimateMeal('crackers (with 2 slices of cheddar)').length).toBeGreaterThan(1)
  })
})

describe("a meal's phrases are not read into food names", () => {
  it('reads "split it w my gf" as who it was shared with, but keeps "split" in a name', () => {
    expect(tokenize('pea soup, split it w my gf')).not.toContain('split')
    expect(nameTokens('Soup, pea, split with ham')).toContain('split')
    // "85/15" in a meal is the beef; in a name it stays as written.
    expect(tokenize('4 oz 85/15')).toEqual(['4', 'oz', '85%', 'ground', 'beef'])
    expect(nameTokens('Beef 85/15 blend')).toEqual(['beef', '85/15', 'blend'])
  })
})

describe('pieces, sizes and words the sixteenth set missed', () => {
  it.each([
    // "2 piece (breast n thigh)": the two pieces named, of the chain's kind.
    [
      'kfc 2 piece original recipe (breast n thigh)',
      [
        ['21434', 212],
        ['21436', 135],
      ],
    ],
    // A name with the chain in it ("kfc") says no more than the item: "kfc thigh" is the chain's thigh.
    ['kfc extra crispy thigh', [['21440', 152]]],
    // "4x6" is the size of a school pizza, not four of them.
    ['the 4x6 cheese pizza', [['21299', 107]]],
    // "small curd" is the cottage cheese, not a small cup of it.
    ['1 c small curd cottage cheese', [['01012', 210]]],
    // A kid's size is the small one.
    ['a kids fry from mcdonalds', [['21238', 71]]],
    // "reheated" names no food.
    ['2 cheese enchiladas, reheated', [['36050', 274]]],
    ['12 tater tots', [['11399', 94.8]]],
    ['3 latkes', [['11672', 111]]],
    ['bear claw', [['18247', 65]]],
    ['side of tostones', [['09446', 118]]],
    ['1 c chicken n veggies', [['36626', 153]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('reads "on white" as white bread, which a pb&j already has', () => {
    expect(estimateMeal('pb&j on white').map((i) => i.name)).toEqual(['Peanut butter and jelly sandwich'])
  })
})

describe('a dish followed by "with" and its measured parts', () => {
  it('is those parts, not the dish on top of them', () => {
    expect(ndbs('a turkey sandwich with 2 slices bread, 3 oz turkey, 1 slice swiss')).toEqual([
      '18069',
      '05168',
      '01040',
    ])
    expect(ndbs('a chicken caesar salad with 2 cups romaine, 4 oz chicken, 2 tbsp dressing')).toHaveLength(3)
  })

  it('keeps the dish when what follows is extra on it', () => {
    expect(ndbs('a burger with 2 slices of cheese')).toEqual(['21108', '01009'])
    expect(ndbs('a burger with 2 slices of cheese and bacon')).toEqual(['21108', '01009', '10862'])
    expect(ndbs('a cobb salad with 2 eggs and bacon')[0]).toBeUndefined()
    expect(estimateMeal('a cobb salad with 2 eggs and bacon')[0]?.name).toBe('Cobb salad')
  })
})

describe('a batch made of listed parts, and the share of it eaten', () => {
  it('reads "made it w …, ate half of it" as half of every part, the dish name only labelling them', () => {
    expect(grams('chana masala - made it w a 15 oz can of chickpeas, 1 onion n 2 tbsp oil, ate half of it')).toEqual([
      212.6, 55, 13.5,
    ])
  })

  it('takes a name with a unit word ("salmon patties") as the label of its parts', () => {
    expect(ndbs('salmon patties - 1 can pink salmon, 1 egg, 1/3 c breadcrumbs, i ate half')).toEqual([
      '15260',
      '01123',
      '18079',
    ])
  })

  it('halves only the food before when no batch was listed', () => {
    expect(grams('a burrito, ate half')).toEqual([120.5])
  })
})

describe('a sandwich, taco or omelet listed by its parts', () => {
  it('keeps the bread a sandwich was said to be on, in place of the sandwich', () => {
    expect(ndbs('turkey sandwich on rye, 3 oz deli turkey + 1 slice swiss + mustard')).toEqual([
      '18060',
      '07081',
      '01040',
      '02046',
    ])
    expect(grams('pb&j on whole wheat: 2 tbsp pb, 1 tbsp grape jelly')).toEqual([64, 32, 20])
  })

  it('adds no tortilla the parts after a dash do not list ("the components are the meal")', () => {
    expect(ndbs('2 tacos - 4 oz ground beef, 1/4 cup cheese, lettuce')).toEqual(['23570', '01009', '11251'])
  })

  it('reads a dish "made with" measured parts as those parts', () => {
    expect(ndbs('omelet made with 3 xl eggs, 1/4 c diced green pepper and 1oz shredded cheddar')).toEqual([
      '01123',
      '11333',
      '01009',
    ])
    expect(ndbs('mac n cheese made with 2 oz uncooked elbows + 1 oz velveeta')).toEqual(['20120', '01191'])
    // Made with one unmeasured liquid is how it was made.
    expect(ndbs('tomato soup made w milk')).toEqual(['06358'])
  })
})

describe('parts in parentheses, breads said, wings', () => {
  it('reads measured parts in parentheses as the dish spelled out, but not amounts said "each"', () => {
    expect(grams('pb&j on whole wheat (2 tbsp pb, 1 tbsp grape jelly)')).toEqual([64, 32, 20])
    expect(grams('2 chicken thighs (about 4 oz each, skin on)')).toEqual([232])
  })

  it('keeps the roll a sandwich was said to be on when the parts after its dash are listed', () => {
    expect(ndbs('bacon egg n cheese on a kaiser roll - 2 fried eggs, 3 strips bacon, 2 slices american')).toEqual([
      '18353',
      '01128',
      '10862',
      '01042',
    ])
  })

  it('reads fried wings as flour-fried, battered ones as battered, and pan fried chicken without batter', () => {
    expect(entries('10 fried chicken wings')).toEqual([['05102', 320]])
    expect(entries('8 fried chicken wings (battered)')).toEqual([['05101', 392]])
    expect(entries('5 oz pan fried chicken breast')).toEqual([['05063', 141.7]])
  })
})
