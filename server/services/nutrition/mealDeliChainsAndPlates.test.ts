import { estimateMeal } from './mealEstimator'
import { counted, kcal, names } from './testing/mealItems'

describe('deli meat on a bread', () => {
  it('is two ounces of the deli’s meat, not a cup of roast turkey', () => {
    expect(counted('turkey & swiss on rye w mustard')).toEqual([
      ['Turkey breast deli', 56.7, 1],
      ['Swiss cheese', 28, 1],
      ['Rye bread', 64, 2],
      ['Mustard', 5, 1],
    ])
    expect(counted('ham and cheese on white')[0]).toEqual(['Ham', 56.7, 1])
    expect(counted('pastrami on rye')[0]).toEqual(['Beef, cured, pastrami', 85, 1])
  })

  it.each([
    // A measured meat keeps its amount; a chain's sub and a label whose parts follow are not rewritten.
    ['3 oz turkey on rye', 85],
    ['2 slices ham on white', 56],
  ])('keeps an amount said: %s', (text, grams) => {
    expect(counted(text)[0][1]).toBe(grams)
  })

  it.each([
    // Meat on rice, or cooked some other way, is no deli sandwich.
    ['turkey on white rice', 'Turkey'],
    ['ground turkey on white rice', 'Ground turkey'],
    ['roast turkey on rye', 'Turkey'],
  ])('leaves meat that is no deli meat alone: %s', (text, name) => {
    expect(names(text)[0]).toBe(name)
  })

  it('leaves a chain’s sub and a sandwich listed by its parts alone', () => {
    expect(counted('subway 6 inch turkey on white')).toEqual([['Turkey sub', 192, 1]])
    expect(counted('roast beef on rye - 3 oz deli roast beef, 2 slices rye')[0][1]).toBe(85)
  })
})

describe('a maker named in a meal', () => {
  it('makes a shop brand’s product only of the item that names it', () => {
    expect(names('can of campbells chicken noodle + grilled cheese')).toEqual(['Chicken noodle soup', 'Grilled cheese'])
  })

  it('reads an amount of soup "condensed" after its name as the soup’s, not condensed milk', () => {
    const [soup] = estimateMeal("campbell's chicken noodle, 1/2 cup condensed + 1/2 cup water")
    expect(soup.name).toMatch(/CAMPBELL'S.*Chicken Noodle Soup, condensed/)
    expect(soup.quantity).toBe(0.5)
    expect(names("campbell's chicken noodle, 1/2 cup condensed")).not.toContain('Sweetened condensed milk')
  })

  it('takes a chain’s original product over one named by a filler word ("extra")', () => {
    expect(names('kfc thigh')).toEqual(['KFC, Fried Chicken, ORIGINAL RECIPE, Thigh, meat and skin with breading'])
  })

  it('takes the style said once for all of an order’s pieces', () => {
    expect(names('kfc extra crispy 2pc dark (drumstick n thigh) w a biscuit')).toContain(
      'KFC, Fried Chicken, EXTRA CRISPY, Thigh, meat and skin with breading',
    )
  })

  it('takes an item’s own style before the one said of another item', () => {
    expect(names('kfc extra crispy breast and a original recipe thigh')).toEqual([
      'KFC, Fried Chicken, EXTRA CRISPY, Breast, meat and skin with breading',
      'KFC, Fried Chicken, ORIGINAL RECIPE, Thigh, meat and skin with breading',
    ])
  })

  it('keeps the soup’s amount off the other foods of its list', () => {
    expect(names('grilled cheese and tomato soup, 1 can condensed')).toEqual([
      'Grilled cheese',
      'Soup, tomato, canned, condensed',
    ])
  })

  it('keeps the kind of dish said when the chain sells none of it', () => {
    expect(names('popeyes spicy chicken sandwich')).toEqual(['Chicken sandwich'])
  })
})

describe('plates, cups and counts', () => {
  it.each([
    // The foam cup of instant noodles (64 g dry), not a measuring cup; a cup of noodles stays a cup.
    ['cup of instant ramen', [['Ramen', 365, 1]]],
    ['cup noodles', [['Ramen', 365, 1]]],
    ['1 cup noodles', [['Pasta', 140, 1]]],
    ['nissin cup noodles', [['Ramen', 365, 1]]],
    // Measured cups stay cups.
    ['2 cups of instant ramen', [['Ramen', 486, 2]]],
    // Pierogi and gyoza are their own plural: a plate of six.
    [
      'potato cheese pierogi fried in butter',
      [
        ['Dumpling, potato- or cheese-filled, frozen', 228, 6],
        ['Butter', 14.2, 1],
      ],
    ],
    ['gyoza', [['Potstickers', 150, 6]]],
    ['a pierogi', [['Dumpling, potato- or cheese-filled, frozen', 38, 1]]],
    // Chips counted with their dip: that many chips and a quarter cup of dip to 15 of them.
    [
      'chips and guac, maybe 15 chips',
      [
        ['Tortilla chips', 30, 15],
        ['Guacamole', 60, 4],
      ],
    ],
    // Chips of another kind keep their name.
    [
      'potato chips and bean dip, about 10 chips',
      [
        ['Potato chips', 15, 10],
        ['Dip, bean, original flavor', 18, 1],
      ],
    ],
    ['a slab of feta', [['Feta cheese', 56.7, 1]]],
  ])('%s', (text, expected) => {
    expect(counted(text)).toEqual(expected)
  })
})

/**
 * Dishes found wanting by trying what people type (2026-11-29): before, salmon and beef teriyaki were a tablespoon of
 * sauce and a salmon teriyaki bowl a chicken one, udon, yakisoba and gnocchi were nothing, penne vodka a shot of
 * liquor, crab rangoon plain crab, lobster bisque plain lobster, carne asada a burrito, chia pudding chocolate pudding,
 * an egg salad sandwich had no bread and a soup's bread bowl was a slice.
 */
describe('everyday dishes named bare', () => {
  it.each([
    ['salmon teriyaki bowl', 'Salmon teriyaki bowl', 534],
    ['salmon teriyaki', 'Salmon teriyaki', 265],
    ['beef teriyaki', 'Beef teriyaki', 293],
    ['tofu teriyaki bowl', 'Tofu teriyaki bowl', 462],
    ['udon', 'Udon', 363],
    ['beef udon', 'Beef udon', 542],
    ['yakisoba', 'Yakisoba', 530],
    ['gnocchi', 'Gnocchi', 409],
    ['penne vodka', 'Penne alla vodka', 592],
    ['chicken alfredo', 'Chicken alfredo', 773],
    ['lobster bisque', 'Lobster bisque', 346],
    ['carne asada', 'Carne asada', 374],
    ['carne asada plate', 'Carne asada plate', 976],
    ['chia pudding', 'Chia pudding', 233],
    ['tuna noodle casserole', 'Tuna noodle casserole', 455],
    ['egg salad sandwich', 'Egg salad sandwich', 416],
    ['french onion soup', 'French onion soup', 316],
  ])('%s', (text, name, calories) => {
    expect(names(text)).toEqual([name])
    expect(kcal(text)).toBe(calories)
  })

  it('counts crab rangoon by the piece, six to an order said in plural', () => {
    expect(counted('crab rangoon x4')).toEqual([['Crab rangoon', 88, 4]])
    expect(counted('crab rangoons')).toEqual([['Crab rangoon', 132, 6]])
  })

  it('serves a soup in a bread bowl with the bowl’s bread', () => {
    expect(names('clam chowder in a bread bowl')).toEqual(['Clam chowder', 'Bread bowl'])
    expect(kcal('clam chowder in a bread bowl')).toBe(758)
  })
})

/**
 * Chain and brand orders found wanting by trying what people type (2026-11-29): before, a Starbucks cake pop was a
 * can of cola, bagel bites six whole bagels, a Ben & Jerry's Half Baked pint a pint of half-and-half, Honey Nut
 * Cheerios plain Cheerios, a chalupa and a cheesy gordita crunch a plain taco, and a Boston Kreme or a Chick-fil-A
 * spicy deluxe nothing at all.
 */
describe('chain and brand orders', () => {
  it.each([
    ['starbucks cake pop', 'Cake pop', 159],
    ['bagel bites', 'Bagel bites', 265],
    ['ben and jerrys half baked pint', 'Ice creams, vanilla, rich', 1066],
    ['honey nut cheerios', 'Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS', 139],
    ['taco bell chalupa', 'Chalupa', 342],
    ['taco bell cheesy gordita crunch', 'Cheesy gordita crunch', 415],
    ['dunkin boston kreme', 'Cream filled donut', 307],
    ['chick fil a spicy deluxe', 'CHICK-FIL-A, chicken sandwich', 466],
    ['tacos al pastor', 'Street taco', 481],
    ['pad kra pao', 'Pad kra pao', 669],
    ['chicken karaage', 'Chicken karaage', 422],
    ['pollo asada', 'Pollo asada', 348],
    ['katsudon', 'Katsudon', 873],
    ['pb and banana sandwich', 'Peanut butter and banana sandwich', 406],
    // Before: chicken noodle soup, a garden salad (twice), a turkey sandwich, a tortilla, ground beef, nothing, shrimp.
    ['chicken tortilla soup', 'Chicken tortilla soup', 409],
    ['macaroni salad', 'Macaroni salad', 368],
    ['quinoa salad', 'Quinoa salad', 304],
    ['caprese sandwich', 'Caprese sandwich', 471],
    ['veggie wrap', 'Veggie wrap', 358],
    ['beef kabobs', 'Beef kabob', 359],
    ['3 sliders', 'Slider', 687],
    ['coconut shrimp', 'Coconut shrimp', 337],
    // Before: 25 kcal of USDA's commodity fajita strips.
    ['chicken fajitas', 'Chicken fajitas', 736],
    ['2 chicken fajitas', 'Chicken fajitas', 492],
    // Before: two jalapeños, plain fries (twice), boiled artichoke, plain shrimp.
    ['jalapeno poppers', 'Jalapeno popper', 512],
    ['cheese fries', 'Cheese fries', 469],
    ['loaded fries', 'Loaded fries', 593],
    ['spinach artichoke dip', 'Spinach artichoke dip', 322],
    ['shrimp po boy', 'Shrimp po boy', 658],
  ])('%s', (text, name, calories) => {
    expect(names(text)).toEqual([name])
    expect(kcal(text)).toBe(calories)
  })

  it('counts tacos named by their kind after them', () => {
    expect(counted('tacos al pastor')).toEqual([['Street taco', 256, 2]])
    expect(counted('3 tacos de birria')[0][2]).toBe(3)
    expect(names('tacos de pollo')).toEqual(['Chicken taco'])
  })

  it('drops the Half Baked flavour only beside Ben & Jerry’s or ice cream', () => {
    expect(counted('half baked potato and ice cream')[0]).toEqual(['Baked potato', 86.5, 0.5])
  })
})

describe('burgers and sandwiches and their bread', () => {
  it.each([
    // No bun said (before its leaving-out is read): the patty alone, of the meat named, with the cheese its name says.
    ['bunless burger', [['Burger patty', 77, 1]]],
    ['turkey burger no bun', [['Ground turkey, 93% lean, 7% fat, patties, broiled', 85, 1]]],
    [
      'cheeseburger protein style',
      [
        ['Burger patty', 77, 1],
        ['American cheese', 21, 1],
      ],
    ],
    // A count, a double, bacon and "no cheese" are read; the foods before it stay; a burger weighed raw is cooked.
    [
      'two bacon cheeseburgers no bun',
      [
        ['Burger patty', 154, 2],
        ['American cheese', 42, 2],
        ['Bacon', 46, 4],
      ],
    ],
    ['double cheeseburger no bun no cheese', [['Burger patty', 154, 2]]],
    [
      'fish and burger no bun',
      [
        ['Cod', 180, 1],
        ['Burger patty', 77, 1],
      ],
    ],
    ['8 oz burger no bun', [['Beef patty', 170.1, 1]]],
    ['burgers, no buns', [['Burger patty', 154, 2]]],
    // A turkey burger is turkey, on its bun.
    ['turkey burger', [['Turkey burger', 174, 1]]],
    // A dish made with a bread is served on its one bread, whichever is said.
    ['turkey burger on a whole wheat bun w lettuce', [['Turkey burger', 174, 1]]],
    ['turkey sandwich on a kaiser roll', [['Turkey sandwich', 157, 1]]],
    ['blt on sourdough', [['Blt', 152, 1]]],
    // A roll said as a side is a side.
    [
      'turkey sandwich on a roll with a side roll',
      [
        ['Turkey sandwich', 157, 1],
        ['Dinner roll', 28, 1],
      ],
    ],
    // Fried tofu in a meal is a serving of it, not one 13 g cube; stir-fried tofu is tofu cooked in a little oil.
    ['fried tofu', [['Tofu, fried', 85, 1]]],
    ['stir fried tofu', [['Tofu', 85, 1]]],
  ])('%s', (text, expected) => {
    expect(counted(text)).toEqual(expected)
  })
})
