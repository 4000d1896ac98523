import { counted, kcal, names } from './testing/mealItems'

/**
 * Drinks found wanting (2026-11-29): a root beer float was a cola, an espresso martini a shot of espresso, a long
 * island iced tea a glass of iced tea, and a mimosa, a bloody mary and sangria nothing at all.
 */
describe('mixed drinks and floats', () => {
  it.each([
    ['root beer float', 'Root beer float', 235],
    ['2 mimosas', 'Mimosa', 236],
    ['bloody mary', 'Bloody mary', 127],
    ['sangria', 'Sangria', 200],
    ['espresso martini', 'Espresso martini', 189],
    ['long island iced tea', 'Long island iced tea', 203],
    // A cupcake's frosting is in it.
    ['a cupcake with frosting', 'Yellow cake', 243],
  ])('%s', (text, name, calories) => {
    expect(names(text)).toEqual([name])
    expect(kcal(text)).toBe(calories)
  })
})

describe('parts and spreads said in passing', () => {
  it('reads a shake’s measured parts in parentheses as the shake', () => {
    expect(counted('protein shake (2 scoops whey, almond milk)')).toEqual([
      ['Whey protein powder', 60, 2],
      ['Almond milk', 240, 1],
    ])
  })

  it('spreads "pb & j" on the toast said before it, no sandwich of its own', () => {
    expect(names('2 pcs toast w/ pb & j')).toEqual(['Peanut butter toast', 'Jam'])
  })

  it('reads "bfast" as breakfast and a bagel seasoning as no bagel', () => {
    expect(names('bfast burrito w egg cheese potato')).toEqual(['Breakfast burrito'])
    expect(names('2 hard boiled eggs + everything bagel seasoning')).not.toContain('Bagel')
  })
})

describe('a protein, a starch and a vegetable listed without their comma', () => {
  it('reads "chicken rice and broccoli" as three foods, not chicken rice soup', () => {
    expect(names('chicken rice and broccoli')).toEqual(['Chicken breast', 'White rice', 'Broccoli'])
    expect(names('chicken rice soup')).toEqual(['Soup, chicken rice, canned, chunky, ready-to-serve'])
  })
})
