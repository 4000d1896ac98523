import { estimateMeal } from './mealEstimator'
import { entries, ndbs } from './testing/usdaEntries'
import { names } from './testing/mealItems'

describe('chains named in a meal', () => {
  it('finds the food without the chain when the chain has no such product', () => {
    // Not an olive: Olive Garden has no breadstick in USDA's table, a breadstick is one.
    expect(ndbs('olive garden breadstick')).toEqual(['21520'])
    expect(ndbs('popeyes 3 piece tenders')).toEqual(['21401'])
  })

  it("reads a chain's name alone as no food, and the food after it", () => {
    expect(estimateMeal('taco bell')).toEqual([])
    expect(ndbs('taco bell: 3 crunchy tacos')).toEqual(['21082'])
    // A food called by the chain's name, or a product named by it, stays.
    expect(ndbs('kfc')).toEqual(['05058'])
    expect(ndbs('spaghettios')).toEqual(['22931'])
  })

  it('reads chains USDA has no food of as places, not counts or foods', () => {
    // Not five cheeseburgers (Five Guys' own, two patties), not a milkshake, not monterey jack.
    expect(names('five guys cheeseburger')).toEqual(['Five guys cheeseburger'])
    expect(ndbs('cheeseburger at five guys')).toEqual(['21090'])
    expect(ndbs('shake shack burger')).toEqual(['21108'])
    expect(ndbs('jack in the box tacos')).toEqual(['21082'])
    expect(names('in n out double double')).toEqual(['Double-double burger'])
  })

  it('knows products by their own names', () => {
    expect(ndbs('a mcchicken')).toEqual(['21355'])
    expect(ndbs('a whopper')).toEqual(['21252'])
    expect(ndbs('a double whopper')).toEqual(['21254'])
  })

  it("reads a chain pizza's crust, and its usual crust when none is said", () => {
    expect(entries('2 slices of pizza hut pan pepperoni')).toEqual([['21297', 226]])
    expect(ndbs('pizza hut pan pizza')).toEqual(['21294'])
    expect(ndbs('pizza hut pepperoni pizza')).toEqual(['21297'])
    expect(ndbs('pizza hut thin crust pepperoni')).toEqual(['21491'])
    expect(ndbs('dominos pepperoni pizza')).toEqual(['21280'])
    expect(ndbs('dominos thin crust pepperoni')).toEqual(['21492'])
    expect(ndbs('little caesars cheese pizza')).toEqual(['21287'])
  })

  it('reads the size of a pizza its slices come from as no larger slices', () => {
    // A 14" chain pizza's slices are its large one's; slices of its medium (12") one 85 % of them.
    expect(entries('2 slices pizza hut 14" pepperoni pan pizza')).toEqual([['21297', 226]])
    expect(entries('2 slices pizza hut pepperoni pan (the 12 inch one)')).toEqual([['21297', 192.1]])
    expect(entries('2 slices of a large cheese pizza')).toEqual([['21299', 214]])
    expect(entries('2 slices of a medium dominos cheese pizza')).toEqual([['21277', 183.6]])
    // A large slice is larger; a size said of the slice of no chain's pizza is the slice's.
    expect(entries('2 large slices of cheese pizza')).toEqual([['21299', 278.2]])
    expect(entries('a medium slice of cheese pizza')).toEqual([['21299', 107]])
    // Inches of a cheesecake or a sub are no pizza's size.
    expect(entries('2 slices of a 10 inch cheesecake')).toEqual([['18147', 325]])
  })

  it('reads a kind of pizza said with its size, or from a chain, as that pizza', () => {
    expect(entries("split a large pepperoni from domino's w 2 friends, i had 3 slices")).toEqual([['21280', 339]])
    expect(names('split a large pepperoni w my bf, i had 3 slices')).toEqual(['Pepperoni pizza'])
    // A pan pizza of no chain is no thin crust one; a small pepperoni beside crackers is the sausage.
    expect(ndbs('pan pizza')).toEqual(['21299'])
    expect(names('snack: small pepperoni, crackers, cheddar')[0]).toBe('Pepperoni')
  })

  it("reads a sized item after a chain's name, and the chain's name over a list of its products", () => {
    expect(entries('wendys small frosty')).toEqual([['21248', 227]])
    expect(entries('wendys jr frosty')).toEqual([['21248', 113]])
    expect(entries('wendys large frosty')).toEqual([['21248', 372]])
    // (Not "kfc" besides, the fried chicken its name alone is.)
    expect(ndbs('kfc\n- 2 pc original recipe (breast + thigh)\n- biscuit')).toEqual(['21434', '21436', '21419'])
    expect(ndbs('kfc')).toEqual(['05058'])
    // Cream in a coffee order is a creamer, not McDonald's ice cream cone.
    expect(names('mcdonalds med coffee w 2 creams')).toEqual(['Coffee', 'Half and half'])
  })

  it('reads "a pepperoni slice" as pizza, "a slice of pepperoni" as pepperoni', () => {
    expect(names('a pepperoni slice')).toEqual(['Pepperoni pizza'])
    expect(names('a slice of pepperoni')).toEqual(['Pepperoni'])
  })
})
