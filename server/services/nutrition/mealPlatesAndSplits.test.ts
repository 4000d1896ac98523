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
    expect(names('korean bbq with 2 teammates, 2 bowls of rice')).not.toContain(
      'Restaurant, family style, chicken fingers, from kid’s menu',
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
