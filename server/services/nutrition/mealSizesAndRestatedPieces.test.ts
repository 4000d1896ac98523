import { counted, named, names } from './testing/mealItems'

/** Found by opening the thirty-second meal set (2026-11-29): sizes, pieces and places that read wrong. */
describe('amounts said after a food', () => {
  it('reads a weight said of each piece counted before as every piece’s weight', () => {
    expect(named('2 bakery choc chip cookies, about 60g each')).toEqual([['Chocolate chip cookie', 120]])
    expect(named('2 chicken thighs, 4 oz each')).toEqual([['Chicken thigh', 226.8]])
    expect(named('2 chicken thighs and 2 drumsticks, 4 oz each')).toEqual([
      ['Chicken thigh', 226.8],
      ['Chicken drumstick', 226.8],
    ])
    expect(named('corn and peas, 1/2 cup each')).toEqual([
      ['Corn', 74.5],
      ['Peas', 80],
    ])
  })

  it('ends a sentence at a full stop before a hedged amount', () => {
    expect(named('1/2 c cooked quinoa. ~1 tbsp olive oil total')).toEqual([
      ['Quinoa', 92.5],
      ['Olive oil', 13.5],
    ])
  })

  it('reads a bag’s size said after the food as the bag’s', () => {
    expect(named('ate half the bag of nacho cheese doritos (the 9.25oz one)')).toEqual([
      ['Snacks, tortilla chips, nacho cheese', 131.3],
    ])
    // (A weight alone in parentheses may be the amount eaten.)
    expect(named('half the bag of chips (2 oz)')).toEqual([['Potato chips', 56.7]])
  })

  it('reads "ones" as the pieces of the food before, by their size', () => {
    expect(counted('pancakes, had 3 large ones')).toEqual([['Pancake', 231, 3]])
    expect(named('cookies - ate 2 big ones')).toEqual([['Chocolate chip cookie', 80]])
  })

  it('reads a wing flavour said after the wings as theirs, not buffalo mozzarella or a pepper', () => {
    expect(names('6 wings, buffalo')).toEqual(['Fried chicken wing'])
    expect(names('10 wings, lemon pepper')).toEqual(['Fried chicken wing'])
    expect(names('10 wings - lemon pepper and a side of ranch')).toEqual(['Fried chicken wing', 'Ranch dressing'])
  })

  it('reads where a piece was cut as no food', () => {
    expect(names('homemade brownie, big corner piece')).toEqual(['Brownie'])
    expect(names('lasagna, an end piece')).toEqual(['Meat lasagna'])
  })
})

describe('sizes, scoops and containers', () => {
  it('reads a pancake’s diameter as USDA weighs pancakes: 4 inches medium, 6 large', () => {
    expect(counted('3 pancakes (6 inch)')).toEqual([['Pancake', 231, 3]])
    expect(counted('2 4 inch pancakes')).toEqual([['Pancake', 76, 2]])
    expect(counted('made buttermilk pancakes from scratch, had 3 (6 inch-ish)')).toEqual([['Pancake', 231, 3]])
    expect(counted('2 6 inch tortillas')).toEqual([['Flour tortilla', 64, 2]])
    // (Only a pancake of the same clause, or in parentheses after the sentence naming them.)
    expect(named('had pancakes. then a 6 inch sub for lunch')[1]).toEqual(['Sub sandwich', 228])
    expect(named('2 pancakes, 6 inch subway turkey sub')[1]).toEqual(['Turkey sub', 192])
  })

  it('reads a scoop of a side dish as half a cup, of a powder or a spread as its small scoop', () => {
    expect(named('scoop of stuffing')).toEqual([['Stuffing', 100.3]])
    expect(named('a scoop of protein powder')).toEqual([['Whey protein powder', 30]])
    expect(named('scoop of peanut butter')).toEqual([['Peanut butter', 30]])
    expect(named('scoop of mayo')).toEqual([['Mayonnaise', 30]])
    expect(named('a scoop of plain yogurt')).toEqual([['Plain yogurt', 122.7]])
    expect(named('2 scoops ice cream')).toEqual([['Vanilla ice cream', 132]])
  })

  it('reads a takeout container of a dish served as a meal as its serving', () => {
    expect(named('shrimp pad thai takeout, ate the whole container')).toEqual([['Pad thai', 460]])
    expect(named('a container of greek yogurt')[0][1]).toBeLessThan(250)
    // (Not a drink, and a plate stays two usual portions.)
    expect(named('a container of smoothie')).toEqual([['Smoothie', 170]])
    expect(named('a plate of chicken curry')).toEqual([['Chicken curry', 580]])
    expect(named('a large container of chicken curry')).toEqual([['Chicken curry', 377]])
  })
})

describe('a dish measured by its parts', () => {
  it('reads a meat dish then its meat weighed as that much meat made into the dish', () => {
    expect(named('homemade bulgogi, ~6 oz ribeye (raw), over 1 cup short grain rice')).toEqual([
      ['Bulgogi', 218.1],
      ['Sushi rice', 186],
    ])
    // (A dish built on a tortilla, bread or rice is not measured by its meat.)
    expect(names('chicken burrito, 4 oz chicken')).toEqual(['Chicken burrito', 'Chicken breast'])
    expect(names('bulgogi, 1 cup rice')).toEqual(['Bulgogi', 'White rice'])
  })

  it('reads a filling weighed for each dish of this project’s counted before as theirs already', () => {
    expect(counted('3 carnitas tacos on corn tortillas, onion, cilantro. abt 2 oz pork each')).toEqual([
      ['Street taco', 384, 3],
    ])
    // (USDA's taco holds less meat: its filling is added; said "with" it, for each taco.)
    expect(names('3 tacos, 2 oz chicken each')).toEqual(['Taco', 'Chicken breast'])
    expect(named('2 tacos w 3 oz chicken each')[1]).toEqual(['Chicken breast', 170.1])
  })

  it('spreads butter by the pat on toast USDA names otherwise', () => {
    expect(named('2 slices sourdough toast w butter')[1]).toEqual(['Butter', 10])
  })
})

describe('words that name no food', () => {
  it('reads "coffee - black" as black coffee, not black beans', () => {
    expect(names('coffee - black')).toEqual(['Coffee'])
    expect(names('coffee: black, 2 eggs')).toEqual(['Coffee', 'Egg'])
  })

  it('reads takeout after a dish as where it came from, and pad thai as the dish', () => {
    expect(names('chicken pad thai takeout')).toEqual(['Pad thai'])
    expect(names('thai takeout: pad thai')).toEqual(['Pad thai'])
    expect(names('thai delivery')).toEqual([])
  })

  it('reads "turkey (dark + white)" as the bird’s meat, not an egg white', () => {
    expect(names('turkey (dark + white)')).toEqual(['Turkey'])
    expect(names('turkey (dark+white)')).toEqual(['Turkey'])
  })

  it('reads a dash of any width before a list as the dish’s parts', () => {
    expect(names('chipotle bowl — chicken, white rice, black beans')).toEqual([
      'Chicken breast',
      'White rice',
      'Black beans',
    ])
    expect(names('coffee — black')).toEqual(['Coffee'])
    expect(names('coffee — black, 2 scrambled eggs')).toEqual(['Coffee', 'Scrambled egg'])
  })

  it('reads Fiber One as the cereal, and its bar as the high-fibre bar', () => {
    expect(counted('2 fiber one bars')).toEqual([['Formulated bar, high fiber, chewy, oats and chocolate', 70, 2]])
    expect(names('1 cup fiber one')).toEqual(['Cereals ready-to-eat, GENERAL MILLS, FIBER ONE Bran Cereal'])
  })
})

describe('Panda Express', () => {
  it('reads a side or an entrée said with no amount as its serving there', () => {
    expect(named('panda express bowl: orange chicken + chow mein')).toEqual([
      ['Orange chicken', 162],
      ['Lo mein', 266],
    ])
    expect(named('panda express orange chicken')).toEqual([['Orange chicken', 162]])
    expect(names('panda express\n- orange chicken\n- chow mein')).toEqual(['Orange chicken', 'Lo mein'])
    // ("panda" with no order of it names no Panda Express meal.)
    expect(named('beef and broccoli homemade, then panda cookies')[0]).toEqual(['Beef and broccoli', 217])
    expect(named('panda plate - half chow mein half fried rice, kung pao chicken')).toEqual([
      ['Lo mein', 133],
      ['Fried rice', 133],
      ['Kung pao chicken', 162],
    ])
    // (Elsewhere, a restaurant's cup; an amount said stays.)
    expect(named('orange chicken and chow mein')).toEqual([
      ['Orange chicken', 146],
      ['Lo mein', 150],
    ])
    expect(named('panda express: 2 cups chow mein')).toEqual([['Lo mein', 300]])
  })
})

describe('raw weights', () => {
  it('prices a meat or fish weighed raw by its raw entry, however the raw weight is said', () => {
    const rawBreast = 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'
    expect(named('6 oz raw chicken breast')).toEqual([[rawBreast, 170.1]])
    expect(named('chicken breast 6oz raw')).toEqual([[rawBreast, 170.1]])
    expect(named('6oz chicken breast (raw)')).toEqual([[rawBreast, 170.1]])
    expect(named('chicken breast, 6oz raw')).toEqual([[rawBreast, 170.1]])
    expect(names('5 oz chicken thigh (raw weight)')).toEqual([
      'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
    ])
    expect(names('ground beef, 1 lb raw')).toEqual(['Beef, ground, 85% lean meat / 15% fat, raw'])
    expect(names('dozen raw oysters')).toEqual(['Mollusks, oyster, eastern, wild, raw'])
    // (Cooked when the text does not say raw.)
    expect(names('grilled chicken breast 6 oz')).toEqual(['Chicken breast'])
  })
})
