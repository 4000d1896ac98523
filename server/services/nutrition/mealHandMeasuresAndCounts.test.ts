import { counted, named, names } from './testing/mealItems'

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

describe('tacos counted with "x" and spelled out by their parts', () => {
  it('reads a taco’s flour tortillas as taco-sized', () => {
    expect(counted('fish tacos x2: flour tortillas, 3 oz cod each, 1/4 cup cabbage each')).toEqual([
      ['Flour tortilla', 64, 2],
      ['Cod', 170.1, 1],
      ['Cabbage', 44.5, 0.5],
    ])
    expect(counted('fish tacos x2 - flour tortillas, 3 oz cod each, 1/4 cup cabbage each')[0]).toEqual([
      'Flour tortilla',
      64,
      2,
    ])
    expect(counted('tacos x3 - ground beef, corn tortillas, lettuce, shredded cheese, salsa')).toEqual([
      ['Ground beef taco', 270, 3],
    ])
    expect(named('3-egg omelet')).toEqual([['Omelet', 183]])
  })
})

describe('what brackets and remarks say of the amount', () => {
  it('reads vegetables named by their kinds with their total as an equal share of it each', () => {
    expect(counted('bunch of veg (broccoli, red pepper, onion, maybe 2 cups)').map(([name, , n]) => [name, n])).toEqual(
      [
        ['Broccoli', 0.67],
        ['Red bell pepper', 0.67],
        ['Onion', 0.67],
      ],
    )
  })

  it('reads a weight and then the pieces it holds as that weight, and "(1 serving)" after a count as that count', () => {
    expect(named('1 serving tortilla chips (28g, like 10 chips) w 1/4 cup salsa')).toEqual([
      ['Tortilla chips', 28],
      ['Salsa', 64.8],
    ])
    expect(counted('2 eggo homestyle waffles (1 serving)')).toEqual([['Waffle', 66, 2]])
  })

  it('reads the meats of a bowl of pho as its own, and the broth left as none', () => {
    expect(names('pho, big bowl w rare beef and brisket. ate all the noodles, left most of the broth')).toEqual(['Pho'])
  })

  it('reads "a lil oil" as a little', () => {
    expect(named('cod seared in a lil oil')[1]).toEqual(['Olive oil', 10.1])
  })
})

describe('the size of the pieces counted, said after them', () => {
  it('gives the pieces before it that size', () => {
    expect(counted('2 brownies from the potluck, smallish 2 inch squares')).toEqual([['Brownie', 56, 2]])
    expect(counted('3 pancakes, small ones')[0][0]).toBe('Pancake')
    expect(names('3 pancakes, small ones')).toEqual(['Pancake'])
    expect(counted('2 cookies, big ones')).toEqual([['Chocolate chip cookie', 80, 2]])
  })

  it('leaves a share of a sized whole alone', () => {
    expect(named('slice of my apple pie, 1/8 of a 9 inch, w a scoop of vanilla ice cream')[0]).toEqual([
      'Apple pie',
      125,
    ])
  })
})

describe('what was brought in, and a brand’s own doughnut', () => {
  it('reads how many were had of what someone brought, of the kind said', () => {
    expect(counted('someone brought krispy kremes to the unit, I had 2 glazed')).toEqual([
      ['Krispy kreme original glazed', 98, 2],
    ])
    expect(counted('my coworker brought cookies, i had 3')).toEqual([['Chocolate chip cookie', 48, 3]])
  })

  it('weighs a Krispy Kreme glazed as the brand does (49 g), a plain glazed doughnut as USDA does', () => {
    expect(counted('krispy kreme glazed x2')).toEqual([['Krispy kreme original glazed', 98, 2]])
    expect(named('a glazed donut')).toEqual([['Glazed donut', 64]])
  })
})

describe('a size said after a measure (review mends)', () => {
  it('leaves the measure of a food as said', () => {
    expect(named('2 cups rice, small')).toEqual([['White rice', 316]])
  })
})
