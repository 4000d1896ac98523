import { estimateMeal } from './mealEstimator'
import { ndbs } from './testing/usdaEntries'

describe('a chain or brand the meal names', () => {
  it.each([
    // Each item is the chain's own product holding its words.
    ['popeyes 3pc spicy tenders and a biscuit', ['21418', '21415']],
    ['applebees sirloin w fries and coleslaw', ['36000', '36002', '36021']],
    ['hot fudge sundae from mcdonalds', ['21336']],
    ['2 bean burritos from taco bell', ['21264']],
    // The chain's name alone ("dinner at olive garden") is where, not what.
    ['dinner at olive garden, had the lasagna', ['36042']],
    ['fried shrimp at on the border', ['15150']],
  ])('"%s" is %j', (text, expected) => {
    expect(ndbs(text)).toEqual(expected)
  })

  it('keeps a food the chain has no product for', () => {
    // Olive Garden has no breadstick in the table: the fast-food one stays.
    expect(ndbs('2 breadsticks at olive garden')).toEqual(['21520'])
  })

  it('finds nothing in a meal that only names the chain', () => {
    expect(estimateMeal('had subway for lunch')).toEqual([])
  })

  it.each([
    // A brand named alone is its product, not a place.
    ['a hot pocket', ['22537']],
    ['spaghettios', ['22931']],
    // (A pizza from a chain is the chain's pizza.)
    ['pizza from pizza hut', ['21294']],
    // The maker's own words are in all its products: "taco" does not pick Taco Bell's burrito.
    ['taco bell crunchy taco supreme', ['21260']],
    // Another chain's product is not kept for this one.
    ['wendys grilled chicken sandwich', ['21508']],
    // A maker whose name is an everyday word is not named by it.
    ['oatmeal cookies my mother baked', ['18178']],
  ])('"%s" is %j', (text, expected) => {
    expect(ndbs(text)).toEqual(expected)
  })

  it('keeps a name that already holds the maker ("campbells chicken noodle soup" is made up with water)', () => {
    expect(ndbs('campbells chicken noodle soup')).toEqual(['06419'])
  })

  it('keeps a name given to a product on purpose ("muscle milk" is the bottle, not the powder)', () => {
    expect(ndbs('muscle milk')).toEqual(['14036'])
    expect(ndbs('shredded wheat')).toEqual(['08148'])
  })
})
