import { kcal, named, names } from './testing/mealItems'

/**
 * Found wanting on the thirtieth set (2026-11-29): a bagel's cream cheese was one tablespoon (every set weighs a
 * schmear at two), homemade stew was canned, beef tacos topped at home were a chain's, and "teriyaki chicken" was a
 * rice bowl beside its own rice.
 */
describe('amounts as people serve them at home and at a shop', () => {
  it('spreads two tablespoons of cream cheese on a bagel, a tub of two ounces at a bagel shop', () => {
    expect(named('bagel w cream cheese')).toEqual([
      ['Bagel', 105],
      ['Cream cheese', 29],
    ])
    expect(named('2 bagels with cream cheese')[1]).toEqual(['Cream cheese', 58])
    expect(named('panera plain bagel w/ plain cream cheese')[1]).toEqual(['Cream cheese', 56.7])
    // Half a bagel has half the schmear; a measured one is as said.
    expect(named('1/2 everything bagel w cream cheese')[1]).toEqual(['Cream cheese', 14.5])
    expect(named('bagel w 1 tbsp cream cheese')[1]).toEqual(['Cream cheese', 14.5])
  })

  it('reads stew made at home as home-style stew, a bare beef stew as the canned one', () => {
    expect(names('bowl of homemade beef stew')).toEqual(['Homestyle beef stew'])
    expect(kcal('bowl of homemade beef stew')).toBe(358)
    expect(names('crockpot beef stew, 2 cups')).toEqual(['Homestyle beef stew'])
    expect(names('beef stew 1.5 cups')).toEqual(['Beef stew'])
  })

  it('makes beef tacos topped at home bigger than a chain’s', () => {
    expect(names('3 hard shell beef tacos w/ cheese, lettuce and sour cream')).toEqual(['Ground beef taco'])
    expect(kcal('3 hard shell beef tacos w/ cheese, lettuce and sour cream')).toBe(733)
    expect(names('3 tacos - ground beef, cheddar, lettuce on corn tortillas')).toEqual(['Ground beef taco'])
    // The beef said first is the tacos' own, with its seasoning.
    expect(names('3 hard shell tacos w ground beef (taco seasoning), shredded cheddar, lettuce')).toEqual([
      'Ground beef taco',
    ])
    // Bare, at a chain, of another meat or measured: as before.
    expect(kcal('three beef tacos')).toBe(468)
    expect(names('taco bell 2 crunchy tacos w extra cheese')).toEqual([
      'TACO BELL, Original Taco with beef, cheese and lettuce',
    ])
    expect(names('2 chicken tacos w cheese')).toEqual(['Chicken taco'])
    expect(names('2 tacos w 2 oz ground beef each, cheddar')).not.toContain('Ground beef taco')
  })

  it('reads teriyaki chicken as the glazed chicken, the bowl as chicken on rice', () => {
    expect(names('teriyaki chicken w/ white rice and steamed brocoli')).toEqual([
      'Chicken teriyaki',
      'White rice',
      'Cooked broccoli',
    ])
    expect(names('chicken teriyaki bowl')).toEqual(['Teriyaki chicken bowl'])
  })
})

describe('how much of a bag, and which kind', () => {
  it('takes a share of a bag whose size is said', () => {
    expect(named('a third of the 13 oz bag of tostitos')).toEqual([['Tortilla chips', 122.8]])
    expect(named('a quarter of the 10 oz bag of doritos')[0][1]).toBeCloseTo(70.9, 0)
  })

  it('reads a bar’s flavour in parentheses as no food of its own', () => {
    expect(named('clif bar (chocolate chip) before the gym')).toEqual([['Snacks, CLIF BAR, mixed flavors', 68]])
    expect(names('protein bar (cookies and cream)')).toEqual(['Protein bar'])
  })

  it('reads "the kind with" as the food’s kind', () => {
    expect(named('handful of trail mix (the kind w/ chocolate chips)')).toEqual([['Trail mix with chocolate', 30]])
    expect(named('~50g trail mix, the kind w m&ms')).toEqual([['Trail mix with chocolate', 50]])
  })

  it('gives a chili with beans the amount in parentheses after it', () => {
    expect(named('bowl of canned chili w/ beans (~1.5 cups), 6 saltines')).toEqual([
      ['Chili with beans, canned', 384],
      ['Saltine crackers', 18],
    ])
    // Another food's amount in parentheses after "with" stays its own.
    expect(named('toast w peanut butter (2 tbsp)')[1]).toEqual(['Peanut butter', 32])
  })

  it('reads a pb&j’s fillings in parentheses, "each" of both, as the sandwich', () => {
    expect(named('pb&j on whole wheat (2 tbsp each of pb and grape jelly)')).toEqual([
      ['Whole wheat bread', 64],
      ['Peanut butter', 32],
      ['Jam', 40],
    ])
  })
})

/** Found wanting on the opened sets (2026-11-29): names of a maker's product, typos and cans. */
describe('a chain’s combos and products, and a soup’s can', () => {
  it('reads "roasted" beside a turkey drumstick as how the drumstick was cooked', () => {
    expect(named('roasted a turkey drumstik, ate the whole thing skin and all')).toEqual([
      ['Turkey, retail parts, drumstick, meat and skin, cooked, roasted', 275],
    ])
    // A heat word with no other food word still picks the cooked food.
    expect(names('roasted turkey')).toEqual(['Turkey'])
  })

  it('tells a Croissan’wich by what is in it, and keeps "egg, cheese" as the foods', () => {
    expect(names('BK drive thru - 2 croissanwiches, one sausage egg & cheese and one just egg n cheese')).toEqual([
      "BURGER KING, CROISSAN'WICH with Sausage, Egg and Cheese",
      "BURGER KING, CROISSAN'WICH with Egg and Cheese",
    ])
    expect(names('breakfast burrito w/ egg cheese and sausage')).toEqual(['Breakfast burrito'])
  })

  it('reads Panera’s "you pick 2" as no count, and its half caesar as half a salad', () => {
    expect(named('panera you pick 2 - half caesar + cup of brocoli cheddar soup')).toEqual([
      ['Caesar salad', 77.5],
      ['Broccoli cheddar soup', 243],
    ])
    // Only at Panera: elsewhere "half caesar" is said of a dressing; "half cup" after a food is its amount.
    expect(names('side salad w half caesar half ranch')).toEqual(['Garden salad', 'Ranch dressing'])
    expect(named('rice half cup')).toEqual([['White rice', 79]])
    // Caesar in a measure is the dressing.
    expect(names('2 tbsp caesar')).toEqual(['Caesar dressing'])
  })

  it('weighs a cup of condensed soup from its half-cup serving, and its can as 2.5 servings', () => {
    expect(named('campbells split pea w ham - 1 cup of the condensed stuff + a cup of water')[0]).toEqual([
      "CAMPBELL'S Red and White, Split Pea with Ham and Bacon Soup, condensed",
      256,
    ])
    expect(named('1 can campbells tomato (condensed, made w water)')).toEqual([
      ["CAMPBELL'S, Tomato Soup, condensed", 310],
    ])
  })
})

describe('names that hold a joining word, and drinks counted with their parts', () => {
  it('keeps "tuna in oil" one food', () => {
    expect(names('can of tuna in oil (drained), 1 hard boiled egg')).toEqual(['Tuna in oil', 'Hard boiled egg'])
    // (Rice and black beans listed are two foods: "rice and black beans" is no dish name, as it would swallow them.)
    expect(names('grilled chicken, brown rice and black beans')).toEqual([
      'Chicken breast',
      'Brown rice',
      'Black beans',
    ])
  })

  it('reads a counted drink’s parts, "each" said once and "topped w" a part, as every drink’s', () => {
    expect(named('rum n coke x2 (1.5 oz rum each, topped w maybe 6 oz coke)')).toEqual([
      ['Liquor', 83.4],
      ['Cola', 369.1],
    ])
  })
})

describe('a condiment said without an amount', () => {
  // Every evaluation set that weighs these unmeasured takes two tablespoons (of a dressing, USDA's 30 g serving).
  it.each([
    ['baked potato w sour cream', 'Sour cream', 24],
    ['side salad w ranch', 'Ranch dressing', 30],
    ['salad w italian dressing', 'Italian dressing', 30],
    ['eggs w salsa', 'Salsa', 36],
  ])('%s', (text, name, grams) => {
    expect(named(text)).toContainEqual([name, grams])
  })

  it('keeps a measured or small amount as said', () => {
    expect(named('baked potato w 1 tbsp sour cream')).toContainEqual(['Sour cream', 12])
    expect(named('salad w 1 tbsp ranch')).toContainEqual(['Ranch dressing', 15])
  })
})

describe('vegetables laid on a sandwich or in a wrap', () => {
  it('weighs an unmeasured tomato, onion or lettuce on bread as slices and a leaf, not a whole one', () => {
    expect(named('a blt: 3 strips bacon, lettuce, tomato, 2 slices toast, 1 tbsp mayo')).toEqual([
      ['Bacon', 34.5],
      ['Romaine lettuce', 20],
      ['Tomato', 40],
      ['White bread', 58],
      ['Mayonnaise', 13.8],
    ])
    expect(named('falafel pita: 4 falafel, 1 pita, 2 tbsp hummus, cucumber and tomato').slice(-2)).toEqual([
      ['Cucumber', 40],
      ['Tomato', 40],
    ])
  })

  it('keeps a salad’s vegetables, and a counted or measured one, as said', () => {
    expect(named('greek salad - romaine, tomato, cucumber')).toContainEqual(['Tomato', 80])
    expect(named('turkey sandwich and a tomato')).toContainEqual(['Tomato', 123])
    expect(named('turkey sandwich w 3 slices tomato')).toContainEqual(['Tomato', 60])
  })
})

/** Found by trying everyday diary entries (2026-11-29). */
describe('everyday entries that read wrong', () => {
  it('weighs a slice of Spam as Hormel’s 2 oz serving', () => {
    expect(named('2 spam musubi - 2 slices spam, 1 cup sushi rice, a sheet of nori')[0]).toEqual([
      'Luncheon meat, pork with ham, minced, canned, includes SPAM (Hormel)',
      112,
    ])
  })

  it('reads a packaged food’s flavour in parentheses as no food', () => {
    expect(names('chobani flip (key lime)')).not.toContain('Key lime pie')
    expect(names('hot pocket (pepperoni)')).toEqual(["HOT POCKETS Ham 'N Cheese Stuffed Sandwich, frozen"])
  })

  it('reads sweet cream in coffee as cream, and sweet cream butter as butter', () => {
    expect(names('starbucks venti iced coffee w sweet cream')).toEqual(['Coffee', 'Half and half'])
    expect(names('sweet cream butter on toast')[0]).toBe('Unsalted butter')
  })

  it('reads a rotisserie chicken breast as roasted breast with its skin', () => {
    // (One breast is USDA's half breast with its skin, 98 g.)
    expect(named('half a rotisserie chicken breast')).toEqual([['Chicken breast with skin', 49]])
  })

  it('gives "dry" said after oatmeal made with milk to the oats', () => {
    expect(named('oatmeal made w milk, 1/2 cup dry, w brown sugar').slice(0, 2)).toEqual([
      ['Oats', 40.5],
      ['Whole milk', 244],
    ])
    expect(names('powdered milk, 1/4 cup dry')).toEqual(['Milk, dry, whole, with added vitamin D'])
  })

  it('knows buffalo chicken dip and turkey chili, and a bagel’s schmear past its lox', () => {
    expect(names('buffalo chicken dip w celery')).toEqual(['Buffalo chicken dip', 'Celery'])
    expect(named('turkey chili, 1.5 cups')).toEqual([['Turkey chili', 372]])
    expect(named('bagel w lox and cream cheese')[2]).toEqual(['Cream cheese', 29])
  })
})

/** Where these rules stop (a review of 2026-11-29 found each of these read wrong). */
describe('where the new rules stop', () => {
  it('drops a flavour in parentheses only after a packaged food, not after a bar one eats at or a size', () => {
    expect(names('sports bar (nachos)')).toEqual(['Nachos'])
    expect(named('snickers bar (king size)')[0][1]).toBe(108.3)
    // "The kind with" is trail mix's only.
    expect(names('cereal, the kind with marshmallows')).toEqual(['Corn flakes'])
  })

  it('makes home tacos only of beef tacos topped without an amount, at no chain', () => {
    expect(names('2 tacos w salsa from the food truck')).toEqual(['Taco'])
    expect(names('taco bell - 3 beef tacos w cheese, lettuce')).toEqual(['Taco'])
    expect(names('3 beef tacos w cheese and chicken')).toEqual(['Taco'])
    expect(names('3 tacos w ground beef 6oz, cheese, lettuce')).not.toContain('Ground beef taco')
    // (An amount said of the next food on the line is that food's.)
    expect(names('3 beef tacos w cheese, lettuce and sour cream + 2 beers')).toEqual(['Ground beef taco', 'Beer'])
  })

  it('takes a patty’s meat from the patty, and no second bun when one is listed', () => {
    expect(names('burger (4 oz turkey patty)')).toEqual([
      'Hamburger bun',
      'Ground turkey, 93% lean, 7% fat, patties, broiled',
    ])
    expect(names('bison burger - 6 oz patty, brioche bun, cheddar')).toEqual([
      'Game meat, bison, ground, cooked, pan-broiled',
      'Hamburger bun',
      'Cheddar cheese',
    ])
    expect(names('turkey burger - 4oz patty on a toasted whole wheat bun')).toHaveLength(2)
    // The meat before "burger", past other words of its name; a roll beside it is no bun of its own.
    expect(names('bison bacon cheeseburger w a 6 oz patty')[1]).toBe('Game meat, bison, ground, cooked, pan-broiled')
    expect(names('burger (5 oz patty), side of fries and a dinner roll')[0]).toBe('Hamburger bun')
  })

  it('lays vegetables on bread only on the sandwich’s line, and a schmear on three bagels at most', () => {
    expect(named('turkey sandwich\nlunch: grilled chicken, roasted tomatoes')).toContainEqual(['Tomato', 123])
    expect(named('6 bagels w cream cheese')[1]).toEqual(['Cream cheese', 87])
    // (A bagel shop named anywhere in the meal is where the bagel came from: "einstein bros:\neverything bagel …".)
    expect(named('einstein bros:\neverything bagel w cream cheese')[1]).toEqual(['Cream cheese', 56.7])
    expect(named('mini bagel w cream cheese')[1]).toEqual(['Cream cheese', 14.5])
    expect(named('2 bagels, one with cream cheese')[1]).toEqual(['Cream cheese', 29])
  })

  it('keeps the skin said of a chicken piece, and a croissanwich named before its fillings', () => {
    expect(names('chicken breast skin and all')).toEqual(['Chicken breast with skin'])
    expect(names('croissanwich egg and cheese')[0]).toBe("BURGER KING, CROISSAN'WICH with Egg and Cheese")
    expect(names('croissanwich')).toEqual(["BURGER KING, CROISSAN'WICH with Sausage, Egg and Cheese"])
    // A fruit's or a potato's skin said so is the food as it is.
    expect(named('sweet potato skin and all')).toEqual([['Sweet potato', 114]])
  })

  it('reads a dab of a condiment as a tablespoon', () => {
    expect(named('a dab of sour cream')).toEqual([['Sour cream', 14.6]])
  })
})
