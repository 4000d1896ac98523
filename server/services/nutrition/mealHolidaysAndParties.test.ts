import { counted, kcal, named, names } from './testing/mealItems'

/** Found by the forty-ninth meal set (2026-11-29, night): holidays, parties, potlucks and cookouts. */
describe('party foods', () => {
  it('reads the dishes of a party table by their own entries', () => {
    expect(counted('pigs in a blanket, ate like 6 of them')).toEqual([['Pigs in a blanket', 108, 6]])
    expect(counted('grape jelly meatballs from the crockpot at the potluck, ate like 6')).toEqual([
      ['Grape jelly meatballs', 150, 6],
    ])
    expect(counted('a few scoops of french onion dip')).toEqual([['French onion dip', 36, 3]])
    expect(counted('like 4 hershey miniatures')).toEqual([['Hershey miniature', 28, 4]])
    expect(counted('2 pulled pork sliders on hawaiian rolls')).toEqual([['Pulled pork slider', 226, 2]])
  })

  it('reads a holiday plate’s casseroles as the casseroles, and stuffing and cookout salads as a helping', () => {
    expect(names('green bean casserole')).toEqual(['Green bean casserole'])
    expect(names('sweet potato casserole w marshmallows on top')).toEqual(['Sweet potato casserole'])
    expect(names('a piece of candied yam')).toEqual(['Sweet potato, cooked, candied, home-prepared'])
    expect(named('french toast casserole, 1 square')).toEqual([['French toast casserole', 130]])
    expect(named('stuffing')).toEqual([['Stuffing', 130]])
    expect(named('some potato salad')).toEqual([['Potato salad', 125]])
    expect(named('a cup of potato salad')).toEqual([['Potato salad', 250]])
    expect(named('some pasta salad')).toEqual([['Pasta salad', 122]])
  })

  it('reads a fruit salad as fresh fruit, and a fruit cup as the canned one', () => {
    expect(names('a small bowl of fruit salad')).toEqual(['Fruit salad'])
    expect(names('fruit cup')).toEqual(['Fruit cocktail'])
  })

  it('reads a 7 layer dip by its layers, and the dip and chips said bare after it as those', () => {
    expect(named('7 layer dip w tortilla chips, prob 1/2 cup of dip and 1.5 oz chips')).toEqual([
      ['Seven layer dip', 121],
      ['Tortilla chips', 42.5],
    ])
    expect(names('chips and salsa, about 1 oz chips and 1/4 cup salsa')).toEqual(['Tortilla chips', 'Salsa'])
    expect(names('turkey sandwich w chips, salsa on the side')).toEqual(['Turkey sandwich', 'Potato chips', 'Salsa'])
    expect(names('spinach dip, then fries to dip in ketchup')).toEqual([
      'Spinach artichoke dip',
      'French fries',
      'Ketchup',
    ])
  })
})

describe('party drinks', () => {
  it('reads an irish coffee with its whipped cream, and hot apple cider as apple juice (not vinegar)', () => {
    expect(names('irish coffee at the holiday party w whipped cream on top')).toEqual(['Irish coffee'])
    expect(named('hot apple cider, 1 big mug ~12 oz')).toEqual([['Apple juice', 372.6]])
    expect(names('1 tbsp apple cider vinegar')).toEqual(['Vinegar'])
    expect(names('hard apple cider')).toEqual(['Hard cider'])
  })

  it('reads a juice box, the red punch and a flute of champagne by their own sizes', () => {
    expect(named('a juice box')).toEqual([['Juice box', 200]])
    expect(names('a cup of the red punch')).toEqual(['Beverages, fruit punch drink, without added nutrients, canned'])
    expect(counted('2 flutes of champagne')).toEqual([['White wine', 237.6, 2]])
  })

  it('reads a count of drinks as that many, and a pack of them as its count', () => {
    expect(counted('6 beers')).toEqual([['Beer', 2136, 6]])
    expect(counted('a 6 pack of beer')).toEqual([['Beer', 2136, 6]])
    expect(counted('a 12 pack of coke, had 2')).toEqual([['Cola', 740, 2]])
    expect(counted('a 6 pack of beer, had 3 of them')).toEqual([['Beer', 1068, 3]])
    expect(names('a 6 pack of beer, had 2 slices of pizza')).toEqual(['Beer', 'Cheese pizza'])
    expect(named('20 ice cubes')).toEqual([['Water', 237]])
    expect(counted('a 2 pack of reeses cups')).toEqual([['Reeses', 42, 2]])
  })
})

describe('what a party entry says that is no food', () => {
  it('reads the day or occasion as no food', () => {
    expect(names('4th of july: brat on a bun')).toEqual(['Bratwurst', 'Hamburger bun'])
  })

  it('reads toppings put "on both" as the toppings, and "a tbsp on each" as one on each', () => {
    expect(names('2 hot dogs w buns, mustard + relish on both')).toEqual(['Hot dog', 'Mustard', 'Relish'])
    expect(counted('2 slices toast with a tbsp of pb on both')[1]).toEqual(['Peanut butter', 32, 2])
    expect(names('2 slices of toast with butter on both')).toEqual(['White bread', 'Butter'])
  })

  it('reads cans heated up as the cans, restating the dish named before them', () => {
    expect(counted('chili, heated up a can of hormel chili')).toEqual([['Chili', 383.4, 1]])
    expect(named('rice, heated up a bag of frozen broccoli')[1][1]).toBeGreaterThan(28)
  })

  it('reads "nachos, 1 plate - tortilla chips w …" as the parts listed, not the nachos besides', () => {
    expect(names('nachos, 1 plate - tortilla chips w shredded cheddar, jalapenos, dollop of sour cream')).toEqual([
      'Tortilla chips',
      'Cheddar cheese',
      'Jalapeno',
      'Sour cream',
    ])
    expect(names('fried rice, 1 plate - shrimp')).toContain('Fried rice')
  })

  it('reads pie a la mode with its scoop said after it as one scoop', () => {
    expect(kcal('apple pie a la mode, 1 piece w 1 scoop vanilla')).toBe(kcal('apple pie a la mode'))
    expect(counted('pie a la mode w 2 scoops')[1]).toEqual(['Vanilla ice cream', 132, 2])
    expect(counted('pie a la mode w vanilla ice cream')[1]).toEqual(['Vanilla ice cream', 66, 1])
    expect(counted('pie a la mode (2 scoops vanilla)')[1]).toEqual(['Vanilla ice cream', 132, 2])
    expect(counted('apple pie a la mode (1 slice w 1 scoop)')[1]).toEqual(['Vanilla ice cream', 66, 1])
    expect(names('brownie a la mode and an ice cream sandwich')).toEqual([
      'Brownie',
      'Vanilla ice cream',
      'Ice cream sandwich',
    ])
    expect(counted('apple pie a la mode, w 2 scoops of ice cream')[1]).toEqual(['Vanilla ice cream', 132, 2])
    expect(counted('pie a la mode, 2 scoops')).toEqual([
      ['Apple pie', 125, 1],
      ['Vanilla ice cream', 132, 2],
    ])
    expect(names('brownie a la mode, coffee with ice cream later')).toEqual([
      'Brownie',
      'Vanilla ice cream',
      'Coffee',
      'Vanilla ice cream',
    ])
  })
})

describe('shares and counts at a party', () => {
  it('reads a shrimp cocktail counted by its shrimp as those shrimp and their sauce', () => {
    expect(counted('shrimp cocktail at the party, like 8 big shrimp w cocktail sauce')).toEqual([
      ['Shrimp', 56, 8],
      ['Sauce, cocktail, ready-to-serve', 30, 1],
    ])
    expect(names('shrimp cocktail, 6 shrimp')).toEqual(['Shrimp', 'Sauce, cocktail, ready-to-serve'])
    expect(names('shrimp cocktail')).toEqual(['Shrimp cocktail'])
  })

  it('reads a pitcher as 60 fl oz, and a share of one split with buddies as theirs', () => {
    expect(named('a pitcher of beer')).toEqual([['Beer', 1774]])
    expect(counted('1/3 of a pitcher of beer')).toEqual([['Beer', 591.3, 0.33]])
    expect(counted('split a pitcher of beer w 2 buddies (60oz pitcher)')).toEqual([['Beer', 591.3, 0.33]])
  })

  it('reads a soup someone says they made as the home-style one', () => {
    expect(names('turkey noodle soup i made from the carcass, had 2 bowls')).toEqual(['Homestyle chicken noodle soup'])
  })
})

describe('brunch', () => {
  it('reads eggs benedict counted in its halves as two halves to an order', () => {
    expect(counted('eggs benedict (the 2 half order)')).toEqual([['Eggs benedict', 234, 1]])
    expect(counted('eggs benedict, 3 halves')).toEqual([['Eggs benedict', 351, 1.5]])
    expect(counted('eggs benedict')).toEqual([['Eggs benedict', 234, 1]])
  })
})
