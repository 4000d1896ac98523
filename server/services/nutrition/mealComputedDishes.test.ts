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
    ['2 fish tacos', [['Fish taco', 242, 411]]],
    // Not the Girl Scout cookie a typo would find.
    ['2 samosas', [['Samosa', 200, 572]]],
    ['chana masala', [['Chana masala', 240, 367]]],
    ['a calzone', [['Calzone', 295, 703]]],
    ['an acai bowl', [['Acai bowl', 300, 335]]],
    // A margarita and a mojito are their own cocktails, not a 2 oz daiquiri.
    ['a margarita', [['Margarita', 162, 210]]],
    ['a mojito', [['Mojito', 179, 150]]],
    ['a stack of pancakes', [['Pancake', 114, 259]]],
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
