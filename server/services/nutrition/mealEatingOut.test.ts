import { counted, named, names } from './testing/mealItems'

/** Found by the forty-third meal set (2026-11-29): people who eat out and order in. */
describe('an order eaten out', () => {
  it('reads a molten lava cake as one cake, not a slice of a whole cake', () => {
    expect(named('split the molten lava cake at chili’s with my wife')).toEqual([['Molten lava cake', 75]])
  })

  it('reads a Pike Place taken black as a coffee', () => {
    expect(names('starbucks butter croissant and a tall pike place, black')).toEqual(['Croissant', 'Coffee'])
  })

  it('reads Little Caesars misspelt, an Oreo McFlurry and a Pizza Hut supreme as theirs', () => {
    expect(counted('little ceasars hot n ready pepperoni, i ate 4 slices')[0][2]).toBe(4)
    expect(names('little ceasars hot n ready pepperoni, i ate 4 slices')[0]).toMatch(/^LITTLE CAESARS/)
    expect(named('mcflury w oreos, regular size')).toEqual([["McDONALD'S, McFLURRY with OREO cookies", 337]])
    expect(names('2 slices of a large pizza hut supreme')).toEqual([
      'PIZZA HUT 14" Super Supreme Pizza, Hand-Tossed Crust',
    ])
  })

  it('reads a count of a wrap’s filling said after it as what the wrap held', () => {
    expect(counted('falafel wrap from the mediterranean place, had 4 falafel in it')).toEqual([
      ['Falafel wrap', 220, 1],
    ])
    expect(counted('falafel wrap (4 falafel)')).toEqual([['Falafel wrap', 220, 1]])
  })
})

describe('wings at the bar', () => {
  it('reads their flavour said after where they were had, and their blue cheese as the dressing', () => {
    expect(names('10 wings at the bar, buffalo, w/ blue cheese and celery')).toEqual([
      'Fried chicken wing',
      'Blue cheese dressing',
      'Celery',
    ])
    expect(named('10 naked wings no sauce w 2 tbs blue cheese')[1]).toEqual(['Blue cheese dressing', 30])
    expect(names('a salad with blue cheese crumbles')).not.toContain('Blue cheese dressing')
  })
})

/** The third review of this change (2026-11-29): what the eating-out rules must leave alone. */
describe('the limits of the eating-out rules', () => {
  it('reads a count "in it" of a part the dish is not named by as a food of its own', () => {
    expect(names('burrito, had 2 eggs in it')).toEqual(['Burrito', 'Egg'])
    expect(counted('taco plate (3 tacos)')).toEqual([['Taco', 207, 3]])
  })

  it('keeps a drip taken black, and a burger’s blue cheese the burger’s', () => {
    expect(names('drip, black')).toEqual(['Coffee'])
    expect(names('wings, fries, burger with blue cheese')).not.toContain('Blue cheese dressing')
    expect(names('wings and blue cheese burger')).not.toContain('Blue cheese dressing')
    expect(names('wings with a side of blue cheese')).toContain('Blue cheese dressing')
  })
})

describe('more orders eaten out', () => {
  it('reads "on the side" as where a food came, no side salad, and pepperoni misspelt', () => {
    expect(names('chicken parm with the spaghetti on the side and a coke')).not.toContain('Garden salad')
    expect(names('olive garden chicken parm')).toEqual(['OLIVE GARDEN, chicken parmigiana without pasta'])
    expect(names('had 3 slices of a large dominos pepperonni, hand tossed')).toEqual([
      'DOMINO\'S 14" Pepperoni Pizza, Classic Hand-Tossed Crust',
    ])
  })
})

describe('how big a piece was said to be', () => {
  it('reads "it was one big square" as its amount, and "a little more than a normal piece" as no food', () => {
    expect(named('leftover lasagna, it was one big square')).toEqual([['Meat lasagna', 331.5]])
    expect(names('lasagna, maybe a little more than a normal piece')).toEqual(['Meat lasagna'])
  })
})

describe('a chicken tikka masala', () => {
  it('is its own dish with cream and butter (about 1.5 cups a serving), not the plainer chicken curry', () => {
    expect(named('chicken tikka masala')).toEqual([['Chicken tikka masala', 349]])
    expect(names('chicken curry')).toEqual(['Chicken curry'])
  })
})

describe('a garlic naan', () => {
  it('is a naan brushed with garlic butter', () => {
    expect(named('1 garlic naan')).toEqual([['Garlic naan', 99]])
    expect(named('1 naan')).toEqual([['Naan', 90]])
  })
})

describe('a Korean barbecue whose meats are named (thirty-seventh set, 2026-11-29, night)', () => {
  it('reads it as where the meats were eaten, not short ribs besides', () => {
    expect(names('korean bbq with 2 friends, we got bulgogi and 2 bowls of rice')).toEqual(['Bulgogi', 'White rice'])
    expect(names('korean bbq beef bowl with short ribs')).toContain('Bulgogi')
    expect(names('korean bbq sauce on chicken, then pork belly')).toContain('Bbq sauce')
  })
})

describe('Dunkin’s regular cream and sugar (forty-third set, 2026-11-29, night)', () => {
  it('reads cream and sugar in a Dunkin coffee as its standard for the size, a plain coffee’s as a splash and a spoon', () => {
    expect(counted('dunkin med iced coffee w cream and sugar').slice(1)).toEqual([
      ['Half and half', 45, 3],
      ['Sugar', 30, 1],
    ])
    expect(counted('dunkin small coffee with cream and sugar')[1]).toEqual(['Half and half', 30, 2])
    expect(named('coffee w cream and sugar')[2]).toEqual(['Sugar', 4.2])
  })
})
