import { counted, named, names } from './testing/mealItems'

/** Found by reading the sets' misses again (2026-11-29): plates named by their protein, and meals split with others. */
describe('a plate or bowl named by its protein, spelled out by its other parts', () => {
  it('keeps the protein its name says as a part, a restaurant serving of it', () => {
    expect(named('chicken shawarma plate - rice, hummus, salad and a pita')).toEqual([
      ['Chicken breast', 141.7],
      ['White rice', 158],
      ['Hummus', 28],
      ['Garden salad', 190],
      ['Pita bread', 60],
    ])
    expect(named('salmon bowl: rice, avocado, edamame')[0]).toEqual(['Salmon', 113.4])
    expect(counted('falafel plate: hummus, salad, pita')[0]).toEqual(['Falafel', 68, 4])
    expect(names('lamb gyro platter: fries, salad, pita, tzatziki')[0]).toBe('Lamb')
  })

  it('says the protein as it was made when its name says how', () => {
    expect(names('teriyaki chicken bowl: rice, broccoli')).toEqual(['Chicken teriyaki', 'White rice', 'Broccoli'])
  })

  it('reads its parts on the lines after its name, and skewers as skewers of its protein', () => {
    expect(names('chicken shawarma plate\nrice\nhummus')).toEqual(['Chicken breast', 'White rice', 'Hummus'])
    expect(counted('chicken souvlaki plate\n2 skewers\nrice\npita')).toEqual([
      ['Chicken breast', 172, 2],
      ['White rice', 158, 1],
      ['Pita bread', 60, 1],
    ])
  })

  it('gives the protein listed with no amount the plate’s serving of it', () => {
    expect(named('chicken shawarma plate from the mediterranean place: rice, chicken, small salad, hummus')[1]).toEqual(
      ['Chicken breast', 141.7],
    )
    expect(counted('falafel plate: falafel, hummus')[0]).toEqual(['Falafel', 68, 4])
  })

  it('adds nothing when a part is the protein already, or the plate is named alone', () => {
    expect(names('poke bowl - 4 oz tuna, rice')).toEqual(['Tuna', 'White rice'])
    expect(names('steak plate: 6 oz ribeye, baked potato')).not.toContain('Carne asada')
    expect(names('chicken gyro plate')).toEqual(['Gyro'])
  })
})

describe('a meal split with others', () => {
  it('shares every food of the sentence before "split it" or "shared it"', () => {
    expect(counted('ethiopian combo (doro wat + misir wot on injera), shared it with 1 other person')).toEqual([
      ['Doro wat', 185, 0.5],
      ['Misir wot', 146, 0.5],
      ['Injera', 40, 0.5],
    ])
    expect(counted('pad thai and 2 spring rolls, split it with my wife').map(([name, , n]) => [name, n])).toEqual([
      ['Pad thai', 0.5],
      ['Egg roll', 1],
    ])
    expect(counted('chips and queso at the mexican restaurant, split it w/ 1 friend')[0][2]).toBe(0.5)
    expect(counted('a large pizza, split it with 2 friends')[0][2]).toBeCloseTo(1 / 3)
  })

  it('keeps the amount said after the split, and a sentence that only says who split it', () => {
    expect(counted('large pizza, split it with 2 friends, i had 3 slices')[0][2]).toBe(3)
    expect(counted('nachos. we split it 3 ways')[0][2]).toBeCloseTo(1 / 3)
  })

  it('reads the amount each had after a split', () => {
    expect(named('we got 3 lbs of bulgogi and split it evenly so 1 lb each')).toEqual([['Bulgogi', 453.6]])
    expect(counted('20 wings, split them 2 ways so 10 each')).toEqual([['Fried chicken wing', 320, 10]])
  })

  it('finds no food in who it was eaten with, or the menu’s words', () => {
    expect(names('pizza with a friend')).toEqual(['Cheese pizza'])
    expect(names('bulgogi (raw weight on the menu)')).toEqual(['Bulgogi'])
    expect(names('ate at my desk')).toEqual([])
    expect(names('korean bbq with 2 teammates, 2 bowls of rice').some((name) => /kid'?s'? menu/i.test(name))).toBe(
      false,
    )
  })
})

describe('barbecued chicken', () => {
  it('is the chicken with its skin, not the skin alone', () => {
    expect(named('bbq chicken')).toEqual([['Chicken, broiler, rotisserie, BBQ, breast meat and skin', 140]])
  })
})

describe('a sandwich spelled out on its measured bread', () => {
  it('is its bread and the parts measured after it, not a table sandwich besides', () => {
    expect(
      named('sandwich on 2 slices whole wheat (64g), 60g deli turkey, 1 slice swiss (28g), 1 tsp mustard'),
    ).toEqual([
      ['Whole wheat bread', 64],
      ['Turkey breast deli', 60],
      ['Swiss cheese', 28],
      ['Mustard', 5],
    ])
    expect(names('turkey sandwich on 2 slices whole wheat, 60g deli turkey')).toEqual([
      'Whole wheat bread',
      'Turkey breast deli',
    ])
  })

  it('keeps the sandwich when its filling is not among what follows', () => {
    expect(names('turkey sandwich on 2 slices wheat, 1 oz chips')).toContain('Turkey sandwich')
  })
})

/** Found by the forty-fifth meal set (2026-11-29): a day's food logged at night from memory. */
describe('a day logged at night', () => {
  it('keeps every line of meals labelled one after another', () => {
    expect(names('lunch: lo mein\ndinner: fried rice')).toEqual(['Lo mein', 'Fried rice'])
    expect(names('plate 1: lo mein, 2 egg rolls\nplate 2: sesame chicken + fried rice')).toEqual([
      'Lo mein',
      'Egg roll',
      'Restaurant, Chinese, sesame chicken',
      'Fried rice',
    ])
  })

  it('finds no food in who sent it home or the holiday', () => {
    expect(counted('leftover arroz con pollo my tia sent home w us, like 2 cups')).toEqual([
      ['Restaurant, Latino, chicken and rice, entree, prepared', 282, 2],
    ])
    expect(names('holiday dinner at my moms\n- turkey, 2 slices')).toEqual(['Turkey'])
  })

  it('reads a count of the food before stuffed in a bread as how many', () => {
    expect(counted('leftover falafel, 4 of them stuffed in a pita w hummus').slice(0, 2)).toEqual([
      ['Falafel', 68, 4],
      ['Pita bread', 60, 1],
    ])
  })

  it('reads a packet of cocoa mix made with milk as the mix and a cup (or the mug) of the milk', () => {
    expect(named('mug of hot chocolate, 1 swiss miss packet made w 2% milk')).toEqual([
      ['Beverages, Cocoa mix, powder', 28],
      ['2% milk', 365.7],
    ])
    expect(named('1 packet of hot cocoa made with skim milk')).toEqual([
      ['Beverages, Cocoa mix, powder', 28],
      ['Skim milk', 245],
    ])
  })

  it('reads which kind a food was, said in brackets, as no food', () => {
    expect(names('granola, 1/2 cup (the kind w raisins)')).toEqual(['Granola'])
    expect(names('trail mix, 2 handfuls (the kind w m&ms)')).toEqual(['Trail mix with chocolate'])
    expect(named('pumpkin pie w whipped cream (spray can)')[1]).toEqual(['Whipped cream', 12])
  })

  it('reads the piece had of a roast chicken as that piece, one breast half with its skin', () => {
    expect(names('costco rotisserie chicken, a leg quarter-ish w skin')).toEqual([
      'Chicken, broilers or fryers, leg, meat and skin, cooked, roasted',
    ])
    expect(named('leftover roast chicken, 1 breast w skin')).toEqual([['Chicken breast with skin', 98]])
  })
})

describe('a note to self', () => {
  it('names no food in a reminder or a plan, nor in meal prep', () => {
    expect(names('remind me to drink more water')).toEqual([])
    expect(names('meal prep sunday, havent eaten yet')).toEqual([])
    expect(names('need to drink more water. had 2 eggs')).toEqual(['Egg'])
  })
})

describe('a split and what was brought (review mends)', () => {
  it('shares every food of the sentence, back to its start or to "then"', () => {
    expect(counted('large pepperoni pizza, 10 wings, split it 3 ways').map(([name, , n]) => [name, n])).toEqual([
      ['Pepperoni pizza', 0.33],
      ['Fried chicken wing', 3.33],
    ])
    expect(counted('2 eggs and toast for breakfast, then a large pizza for dinner, split it with my wife')[0]).toEqual([
      'Egg',
      100,
      2,
    ])
  })

  it('keeps another food had after what someone else brought', () => {
    expect(names('i brought chili to the potluck, had 2 brownies')).toEqual(['Chili', 'Brownie'])
  })

  it('keeps the fillings said before "and" in a sandwich spelled out', () => {
    expect(names('turkey & swiss sandwich on 2 slices rye, 1 slice swiss, 1 tsp mustard')).toContain('Turkey sandwich')
  })
})
