import { estimateMeal } from './mealEstimator'
import { ndbs } from './testing/usdaEntries'

const names = (text: string) => estimateMeal(text).map((i) => i.name)

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
    // Not five cheeseburgers, not a milkshake, not monterey jack.
    expect(ndbs('five guys cheeseburger')).toEqual(['21090'])
    expect(ndbs('shake shack burger')).toEqual(['21108'])
    expect(ndbs('jack in the box tacos')).toEqual(['21082'])
    expect(ndbs('in n out double double')).toEqual(['21094'])
  })

  it('knows products by their own names', () => {
    expect(ndbs('a mcchicken')).toEqual(['21355'])
    expect(ndbs('a whopper')).toEqual(['21252'])
    expect(ndbs('a double whopper')).toEqual(['21254'])
  })

  it('reads "a pepperoni slice" as pizza, "a slice of pepperoni" as pepperoni', () => {
    expect(names('a pepperoni slice')).toEqual(['Pepperoni pizza'])
    expect(names('a slice of pepperoni')).toEqual(['Pepperoni'])
  })
})
