import { counted, kcal, named, names } from './testing/mealItems'

/** Found by opening the thirty-first meal set (2026-11-29): amounts, toppings and dishes that read wrong. */
describe('small amounts as people say them', () => {
  it('reads a spoon or spoonful as a tablespoon, of sugar stirred in a teaspoon', () => {
    expect(named('a spoon of sour cream')).toEqual([['Sour cream', 12]])
    expect(named('3 spoons of salsa')).toEqual([['Salsa', 48]])
    expect(named('spoon of plain yogurt')).toEqual([['Plain yogurt', 15.4]])
    expect(named('coffee with 2 spoons of sugar')[1]).toEqual(['Sugar', 8.4])
    expect(names('2 spoons of cocoa')).toEqual(['Cocoa powder'])
    expect(counted('four spoons of rice')).toEqual([['White rice', 39.6, 4]])
    expect(named('peanut butter - 1 spoon')).toEqual([['Peanut butter', 16]])
  })

  it('reads a pump of a coffee shop syrup as a quarter of a fluid ounce, a sugar-free one as nothing', () => {
    expect(named('latte with a pump of chocolate syrup')[1]).toEqual(['Chocolate syrup', 9.5])
    expect(counted('3 pumps of vanilla')).toEqual([['Pancake syrup', 29.5, 3]])
    expect(names('grande latte w 4 pumps sugar free vanilla')).toEqual(['Latte'])
  })

  it('reads lemon or lime juice as a tablespoon and a squeeze as a wedge’s juice', () => {
    expect(named('grilled chicken breast w lime juice')[1]).toEqual(['Lime juice', 15.4])
    expect(named('hot tea w honey and a squeeze of lemon')[2]).toEqual(['Lemon juice', 5.9])
  })

  it('sprinkles seeds and herbs by the teaspoon or sprig, not the cup', () => {
    expect(named('grilled chicken breast w sesame seeds')[1]).toEqual(['Sesame seeds', 3])
    expect(named('salmon w dill')[1]).toEqual(['Dill', 1])
    expect(named('fruit salad w fresh mint')[1]).toEqual(['Fresh mint', 1.6])
    expect(names('salmon w a dill pickle')[1]).toBe('Pickle')
  })

  it('reads a seasoning said before a food as on it, and chili crisp or chili oil as a spoonful', () => {
    expect(named('cayenne pepper chicken 6 oz')).toEqual([['Chicken breast', 170.1]])
    expect(names('crushed red pepper pasta')).toEqual(['Pasta'])
    expect(named('dumplings w chili crisp')[1]).toEqual(['Chili crisp', 10])
    expect(named('1 tbsp chili oil')).toEqual([['Chili oil', 14]])
    expect(names('chili oil noodles')).toEqual(['Pasta', 'Chili oil'])
    expect(names('cayenne pepper and honey salmon')).toEqual(['Red pepper flakes', 'Salmon'])
  })

  it('reads a splash of half and half as a tablespoon, and a splash of milk or cream as two', () => {
    expect(named('coffee w/ a splash of half & half and 1 tsp sugar')[1]).toEqual(['Half and half', 15])
    expect(named('cold brew w a splash of cream')[1]).toEqual(['Half and half', 30.6])
    expect(named('coffee with milk')[1]).toEqual(['Whole milk', 30.9])
  })

  it('reads chili or red pepper flakes as a pinch of the spice, not a bowl of chili', () => {
    expect(named('avocado toast - thick slice of sourdough, half an avocado, chili flakes + lemon')).toContainEqual([
      'Red pepper flakes',
      0.5,
    ])
    expect(names('pasta w crushed red pepper')).toContain('Red pepper flakes')
    expect(names('a bowl of chili')).toEqual(['Chili'])
  })

  it('reads a little queso fresco as a crumble over the dish, not a cup (and in a dish named after it, the dish)', () => {
    expect(counted('queso fresco tacos, 3')).toEqual([['Taco', 207, 3]])
    expect(named('a little queso fresco')).toEqual([['Queso fresco', 11.3]])
    expect(named('huevos rancheros - 2 corn tortillas, 2 fried eggs, salsa, queso fresco').at(-1)).toEqual([
      'Queso fresco',
      15,
    ])
  })

  it('reads apple slices as an apple, unless counted or a chain’s bag', () => {
    expect(named('apple slices w peanut butter')[0]).toEqual(['Apple', 182])
    expect(counted('5 apple slices')).toEqual([['Apple', 70, 5]])
    expect(names('burger on a sesame seed bun')).toEqual(['Hamburger'])
  })

  it('reads a count said after a handful ("counted 18") as that many', () => {
    expect(counted('handful of almonds, counted 18')).toEqual([['Almonds', 21.6, 18]])
  })
})

describe('desserts by their usual amounts', () => {
  it('weighs a pint of ice cream as two cups, and a bowl of it as one', () => {
    expect(named('ate about a quarter of the pint of chocolate ice cream')).toEqual([['Chocolate ice cream', 66]])
    expect(named('bowl of vanilla ice cream')).toEqual([['Vanilla ice cream', 132]])
  })

  it('pours hot fudge or chocolate syrup by the serving (2 tbsp) and knows fudge the candy', () => {
    expect(named('2 scoops vanilla ice cream w hot fudge')).toEqual([
      ['Vanilla ice cream', 132],
      ['Chocolate syrup', 38],
    ])
    expect(named('2 pieces of fudge')).toEqual([['Fudge', 34]])
    // Fudge that names a chocolate bake is no candy.
    expect(names('chocolate fudge cake')).toEqual(['Chocolate cake'])
    expect(names('hot fudge brownie sundae')).toEqual(['Sundae'])
    expect(counted('homemade fudge brownies, 2')).toEqual([['Brownie', 112, 2]])
  })

  it('pours unmeasured pancake syrup by three tablespoons (on pancakes, one for each)', () => {
    expect(named('2 pancakes\nsyrup\n3 strips bacon')[1]).toEqual(['Pancake syrup', 60])
    expect(named('2 pancakes w syrup')[1]).toEqual(['Pancake syrup', 40])
  })

  it('reads a homemade fruit pie as the pie made from a recipe', () => {
    expect(named('homemade apple pie')).toEqual([['Pie, apple, prepared from recipe', 155]])
    expect(named('slice of apple pie')).toEqual([['Apple pie', 125]])
    expect(names('my moms pumpkin pie')).toEqual(['Pie, pumpkin, prepared from recipe'])
    // Not a pie's flavour in another food, nor a brand's "homestyle" pie.
    expect(names('homemade pumpkin pie overnight oats')).toEqual(['Oats'])
    expect(names('marie callenders homestyle apple pie slice')).toEqual(['Apple pie'])
  })

  it('knows a Nature Valley sweet & salty bar as one bar, with no candy', () => {
    expect(named('nature valley sweet & salty peanut bar')).toEqual([
      ['Snacks, granola bar, GENERAL MILLS NATURE VALLEY, SWEET&SALTY NUT, peanut', 35],
    ])
  })
})

describe('dishes spelled out', () => {
  it('keeps the pita a dish header names when its parts list no bread', () => {
    expect(names('falafel pita: 4 falafel, hummus, tahini drizzle, lettuce + tomato')[0]).toBe('Pita bread')
    expect(names('falafel pita: 4 falafel, 1 pita, hummus').filter((name) => name === 'Pita bread')).toHaveLength(1)
    expect(names('pita chips: 1 oz, hummus')).not.toContain('Pita bread')
    expect(names('falafel without pita: 4 falafel, hummus')).not.toContain('Pita bread')
    expect(names('falafel pita (no onion): 4 falafel, hummus')[0]).toBe('Pita bread')
    expect(counted('2 falafel pitas: 8 falafel, hummus')[0]).toEqual(['Pita bread', 120, 2])
  })

  it('counts a measured filling said of each of the counted shells', () => {
    expect(named('made tacos - 3 hard shells, each w/ about 2 oz ground beef, shredded cheddar')[1]).toEqual([
      'Ground beef',
      170.1,
    ])
  })

  it('reads a grilled cheese spelled out in parentheses as its parts', () => {
    expect(names('grilled cheese (2 slices american on white, buttered)')).toEqual([
      'American cheese',
      'White bread',
      'Butter',
    ])
    // One measure alone is of its filling, and a share is of the sandwich: no parts list.
    expect(names('blt (3 strips bacon)')).toEqual(['Bacon'])
    expect(counted('half a sandwich (1/2 turkey on rye)')).toEqual([['Turkey sandwich', 78.5, 0.5]])
  })

  it('weighs eggs fried in a measured fat raw, with the fat apart', () => {
    expect(named('fried 2 eggs in a tsp of butter')).toEqual([
      ['Egg', 100],
      ['Butter', 4.7],
    ])
    expect(names('2 fried eggs in 1 tbsp olive oil')).toEqual(['Egg', 'Olive oil'])
    expect(names('2 eggs over easy fried in 1 tsp butter')).toEqual(['Egg', 'Butter'])
    // Fat unmeasured: the fried egg's entry holds it.
    expect(names('2 fried eggs')).toEqual(['Fried egg'])
  })

  it('reads a bare dal as the tempered dish, a cup of it 245 g', () => {
    expect(named('1 cup dal w/ 2 rotis')[0]).toEqual(['Dal tadka', 245])
    expect(kcal('1 cup dal')).toBeGreaterThan(kcal('1 cup lentils'))
    expect(names('1/2 cup dry red lentils')).toEqual(['Dry lentils'])
    expect(named('100g raw masoor dal')).toEqual([['Dry lentils', 100]])
  })
})
