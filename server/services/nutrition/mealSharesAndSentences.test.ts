import { entries } from './testing/usdaEntries'

/** Foods and phrases the twenty-second set (a development set, 2026-11-28) missed on arrival. */
describe('sentences and dashes', () => {
  it.each([
    // A full stop ends what was said, except after a unit's short form.
    [
      'a bagel w 2 tbsp cream cheese. 250ml OJ',
      [
        ['18001', 105],
        ['01017', 29],
        ['09206', 262.5],
      ],
    ],
    [
      '2 tbsp. butter on toast',
      [
        ['01001', 28.4],
        ['18069', 58],
      ],
    ],
    // A long dash sets a dish's parts off as a hyphen does.
    [
      'chicken caesar salad — 2 cups romaine, 4oz grilled chicken breast, 2 tbsp caesar dressing',
      [
        ['11251', 94],
        ['05064', 113.4],
        ['43015', 29.4],
      ],
    ],
    // "on wheat" before a dash is wheat bread, not wheat grain.
    [
      'turkey sandwich on wheat - 3 oz sliced turkey',
      [
        ['18075', 64],
        ['07081', 85],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('foods as USDA has them', () => {
  it.each([
    // Ghee is butter oil; sweet plantains are fried ripe ones; sliced beef a lean roast, not ground beef.
    ['1 tsp ghee', [['01003', 4.3]]],
    ['1 cup sweet plantains', [['09447', 169]]],
    ['3 oz thin sliced beef', [['13415', 85]]],
    // A scoop of a flavour is ice cream (half a cup); a protein scoop says so.
    ['2 scoops vanilla', [['19095', 132]]],
    ['1 scoop strawberry ice cream', [['19271', 66]]],
    ['a scoop of chocolate protein powder', [['14033', 30]]],
    // Prego alone is its traditional sauce; "(the one w meat)" says which.
    // (A cup of it is twice USDA's "serving 1/2 cup", not a cup by the sauce's density.)
    ['1/2 cup prego', [['06932', 130]]],
    ['3/4 cup prego (the one w meat)', [['06223', 195]]],
    // Sizes as the sets' writers read USDA: a slice of sourdough toast is a medium toasted slice (a fresh slice
    // of sourdough a bakery loaf's medium slice too), a corn muffin the medium one, an asian pear the larger fruit, a slice of cheesecake its NLEA piece, 125 g.
    ['a slice of sourdough toast', [['18030', 59]]],
    ['a slice of sourdough', [['18029', 59]]],
    ['corn muffin', [['18279', 113]]],
    ['an asian pear', [['09340', 275]]],
    ['a slice of cheesecake', [['18147', 125]]],
    // A slice of coconut cream pie is USDA's store pie (64 g); a shortcake biscuit 65 g, a strawberry shortcake with
    // its berries and cream.
    ['slice of coconut cream pie at the diner', [['18313', 64]]],
    ['1 shortcake biscuit', [['18126', 65]]],
    ['strawberry shortcake', [[undefined, 163]]],
    // Veggie lasagna is USDA's vegetable lasagna; a lasagna eaten out, no cuisine said, the Italian restaurant's.
    ['a piece of veggie lasagne', [['22956', 227]]],
    ['lasagna at a restaurant', [['36041', 457]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('dishes, how they were made and their parts', () => {
  it.each([
    // How a boxed mac and cheese was made, nothing of it measured, is USDA's prepared mix; the cups are of it.
    ['kraft mac n cheese, the blue box one made w 2% milk and margarine, ate about 1 1/2 cups', [['22960', 297]]],
    // A dal made from measured dry lentils is those lentils.
    [
      'dal made from 1/3 cup dry red lentils, 1 tsp ghee',
      [
        ['16069', 64],
        ['01003', 4.3],
      ],
    ],
    // Avocado toast spelled out by its bread and its avocado is those; on a bread named, its own bread.
    [
      'avocado toast on a slice of sourdough, half an avocado',
      [
        ['18029', 59],
        ['09037', 100.5],
      ],
    ],
    ['avocado toast on sourdough', [[undefined, 139]]],
    // A part restated in parentheses by its last word is the food named before ("10 carrots" are the baby carrots).
    [
      'hummus w baby carrots (3 tbsp hummus, 10 carrots)',
      [
        ['16158', 45],
        ['11960', 100],
      ],
    ],
    // Hard shell tacos listed by their fillings are their shells and those fillings.
    [
      '3 hard shell tacos, 3 oz ground beef total, 3 tbsp salsa',
      [
        ['18360', 38.7],
        ['23570', 85],
        ['06164', 48],
      ],
    ],
    // A bacon, egg and cheese on a bread is that bread with a fried egg, two strips of bacon and a slice of american
    // (on toast, two slices); one spelled out after a dash is its parts.
    [
      'bacon egg n cheese on a plain bagel',
      [
        ['18001', 105],
        ['01128', 46],
        ['10862', 23],
        ['01042', 21],
      ],
    ],
    [
      'ham egg & cheese on toast',
      [
        ['18069', 58],
        ['01128', 46],
        ['07029', 28.3],
        ['01042', 21],
      ],
    ],
    [
      'bacon egg n cheese on a kaiser roll - 2 fried eggs, 3 strips bacon, 2 slices american',
      [
        ['18353', 57],
        ['01128', 92],
        ['10862', 34.5],
        ['01042', 42],
      ],
    ],
    // A pb&j on a bread spelled out by its measured fillings is two slices of that bread and those.
    [
      'pb&j on white w 1 tbsp each pb n grape jelly',
      [
        ['18069', 58],
        ['16098', 16],
        ['19297', 20],
      ],
    ],
    [
      'pb&j on white with a banana',
      [
        [undefined, 106],
        ['09040', 118],
      ],
    ],
    // "…, the huge one" after a dish's list of parts is the dish's size, not its last part's.
    [
      'carne asada burrito from the taqueria w rice, pinto beans, guac n salsa, the huge one',
      [
        ['21267', 372],
        [undefined, 15],
        ['06164', 36],
      ],
    ],
    // Sweet tea with the sugar said is brewed tea and that sugar; said alone, brewed tea with its usual sugar.
    [
      'homemade sweet tea, 16 oz, 2 tbsp sugar in it',
      [
        ['14355', 473.2],
        ['19335', 25.2],
      ],
    ],
    ['a large sweet tea', [[undefined, 592]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('shares', () => {
  it.each([
    // A share said aside in parentheses, and who it was shared with, is no food.
    ["an order of general tso's w my sister (so half)", [['36618', 267.5]]],
    // "shared" before a food, with no one counted, is half of it; "split peas" are still split peas.
    ["shared an order of general tso's", [['36618', 267.5]]],
    ['split peas', [['16086', 196]]],
    ['pad thai (ate half)', [[undefined, 230]]],
    // A large pizza is a whole 14" one (a medium 12" one three quarters of it); "had a third" of it.
    ['split a large pizza with 2 friends, had a third', [['21299', 284.3]]],
    ['a medium pizza', [['21299', 639.8]]],
    ['2 slices of a large pizza', [['21299', 214]]],
    // A share of a pie or cake is of the whole one (a pie is eight slices).
    ['1/8 of an apple pie', [['18301', 125]]],
    ['apple pie (1/8 of the pie)', [['18301', 125]]],
    ['carrot cake, ate a quarter of the cake', [[undefined, 357]]],
    // A share said with no "of it" is of one slice.
    ['cheesecake, had half', [['18147', 62.5]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('misspellings, flavours and fillings', () => {
  it.each([
    // A food word often misspelt is spelt before a dish's name is looked for.
    ['beef n brocoli from the chinese place (whole order)', [['36603', 574]]],
    // Ice cream's flavours in parentheses are no other foods; dumplings counted after a dash are of that filling.
    ['3 scoops ice cream (vanilla, choc, strawberry)', [['19095', 198]]],
    ['pierogies - 6 potato n cheese', [['32025', 228]]],
    // A sausage, egg and cheese biscuit has cheese (USDA's breakfast biscuit); the words alone in a burrito name none.
    ['sausage egg n cheese biscuit', [['32032', 126]]],
    ['grabbed a breakfast burrito w/ egg cheese and sausage', [['21519', 109]]],
    // A word that is an object's own property is no short form.
    ['a constructor', []],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe("where this set's rules stop", () => {
  it.each([
    // Sized slices are slices.
    ['2 large slices of pizza', [['21299', 278.2]]],
    // A cupcake is no share of a whole cake.
    ['half a cupcake', [['18140', 32]]],
    // A full stop after a unit that follows a number is the unit's.
    ['1 qt. milk', [['01077', 976]]],
    // Coffee and yogurt scoops are no ice cream (a scoop of a food no powder, spread or coffee is half a cup).
    ['2 scoops coffee', [['14209', 60]]],
    ['1 scoop vanilla greek yogurt', [['01286', 94.4]]],
    // Sweet tea keeps its sugar unless a measured sugar is said.
    [
      'a large sweet tea, sugar free gum',
      [
        [undefined, 592],
        ['19163', 3],
      ],
    ],
    // "made with" drops only what the dish is made with; "the big one" sizes only its own sentence's dish.
    [
      'mac n cheese made with milk. then apple slices',
      [
        ['22960', 198],
        ['09003', 182],
      ],
    ],
    [
      'a burrito with rice. then a coke, the big one',
      [
        ['21064', 241],
        ['14148', 370],
      ],
    ],
    // A dash before a word is no list of parts; meat sauce is no lasagna.
    ['coffee – black', [['14209', 237]]],
    ['meat sauce', [['36630', 375]]],
    // Toppings in parentheses after ice cream are foods.
    [
      'ice cream (with brownie, hot fudge)',
      [
        ['19095', 132],
        ['18151', 56],
        ['19348', 38],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('reads a long list in parentheses after ice cream without trying every split of its words', () => {
    const flavours = Array.from({ length: 12 }, () => 'banana and cinnamon and lemon').join(' and ')
    expect(entries(`3 scoops ice cream (${flavours} - 1 each)`).length).toBeGreaterThan(0)
  })
})
