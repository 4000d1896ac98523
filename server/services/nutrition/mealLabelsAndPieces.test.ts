import { estimateMeal } from './mealEstimator'

/** Name, servings and whole-item grams of each item. */
const read = (text: string) => estimateMeal(text).map((i) => [i.name, i.quantity, i.grams])
const names = (text: string): unknown[] => read(text).map(([name]) => name)

/** More of the kinds of meal text issue 17 names: labels before a list of parts, cuts, pieces, sizes and typos. */
describe('a name before a list of its parts only labels them', () => {
  it('drops a counted name and gives each counted dish its own shell', () => {
    expect(read('2 beef tostadas - tostada shells, 4 oz ground beef total, 2 tbsp salsa each')).toEqual([
      ['Tostada shells, corn', 2, 24.6],
      ['Ground beef', 1, 113.4],
      ['Salsa', 4, 64],
    ])
  })

  it('does not count the bread of "on rye" again when the parts list the slices', () => {
    expect(read('ham on rye - 2 oz ham, 2 slices rye, mustard')).toEqual([
      ['Ham', 1, 56.7],
      ['Rye bread', 2, 64],
      ['Mustard', 1, 5],
    ])
    // (Deli meat on a bread with no amount said is a sandwich's two ounces.)
    expect(read('ham on rye')).toEqual([
      ['Ham', 1, 56.7],
      ['Rye bread', 2, 64],
    ])
  })

  it('drops a whole named sandwich ("turkey and swiss sandwich") before its parts', () => {
    expect(names('turkey and swiss sandwich - 2 slices turkey, 1 slice swiss, 2 slices white bread')).toEqual([
      'Turkey',
      'Swiss cheese',
      'White bread',
    ])
  })

  it('still reads a restated amount of a food named before ("chips and salsa: 1 oz chips, …")', () => {
    expect(read('chips and salsa: 1 oz chips, 1/4 cup salsa')).toEqual([
      ['Tortilla chips', 1, 28.3],
      ['Salsa', 0.25, 64.8],
    ])
  })
})

describe('a name before a comma is restated by the measured list after it', () => {
  it.each([
    // The hedged "maybe 6 oz steak" and the tortillas are the fajitas' parts, weighed (no plate of fajitas besides).
    ['steak fajitas at the mexican place, maybe 6 oz steak, 2 flour tortillas', ['Steak', 'Flour tortilla']],
    ['steak fajitas, 6 oz steak, 2 flour tortillas', ['Steak', 'Flour tortilla']],
    ['egg n cheese on a bagel, 2 fried eggs + 1 slice american', ['Bagel', 'Fried egg', 'American cheese']],
    ['chicken adobo, 2 thighs and a cup of white rice', ['Chicken thigh', 'White rice']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected)
  })

  it('keeps the name when the list names other foods ("pizza, 2 beers")', () => {
    expect(names('pepperoni pizza, 2 beers')).toEqual(['Pepperoni pizza', 'Beer'])
  })
})

describe('how a piece was cut is not a food', () => {
  it.each([['2 chicken thighs, skin on, and a cup of rice'], ['2 chicken thighs, bone in, and a cup of rice']])(
    '%s',
    (text) => {
      expect(names(text)).toEqual(['Chicken thigh', 'White rice'])
    },
  )
})

describe('a word of the name that is one of the food’s portions counts those pieces', () => {
  it.each([
    ['6 cherry tomatoes', [['Tomato', 6, 102]]],
    ['3 celery sticks', [['Celery', 3, 30]]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })
})

describe('counted pieces weigh what one piece weighs', () => {
  it.each([
    // A walnut half is half a walnut: USDA's 1 oz is 14 halves.
    ['10 walnut halves', [['Walnuts', 10, 20]]],
    ['3 walnuts', [['Walnuts', 3, 12]]],
    // Chips, not USDA's other portion of pita chips, a 262 g bag.
    ['10 pita chips', [['Pita chips', 10, 31]]],
    ['6 rice crackers', [['Rice crackers', 6, 13.2]]],
    // Fifteen of a food sold by the packet of many pieces are pieces; two are packets.
    ['15 m&ms', [['M&ms', 15, 13.5]]],
    ['2 m&ms', [['M&ms', 2, 96]]],
    // Candies by the piece or the pack, from USDA's portions (a kiss from Hershey's label: 9 are 41 g).
    ['10 skittles', [['Skittles', 10, 10.7]]],
    ['5 hershey kisses', [['Milk chocolate', 5, 23]]],
    ['a twix', [['Twix', 1, 58]]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })
})

describe('sizes and spellings', () => {
  it('reads "10in" as the diameter of a large tortilla, not ten tortillas', () => {
    expect(read('a 10in flour tortilla')).toEqual([['Flour tortilla', 1, 72]])
  })

  it('corrects a typo in a word that a partial match left over', () => {
    expect(names('2 flour tortilas')).toEqual(['Flour tortilla'])
  })

  it('reads a lone "n" between words as "and"', () => {
    expect(names('mac n cheese')).toEqual(['Mac and cheese'])
    expect(names('pb n j sandwich')).toEqual(['Peanut butter and jelly sandwich'])
  })
})

describe('a served-in name and an unmeasured base before a list of parts', () => {
  it('drops "smoothie bowl" before the fruit it lists', () => {
    expect(names('smoothie bowl - 1 frozen banana, 1/2 cup frozen blueberries, 1/2 cup milk')).toEqual([
      'Banana',
      'Blueberry',
      'Whole milk',
    ])
  })

  it('keeps one tortilla when a wrap lists its tortilla', () => {
    expect(names('veggie wrap: whole wheat tortilla, 3 tbsp hummus, 1/2 cup spinach')).toEqual([
      'Flour tortilla',
      'Hummus',
      'Spinach',
    ])
  })
})

describe('pieces of a dish or a pie are pieces, not whole orders or whole pies', () => {
  it.each([
    ['sweet and sour chicken, about 12 pieces', [['Sweet and sour chicken', 12, 219.6]]],
    ['a piece of pecan pie', [['Pecan pie', 1, 113]]],
    ['3 pieces of watermelon', [['Watermelon', 3, 858]]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })
})

describe('words after a comma that describe the food before are not a second food', () => {
  it.each([
    ['1 cup vanilla froyo, soft serve', ['Frozen yogurt']],
    ['coffee, black', ['Coffee']],
    ['coffee, black beans', ['Coffee', 'Black beans']],
    ['chicken, rice', ['Chicken breast', 'White rice']],
    ['oreo mcflurry, regular size', ["McDONALD'S, McFLURRY with OREO cookies"]],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected)
  })
})

describe('a name holding every word beats a shorter name of some of them, when it is close', () => {
  it.each([
    ['2 coconut macaroons', ['Cookies, coconut macaroon']],
    ['12 oz chocolate almond milk', ['Beverages, almond milk, chocolate, ready-to-drink']],
    ['a breakfast burrito w/ egg cheese and sausage', ['Breakfast burrito']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected)
  })
})
