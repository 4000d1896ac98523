import { counted } from './testing/mealItems'

/**
 * Everyday dishes the tables lacked, found by trying a list of what people type (2026-11-29): before, a lobster roll
 * was a dinner roll, cabbage rolls two dinner rolls, a wedge salad 30 g of lettuce, churros, cannoli and gelato nothing
 * at all, a chili dog a cup of chili, a loaded baked potato a plain one and baked ziti plain pasta.
 */
describe('everyday dishes named bare', () => {
  it.each([
    ['lobster roll', [['Lobster roll', 189, 1]]],
    ['wedge salad', [['Wedge salad', 231, 1]]],
    // A plural with no count is two.
    ['cabbage rolls', [['Cabbage roll', 315, 2]]],
    ['churros', [['Churro', 72, 2]]],
    ['2 cannoli', [['Cannoli', 146, 2]]],
    ['gelato', [['Gelato', 140, 1]]],
    ['chili dog', [['Chili dog', 159, 1]]],
    ['loaded baked potato', [['Loaded baked potato', 259, 1]]],
    ['baked ziti', [['Baked ziti', 380, 1]]],
    ['pulled pork sandwich', [['Pulled pork sandwich', 203, 1]]],
    ['sweet potato fries', [['Sweet potato fries', 117, 1]]],
  ])('%s', (text, expected) => {
    expect(counted(text)).toEqual(expected)
  })

  it('reads a plural inside a food’s own name as one of it', () => {
    expect(counted('tres leches')).toEqual([['Tres leches cake', 140, 1]])
  })
})
