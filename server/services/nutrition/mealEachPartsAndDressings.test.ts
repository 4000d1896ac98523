import { counted, named, names } from './testing/mealItems'

/** Found by the thirty-third meal set, opened on 2026-11-29 once the thirty-eighth was written to be held out. */
describe('parts said of each one counted', () => {
  it('gives every measured part after "each with" to all of them', () => {
    expect(counted('coffee x2 today, each w 2 tbsp half n half and 1 tsp sugar')).toEqual([
      ['Coffee', 474, 2],
      ['Half and half', 60, 4],
      ['Sugar', 8.4, 2],
    ])
    expect(counted('2 bagels, each with 2 tbsp cream cheese and 1 slice lox')).toEqual([
      ['Bagel', 210, 2],
      ['Cream cheese', 58, 4],
      ['Smoked salmon', 28, 2],
    ])
    // (A part with no amount is said once: "lettuce".)
    expect(counted('3 hard shells, each w/ about 2 oz ground beef, lettuce')).toEqual([
      ['Taco shells, baked', 38.7, 3],
      ['Ground beef', 170.1, 1],
      ['Romaine lettuce', 47, 1],
    ])
  })

  it('reads a dish built from two or more measured parts of each one as those parts alone', () => {
    expect(counted('2 smores - each w 2 graham squares, a big marshmallow and 1/4 of a hershey bar')).toEqual([
      ['Graham crackers', 28, 4],
      ['Marshmallows', 14.4, 2],
      ['Milk chocolate', 22, 0.5],
    ])
    expect(names('3 tacos, each with 2 oz chicken, 1 tbsp salsa and a corn tortilla')).toEqual([
      'Chicken breast',
      'Salsa',
      'Corn tortilla',
    ])
  })
})

describe('a meal’s words read by what they go with', () => {
  it('reads a kind said after a salad as its dressing, not the sausage or the yogurt', () => {
    expect(names('house salad w italian')).toEqual(['Garden salad', 'Italian dressing'])
    expect(names('salad w/ greek')).toEqual(['Garden salad', 'Italian dressing'])
    expect(names('salad with italian sausage')).toContain('Italian sausage')
  })

  it('reads the crust said after a chain’s pizza as its crust', () => {
    expect(counted('3 slices pizza hut pepperoni, lg hand tossed')).toEqual([
      ['PIZZA HUT 14" Pepperoni Pizza, Hand-Tossed Crust', 330, 3],
    ])
    expect(names('2 slices dominos pepperoni, thin crust')).toEqual([
      'DOMINO\'S 14" Pepperoni Pizza, Crunchy Thin Crust',
    ])
  })

  it('reads an omelet counted in eggs when its name is misspelt, and a mini chocolate bar as a miniature', () => {
    expect(counted('3 egg omlet')).toEqual([['Omelet', 183, 1.5]])
    expect(named('2 mini hershey bars')).toEqual([['Milk chocolate', 14]])
  })

  it('reads raita as yogurt with cucumber (no oil), half a cup as a side', () => {
    expect(named('dal tadka, 2 roti, raita')).toContainEqual(['Raita', 120])
  })

  it('reads a taco night over its lines as no taco of its own', () => {
    expect(names('taco night!\n3 hard shells')).toEqual(['Taco shells, baked'])
  })
})

describe('foods named by their kind', () => {
  it('reads peanut M&Ms, no-sugar-added and premium chocolate ice cream as their own entries', () => {
    expect(counted('handful of peanut m&ms from the nurses station, like 12')).toEqual([
      ["Candies, MARS SNACKFOOD US, M&M's Peanut Chocolate Candies", 24, 12],
    ])
    expect(named('1/2 cup no sugar added vanilla ice cream')).toEqual([
      ['Ice creams, vanilla, light, no sugar added', 68],
    ])
    expect(named('me and my roommate split a pint of haagen dazs chocolate')).toEqual([
      ['Ice creams, chocolate, rich', 148],
    ])
  })
})
