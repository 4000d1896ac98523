import { estimateMeal } from './mealEstimator'

/** Name, grams and kcal of each item. */
const read = (text: string) => estimateMeal(text).map((i) => [i.name, i.grams, Math.round(i.calories * i.quantity)])

/** Everyday dishes SR28 has no entry for, computed from their USDA parts (one serving each). */
describe('dishes made of USDA parts', () => {
  it.each([
    ['a slice of quiche', [['Quiche', 143, 364]]],
    ['a slice of tiramisu', [['Tiramisu', 123, 399]]],
    ['a slice of key lime pie', [['Key lime pie', 118, 380]]],
    // Not the dry cake mix of 28 g a slice.
    ['a slice of carrot cake', [['Carrot cake', 119, 446]]],
    ['a reuben', [['Reuben', 237, 589]]],
    ['a philly cheesesteak', [['Philly cheesesteak', 248, 627]]],
    ['a banh mi', [['Banh mi', 215, 498]]],
    ['a turkey club', [['Club sandwich', 191, 434]]],
    ['2 fish tacos', [['Fish taco', 234, 361]]],
    // Not the Girl Scout cookie a typo would find.
    ['2 samosas', [['Samosa', 200, 572]]],
    ['chana masala', [['Chana masala', 240, 287]]],
    ['a calzone', [['Calzone', 295, 703]]],
    ['an acai bowl', [['Acai bowl', 300, 335]]],
    // A margarita and a mojito are their own cocktails, not a 2 oz daiquiri.
    ['a margarita', [['Margarita', 162, 210]]],
    ['a mojito', [['Mojito', 179, 150]]],
    ['a stack of pancakes', [['Pancake', 114, 259]]],
    ['homemade borscht, 2 cups', [['Borscht', 486, 231]]],
    ['3 quesabirria tacos', [['Quesabirria taco', 357, 944]]],
    ['banana pudding, like a cup', [['Banana pudding', 225, 367]]],
    // "2 tbsp oil n vinegar" is two tablespoons of the dressing, half of each.
    ['2 tbsp oil n vinegar', [['Oil and vinegar', 29, 127]]],
    // A spoonful of cocoa is the powder; a cup of it the drink.
    ['1 tbsp cocoa', [['Cocoa powder', 5.4, 12]]],
    ['a cup of cocoa', [['Hot chocolate', 250, 193]]],
  ])('"%s" is %j', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })

  it('reads a piece of sashimi as a 15 g slice of raw fish, not a fillet', () => {
    expect(estimateMeal('6 pieces salmon sashimi').map((i) => i.grams)).toEqual([90])
  })

  it("keeps a chain's own sandwich when the chain is named", () => {
    expect(estimateMeal('steak n cheese footlong from subway')[0]?.assumed).toContain('SUBWAY')
  })
})

describe('a measured plain name after a dish', () => {
  it('restates the amount of the dish ("egusi soup …, about a cup of soup"), not a second soup', () => {
    expect(read('egusi soup w pounded yam, about a cup of soup n a fist size ball of fufu')).toEqual([
      ['Egusi soup', 187.6, 400],
      ['Yam, cooked, boiled, drained, or baked, without salt', 140, 162],
    ])
  })

  it('keeps counted parts of a dish as its parts ("shrimp cocktail, 8 jumbo shrimp")', () => {
    expect(read('shrimp cocktail, 8 jumbo shrimp w 1/4 cup cocktail sauce').map(([name]) => name)).toEqual([
      'Shrimp',
      'Sauce, cocktail, ready-to-serve',
    ])
    // Not a daiquiri, the cocktail a bare "cocktail" is.
    expect(read('shrimp cocktail')).toEqual([['Shrimp cocktail', 115, 121]])
  })
})

describe('dishes and drinks spelled out by their parts', () => {
  it('reads "2 smores: …" as its parts, the smores only labelling them', () => {
    expect(read('2 smores: 4 graham squares, 2 big marshmallows and half a hershey bar')).toEqual([
      ['Graham crackers', 28, 120],
      ['Marshmallows', 14.4, 46],
      ['Milk chocolate', 22, 118],
    ])
    expect(read('2 smores')).toEqual([['Smores', 64.4, 284]])
    // "each with" toppings after a dash are no breakdown: the hot dogs stay.
    expect(read('3 hot dogs - each with mustard and relish')).toEqual([['Hot dog', 294, 726]])
  })

  it('reads "old fashioned, 2oz bourbon n a sugar cube" as the drink\'s parts; old fashioned oats stay oats', () => {
    expect(read('old fashioned, 2oz bourbon n a sugar cube').map(([name]) => name)).toEqual(['Liquor', 'Sugar'])
    expect(read('an old fashioned')).toEqual([['Old fashioned', 84, 154]])
    expect(read('old fashioned oats').map(([name]) => name)).toEqual(['Oats'])
  })
})

describe('portions of whole things', () => {
  it.each([
    ['half rack of baby back ribs', [['Pork ribs', 187.5, 744]]],
    // A roasted cornish hen is eaten with its skin: USDA's whole bird.
    ['a whole roasted cornish hen', [['Chicken, cornish game hens, meat and skin, cooked, roasted', 257, 666]]],
    // A slice of flan is about half a cup, not 28 g.
    ['a slice of flan', [['Desserts, flan, caramel custard, prepared-from-recipe', 150, 218]]],
  ])('"%s" is %j', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })
})
