import { counted, named, names } from './testing/mealItems'

/** Found by the thirty-sixth, twenty-eighth and twenty-ninth meal sets, gone over again on 2026-11-29. */
describe('foods typed one after another', () => {
  it('reads a size inside a run as the start of the next food, after a chain’s name too', () => {
    expect(names('cfa sandwhich med fry lemonade')).toEqual([
      'CHICK-FIL-A, chicken sandwich',
      'French fries',
      'Lemonade',
    ])
  })

  it('keeps a count that leads the run with the first food', () => {
    expect(counted('2 eggs bacon toast').map(([name, , n]) => [name, n])).toEqual([
      ['Egg', 2],
      ['Bacon', 1],
      ['White bread', 1],
    ])
  })

  it('splits a food named by the first words from the foods after it, not a dish whose first word is no part of it', () => {
    expect(names('turkey sandwich chips')).toEqual(['Turkey sandwich', 'Potato chips'])
    expect(names('3 egg cheese omelet')).toEqual(['Cheese omelet'])
    expect(names('chicken noodle soup')).toEqual(['Chicken noodle soup'])
    expect(names('mango pineapple smoothie')).toEqual(['Smoothie'])
  })
})

describe('a sentence about a dish', () => {
  it('reads a chicken and rice casserole, a bracket about which one, and a big scoop restated in cups', () => {
    expect(
      named(
        'made the chicken & rice casserole (the cream of mushroom one w cheese on top). I had a big scoop, maybe 1.5 cups',
      ),
    ).toEqual([['Chicken and rice casserole', 330]])
  })

  it('reads "2/3 of a normal slice" as a share of the food before', () => {
    expect(named('slice of yellow cake, maybe 2/3 of a normal slice')).toEqual([['Yellow cake', 42.7]])
  })

  it('reads what was on top of a dish, said after a comma, as said with it', () => {
    expect(names('beef enchildas x3, red sauce + cheese on top')).toEqual(['Enchilada'])
    expect(names('oatmeal, 1/2 cup blueberries on top')).toEqual(['Oatmeal', 'Blueberry'])
  })
})

describe('sugars in a coffee', () => {
  it('reads "2 sugars" as teaspoons in a coffee and as packets in an iced one', () => {
    expect(named('coffee w cream and 2 sugars')).toContainEqual(['Sugar', 8.4])
    expect(named('medium iced coffee w 3 creamers and 2 sugars')).toContainEqual(['Sugar', 5.6])
  })
})

describe('a takeout dish and what was said about it', () => {
  it('reads a pad thai as a takeout container of about 2.5 cups, a share said after "and ate" and a remark in brackets as no food', () => {
    expect(named('pad thai w shrimp')).toEqual([['Pad thai', 460]])
    expect(
      named(
        'thai takeout. I got the pad thai with chicken and ate about half (the container is HUGE, saving the rest for lunch)',
      ),
    ).toEqual([['Pad thai', 230]])
    expect(named('got a burrito and ate half')).toEqual([['Burrito', 120.5]])
  })

  it('reads a night named for a food before the sentence of what was had as no food', () => {
    expect(names('pasta night. spaghetti w meat sauce')).toEqual(['Spaghetti bolognese'])
  })
})

describe('a sauce of no kind said', () => {
  it('reads it as a couple of tablespoons, half a cup of marinara over pasta', () => {
    expect(named('chicken adobo (2 thighs) over 1.5 c white rice, spooned some sauce on')).toContainEqual([
      'Sauce, sweet and sour, prepared-from-recipe',
      23.7,
    ])
    expect(named('spaghetti w sauce')).toEqual([
      ['Pasta', 140],
      ['Marinara sauce', 125],
    ])
    expect(names('wings, bbq sauce')).toEqual(['Fried chicken wing', 'Bbq sauce'])
  })
})

describe('wings and fajitas', () => {
  it('reads bare wings as a bar’s fried ones, chicken wings as roasted', () => {
    expect(names('a dozen wings')).toEqual(['Fried chicken wing'])
    expect(names('5 chicken wings')).toEqual(['Chicken wing'])
  })

  it('reads a dish over lines of its parts, its tortillas on a later line, with no tortilla of its own', () => {
    expect(
      counted('fajitas\n3 oz each of chicken and steak\npeppers and onions\n3 small flour tortillas').filter(
        ([name]) => name === 'Flour tortilla',
      ),
    ).toEqual([['Flour tortilla', 96, 3]])
  })
})

describe('packs of pieces', () => {
  it('reads "a 12 pack of wings" as twelve wings, and half of a count split with one other', () => {
    expect(counted('a 12 pack of wings')).toEqual([['Fried chicken wing', 384, 12]])
    expect(counted('split 12 wings w my roommate')).toEqual([['Fried chicken wing', 192, 6]])
    expect(counted('chick fil a 4ct strips n hash browns')[0]).toEqual(['CHICK-FIL-A, Chick-n-Strips', 200, 4])
  })
})
