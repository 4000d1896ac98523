import { named } from './testing/mealItems'

/** What the rules of mealSidesAndOrders.test.ts leave alone (review, 2026-11-28). */
describe('where these rules stop', () => {
  it.each([
    // Kinds of a count only for foods that come in kinds, and never "one with …".
    [
      '2 eggs, one english muffin and one banana',
      [
        ['Egg', 100],
        ['English muffin', 57],
        ['Banana', 118],
      ],
    ],
    [
      '2 bagels, one with cream cheese',
      [
        ['Bagel', 210],
        ['Cream cheese', 29],
      ],
    ],
    // The last kind ends at "and a …".
    [
      '2 tacos, one chicken and one steak and a side of rice',
      [
        ['Chicken taco', 99],
        ['TACO BELL, Soft Taco with steak', 127],
        ['White rice', 158],
      ],
    ],
    // Fish and chips at a pub is the dish; a Publix sub's chips are chips.
    ['fish and chips at the pub', [['Fish and chips', 267]]],
    [
      'pub sub w chips',
      [
        ['Sub sandwich', 228],
        ['Potato chips', 28.3],
      ],
    ],
    // A pub on another line is not where these chips were eaten.
    [
      'turkey sandwich and chips\nburger at the pub',
      [
        ['Turkey sandwich', 157],
        ['Potato chips', 28.3],
        ['Hamburger', 110],
      ],
    ],
    // "lunch meat" before another food is a meal's label.
    ['lunch meat sandwich', [['Turkey sandwich', 157]]],
    // Whole milk said after a latte is its milk.
    ['latte, whole milk', [['Whole milk latte', 319]]],
    // A burger keeps its toppings listed after its dash.
    ['burger - lettuce, tomato, pickles, ketchup', [['Hamburger', 110]]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected)
  })

  it('reads garlic sauce as toum beside a shawarma, not at a Chinese place', () => {
    expect(named('chicken shawarma plate: rice, garlic sauce').map(([name]) => name)).toContain('Toum')
    expect(named('chicken with garlic sauce from the chinese place').map(([name]) => name)).not.toContain('Toum')
  })
})
