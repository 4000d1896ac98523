import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** What an item is called and how much of it, for computed drinks and dishes that have no single USDA entry. */
const read = (text: string) => estimateMeal(text).map((i) => [i.name, i.grams])

/** Meal text from a development set written for issue 17 (the fifteenth): parents, gym-goers, takeout, home cooking. */
describe('words around a meal that name no food', () => {
  it.each([
    // When and where it was eaten.
    ['froot loops at like 1am, 2 cups', [['08030', 58]]],
    ['zone perfect bar after the gym', [['25031', 50]]],
    ['half an eggo off his plate', [['18403', 16.5]]],
    // Whose it was.
    ['finished half of my daughters vanilla cone', [['21028', 60]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('amounts said of the food before', () => {
  it('reads "prob a third of the sandwich" after a pb&j as a third of it, not a second sandwich', () => {
    expect(read('ate the crusts off my kids pb&j, prob a third of the sandwich')).toEqual([
      ['Peanut butter and jelly sandwich', 35.3],
    ])
  })

  it('gives "6oz of meat" to the meat of a sandwich, not to the bread it was assumed to be on', () => {
    expect(entries('pastrami on rye, prob 6oz of meat')).toEqual([
      ['13355', 170.1],
      ['18060', 64],
    ])
  })

  it('gives "each" after "with" to every one counted before', () => {
    expect(entries('2 mugs of coffee w 2 tbsp coffee mate each')).toEqual([
      ['14209', 710],
      ['01205', 60],
    ])
    // A weight is no count: "170g halibut w 1 cup each of rice and squash" is a cup of each.
    expect(entries('170g baked halibut w 1 cup each of cooked wild rice and squash').map(([, g]) => g)).toEqual([
      170, 164, 205,
    ])
  })

  it('counts pieces of a serving USDA counts ("serving 6 rolls") and halves a frozen pizza\'s package', () => {
    expect(entries('ate like 15 pizza rolls')).toEqual([['32012', 199.5]])
    expect(entries('half a frozen cheese pizza')).toEqual([['21224', 340.2]])
  })

  it('reads "the big one" as the size of the item before, and its hedged measure', () => {
    expect(entries('thai iced tea, the big one (like 20 oz)')).toEqual([[undefined, 479.1]])
    expect(entries('fries, the large ones')).toEqual([['21138', 154]])
  })

  it('counts a bar USDA weighs only by 100 g as one bar', () => {
    expect(entries('a clif z bar')).toEqual([['03000', 36]])
  })
})

describe('foods people name that USDA files otherwise', () => {
  it.each([
    // Pork is the roast loin, not USDA's first pork entry (separable fat); pork rinds are the snack.
    ['4 oz grilled pork', [['10023', 113.4]]],
    ['1 oz bag of pork rinds', [['19041', 28.3]]],
    ['a slice of dark rye', [['18044', 26]]],
    // Half a baguette is half the loaf.
    ['half a baguette', [['18029', 125]]],
    ['2 paczki', [['18256', 170]]],
    // A pint of bitter is beer; heavy cream is measured as the liquid, not whipped.
    ['a pint of bitter', [['14003', 473]]],
    ['1 cup heavy cream', [['01053', 238]]],
    ['patty melt', [['21096', 182]]],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it.each([
    ['16oz brown sugar boba milk tea', [['Bubble tea', 477.9]]],
    // A piece of baklava is a 60 g diamond of it.
    ['yiayias baklava, 2 pieces', [['Baklava', 90]]],
    ['mango sticky rice from the thai place', [['Mango sticky rice', 325]]],
    ['leftover pancit bihon, maybe 2 cups', [['Pancit', 320]]],
    ['sopa de fideo, 2 bowls', [['Sopa de fideo', 720]]],
    ['1/4 cup tzatziki', [['Tzatziki', 60]]],
    ['white russian x2', [['White russian', 212.6]]],
  ])('"%s" is a drink or dish computed from its USDA parts: %j', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })
})
