import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'
import { named } from './testing/mealItems'

/** Sides, sauces and orders the twenty-fifth set showed (2026-11-28, second evening). */
describe('sauces beside a plate', () => {
  it.each([
    // Gravy over a plate is a ladle, 1/4 cup (was a cup, 233 g); a cup when said.
    [
      'mashed potatoes w gravy',
      [
        ['11934', 210],
        ['06116', 60],
      ],
    ],
    ['1 cup gravy', [['06116', 233]]],
    // A ladle on each piece counted by number, three at most ("x2" counts too).
    [
      'smothered pork chops x2 w gravy',
      [
        ['10038', 290],
        ['06116', 120],
      ],
    ],
    // Pieces said in a measure are not counted pieces: one ladle.
    [
      '2 cups mashed potatoes w gravy',
      [
        ['11934', 420],
        ['06116', 60],
      ],
    ],
    // Cranberry sauce beside a plate is 1/4 cup (was a cup, 277 g).
    ['cranberry sauce', [['09081', 69]]],
    ['1/2 cup cranberry sauce', [['09081', 138.5]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('reads a sausage gravy listed under "biscuits and gravy" as the gravy, not the dish again', () => {
    expect(entries('biscuits and gravy - 2 biscuits w 1/2 cup sausage gravy')).toEqual([
      ['18015', 102],
      ['06319', 118],
    ])
  })

  it.each([
    // Two biscuits under 3/4 cup of sausage gravy; "(2 biscuits, …)" counts the biscuits of one plate.
    ['biscuits n gravy', [['Biscuits and gravy', 290]]],
    ['biscuits n gravy (2 biscuits, smothered)', [['Biscuits and gravy', 290]]],
    // Toum is oil whipped with garlic: 2 tbsp is about 200 kcal, not a jar of pasta sauce.
    ['toum', [['Toum', 30]]],
    ['seaweed salad', [['Seaweed salad', 79]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })

  it('prices toum as mostly oil', () => {
    const [toum] = estimateMeal('toum')
    expect(toum?.calories).toBeGreaterThan(180)
    expect(toum?.fat).toBeGreaterThan(20)
  })
})

describe('orders and how they are served', () => {
  it.each([
    // A latte is made with 2% milk, as coffee shops make it; whole milk when said.
    ['grande latte', [['Latte', 426]]],
    ['whole milk latte', [['Whole milk latte', 319]]],
    // "half chow mein half fried rice": a second half begins a second item.
    [
      'half chow mein half fried rice',
      [
        ['Lo mein', 75],
        ['Fried rice', 68.5],
      ],
    ],
    // A Chipotle or taqueria burrito is a 12 in tortilla around rice, beans and meat (about 970 kcal).
    ['chipotle steak burrito w white rice, pinto beans, cheese and sour cream', [['Chipotle burrito', 541]]],
    ['carne asada burrito from the taqueria', [['Steak burrito', 541]]],
    // A scoop of whey shaken with a cup of milk, not water with a splash of milk.
    ['protein shake w milk', [['Protein shake with milk', 276]]],
    ['protein shake', [['Protein shake', 330]]],
    // A meal's word that names a food is kept: "breakfast burrito" is not any burrito.
    ['breakfast burrito', [['Breakfast burrito', 109]]],
    ['breakfast burrito from the cafe', [['Breakfast burrito', 109]]],
    ['dinner roll', [['Dinner roll', 28]]],
    ['breakfast - 2 eggs', [['Egg', 100]]],
    // Toppings listed after a dish's dash (no amount, bread or filling) are said with it: the dish stays.
    ['cheeseburger - lettuce, tomato, pickles, ketchup', [['Cheeseburger', 127]]],
    ['banh mi thit nuong (grilled pork) - pickled carrot & daikon, cilantro, jalapeno, mayo', [['Banh mi', 215]]],
    ['hot dog - mustard, relish, onions', [['Hot dog', 98]]],
    // A list that names the bread or the filling still spells the dish out.
    [
      'turkey sandwich - 2 slices wheat, 3 oz turkey, mustard',
      [
        ['Whole wheat bread', 64],
        ['Turkey', 85],
        ['Mustard', 5],
      ],
    ],
    [
      '2 tacos - corn tortillas, chicken, salsa',
      [
        ['Corn tortilla', 52],
        ['Chicken breast', 86],
        // (Salsa said alone is two tablespoons, as every set weighs it.)
        ['Salsa', 36],
      ],
    ],
    // Unsweetened iced tea is brewed tea, no sugar.
    ['unsweetened iced tea', [['Tea', 237]]],
    // Thai iced tea has condensed and evaporated milk; a fluid ounce of the cup is part ice.
    ['thai iced tea, 16 oz, from the thai place', [['Thai iced tea', 383.3]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })

  it.each([
    // A square of a dish cut from its pan is a piece of it, not a 10 g square of chocolate; chocolate keeps its own.
    ['a square of cornbread', [['18024', 65]]],
    ['leftover lasagne, big square', [['22977', 331.5]]],
    ['2 squares of dark chocolate', [['19904', 20]]],
    // Taco seasoning is a couple of teaspoons of the dry mix, no taco.
    ['taco seasoning', [['02075', 5.7]]],
    // A slice of cheesecake is USDA's NLEA piece, 125 g; a small slice is its 1/6 of a 17 oz cake.
    ['slice of cheesecake', [['18147', 125]]],
    ['small slice of cheesecake', [['18147', 80]]],
    // One chicken breast is USDA's "1/2 breast" (one side, 86 g roasted meat), not the whole double breast (172 g).
    ['grilled boneless skinless chicken breast', [['05064', 86]]],
    ['a large chicken breast', [['05064', 170]]],
    // A pub's chips are fries, its restaurant serving; a bag of chips stays chips.
    [
      'chicken parmi n chips at the pub',
      [
        ['36059', 301],
        ['36014', 170],
      ],
    ],
    ['pub lunch, bag of chips', [['19411', 28]]],
    [
      'burger w chips',
      [
        ['21108', 110],
        ['19411', 28.3],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('a count, then each one by its kind', () => {
  it.each([
    [
      '2 tacos, one chicken and one steak',
      [
        ['Chicken taco', 99],
        ['TACO BELL, Soft Taco with steak', 127],
      ],
    ],
    [
      '2 donuts (1 glazed, 1 boston cream)',
      [
        ['Glazed donut', 64],
        ['Cream filled donut', 85],
      ],
    ],
    // The last kind ends at a comma: what follows is another food.
    [
      '3 tacos - one chicken, one steak and one fish, and a coke',
      [
        ['Chicken taco', 99],
        ['TACO BELL, Soft Taco with steak', 127],
        ['Fish taco', 117],
        ['Cola', 370],
      ],
    ],
    // A digit outside parentheses is a count of another food: "1 red pepper" is no kind of zucchini.
    [
      '2 zucchinis, 1 red pepper',
      [
        ['Zucchini', 392],
        ['Red bell pepper', 119],
      ],
    ],
    // As many kinds as the count, or the foods are as said: an english muffin is no kind of egg.
    [
      '2 eggs, one english muffin',
      [
        ['Egg', 100],
        ['English muffin', 57],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })
})

/** Dishes named bare and orders by where they were eaten (the twenty-sixth set, 2026-11-28, night). */
describe('dishes named bare', () => {
  it.each([
    ['bibimbap', [['Bibimbap', 470]]],
    ['2 tacos al pastor', [['Street taco', 256]]],
    ['spam musubi', [['Spam musubi', 182]]],
    [
      'misir wot w injera',
      [
        ['Misir wot', 292],
        ['Injera', 80],
      ],
    ],
    [
      '4 pao de queijo + cafezinho',
      [
        ['Pao de queijo', 97],
        ['Cafezinho', 63],
      ],
    ],
    ['shrimp n grits', [['Shrimp and grits', 444]]],
    ['chicken souvlaki pita w tzatziki', [['Souvlaki pita', 267]]],
    ['shake shack shackburger', [['Shackburger', 212]]],
    // In-N-Out by any spelling is the chain, not "in" and "out"; a double double without it is a double cheeseburger.
    ['in-n-out double double', [['Double-double burger', 283]]],
    ['a double double', [['Double cheeseburger', 166]]],
    ['jimmy johns turkey tom', [['Turkey tom', 249]]],
    ['chips n guac', [['Chips and guac', 189]]],
    ['jerk chicken', [['Jerk chicken', 228.5]]],
    ['biscuits n sausage gravy', [['Biscuits and gravy', 290]]],
    // An IPA is stronger than a lager: about 240 kcal a pint.
    ['a pint of ipa', [['India pale ale', 480]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })
})

describe('orders by where they were eaten', () => {
  it.each([
    // A theater's popcorn by its size; at the movies any popcorn; on the couch a cup of it.
    ['movie night - med popcorn', [['Movie popcorn', 121]]],
    ['large popcorn at the movies', [['Movie popcorn', 176]]],
    ['movie night on the couch: popcorn', [['Popcorn', 8]]],
    // A diner's pancakes are 6 in; a tablespoon of syrup on each, two to four.
    [
      '3 buttermilk pancakes w syrup @ ihop',
      [
        ['Pancake', 231],
        ['Pancake syrup', 60],
      ],
    ],
    ['2 pancakes', [['Pancake', 76]]],
    [
      'a waffle w syrup',
      [
        ['Waffle', 33],
        ['Pancake syrup', 40],
      ],
    ],
    // A takeout dish's large is its whole order.
    ['a large general tsos', [['General tso chicken', 535]]],
    // A big bowl of cereal is two of its bowls.
    ['big bowl of cheerios', [['Cheerios', 56]]],
    // Pieces of fried chicken listed after their count, before more of the meal.
    [
      'popeyes 2pc mild thigh n leg w a biscuit',
      [
        ['POPEYES, Fried Chicken, Mild, Thigh, meat and skin with breading', 138],
        ['POPEYES, Fried Chicken, Mild, Drumstick, meat and skin with breading', 76],
        ['POPEYES, biscuit', 60],
      ],
    ],
    // A flavored latte is made with 2% milk.
    ['grande caramel macchiato', [['Flavored latte', 426]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })
})
