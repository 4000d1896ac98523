import { counted, named, names } from './testing/mealItems'

/** Found by the thirty-fifth meal set (2026-11-29): places, plates, bars and shares of an order. */
describe('places, plates and orders', () => {
  it('reads food taken off someone’s plate as no plate of it', () => {
    expect(counted('like 10 oven fries off my kids plate')).toEqual([['Oven fries', 85, 1]])
    expect(names('3 bites off my wife’s plate of pasta')).not.toContain('Plate')
  })

  it('reads a cuisine’s place heading a meal as eaten out, no food', () => {
    expect(named('mexican place\n2 cheese enchiladas')).toEqual([['Enchilada', 274]])
    // (Not a cuisine's place said in a sentence, nor its dish.)
    expect(names('went to the mexican restaurant, 2 tacos')).toEqual(['Taco'])
    expect(names('made mexican restaurant rice at home, 1 cup')).toEqual(['Restaurant, Mexican, spanish rice'])
  })

  it('reads a share of a takeout dish as that share of the restaurant’s serving', () => {
    expect(named('chinese takeout\nhalf the kung pao chicken')).toEqual([['Kung pao chicken', 302]])
  })

  it('gives an amount each to the foods of its own line only', () => {
    expect(named('3 oz each of chicken and steak\npeppers and onions')).toEqual([
      ['Chicken breast', 85],
      ['Steak', 85],
      ['Red bell pepper', 119],
      ['Onion', 110],
    ])
  })
})

describe('bars by their brand', () => {
  it('reads a flavour said after a bar’s brand as the bar’s', () => {
    expect(names('KIND bar, dark chocolate nuts & sea salt')).toEqual(['Date and nut bar'])
    expect(names('clif bar - chocolate chip')).toEqual(['Snacks, CLIF BAR, mixed flavors'])
    expect(names('quest bar cookies and cream')).toEqual(['Protein bar'])
    expect(names('clif bar and a banana')).toEqual(['Snacks, CLIF BAR, mixed flavors', 'Banana'])
    // (A flavour before "bar" names the product; an everyday word is a brand only before "bar".)
    expect(names('nature valley sweet & salty peanut bar')).toEqual([
      'Snacks, granola bar, GENERAL MILLS NATURE VALLEY, SWEET&SALTY NUT, peanut',
    ])
    expect(names('some kind of chocolate cake')).toEqual(['Chocolate cake'])
    expect(names('one chocolate chip cookie')).toEqual(['Chocolate chip cookie'])
    // (Only flavour words, two at least after a comma: a food said after a bar stays a food.)
    expect(names('clif bar, banana')).toEqual(['Snacks, CLIF BAR, mixed flavors', 'Banana'])
    expect(names('a quest bar, chocolate milk')).toEqual(['Protein bar', 'Chocolate milk'])
    expect(names('had one bar of dark chocolate')).toEqual(['Dark chocolate'])
  })
})

describe('words that say how a food was kept or seasoned', () => {
  it('reads dry rubbed or dry aged meat as cooked, and a raw count of pieces as the usual pieces', () => {
    expect(names('dry rub ribs')).toEqual(['Pork ribs'])
    expect(names('dry aged ribeye')).toEqual(['Ribeye steak'])
    expect(counted('2 raw chicken breasts')).toEqual([['Chicken breast', 172, 2]])
  })
})
