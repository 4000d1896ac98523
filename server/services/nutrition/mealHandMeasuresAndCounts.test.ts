import { counted, named } from './testing/mealItems'

/** Found by the forty-fifth meal set (2026-11-29): portions measured by hand, as portion guides teach. */
describe('hand measures', () => {
  it('reads a palm as 3 oz of cooked meat, fish or tofu, a fist as a cup, a thumb as a tablespoon', () => {
    expect(named('palm sized salmon fillet baked, a fist of rice')).toEqual([
      ['Salmon', 85],
      ['White rice', 158],
    ])
    expect(named('2 palms of chicken')).toEqual([['Chicken breast', 170.1]])
    expect(counted('2 fists of rice')).toEqual([['White rice', 316, 2]])
    expect(named('a thumb of peanut butter')).toEqual([['Peanut butter', 16]])
  })

  it('gives "the same" the amount said before it', () => {
    expect(named('pb&j, the usual. 2 slices white bread, thumb of pb and same of grape jelly')).toEqual([
      ['White bread', 58],
      ['Peanut butter', 16],
      ['Jam', 20],
    ])
    expect(counted('2 tbsp oil and the same of vinegar').map(([name, , n]) => [name, n])).toEqual([
      ['Olive oil', 2],
      ['Vinegar', 2],
    ])
  })
})

describe('a dish counted with "x" and its parts after a dash', () => {
  it('reads the dash as setting the parts off, and a taco’s flour tortillas as taco-sized', () => {
    expect(counted('fish tacos x2 - flour tortillas, 3 oz cod each, 1/4 cup cabbage each')).toEqual([
      ['Flour tortilla', 64, 2],
      ['Cod', 170.1, 1],
      ['Cabbage', 44.5, 0.5],
    ])
    expect(named('3-egg omelet')).toEqual([['Omelet', 183]])
  })
})
