import { named, names } from './testing/mealItems'

/** Found by trying everyday diary entries (2026-11-29): chain orders, bars and sides that read wrong or not at all. */
describe('a chain’s orders as people name them', () => {
  it('reads a sandwich’s meal or combo as it with medium fries and a medium soft drink', () => {
    expect(names('big mac meal')).toEqual(['Big mac', 'French fries', 'Cola'])
    expect(names('whopper combo')).toHaveLength(3)
    expect(named('2 big mac meals').map(([, grams]) => grams)).toEqual([438, 234, 1352])
    // A side or a drink said with it is the meal's own; a sandwich of no chain's menu makes no combo.
    expect(names('whopper meal, large fries, sprite')).toEqual([
      'BURGER KING, WHOPPER, no cheese',
      'French fries',
      'Lemon lime soda',
    ])
    expect(names('big mac meal w diet coke')).toEqual(['Big mac', 'French fries', 'Diet coke'])
    expect(names('homemade chicken sandwich meal')).toEqual(['Chicken sandwich'])
  })

  it('knows Five Guys’ burgers (two patties, or one in a little one) and Cinnabon’s roll', () => {
    expect(named('5 guys burger')).toEqual([['Five guys burger', 242]])
    // Five people are no chain.
    expect(names('split a large pepperoni pizza with 5 guys')).toEqual(['Pepperoni pizza'])
    expect(names('five guys little cheeseburger & reg fries')).toEqual([
      'Five guys little cheeseburger',
      'French fries',
    ])
    expect(named('cinnamon roll from cinnabon')).toEqual([['Cinnabon classic roll', 220]])
    expect(names('wendys baconator')).toEqual(['Baconator'])
  })

  it('reads "sausage, egg and cheese" before a bread as one sandwich, and "w everything" as no food', () => {
    expect(names('sausage, egg and cheese biscuit')).toEqual(['Sausage, egg and cheese breakfast biscuit'])
    expect(names('plate of nachos w everything')).toEqual(['Nachos'])
    // Not before a bread, nor everything bagel seasoning.
    expect(names('pancakes, sausage, egg and cheese')).toEqual(['Pancake', 'Sausage', 'Egg', 'Cheddar cheese'])
    expect(names('scrambled eggs w everything bagel seasoning')[0]).toBe('Scrambled egg')
  })

  it('knows shrimp tacos, and half a takeout container of fried rice', () => {
    expect(names('shrimp tacos x3')).toEqual(['Shrimp taco'])
    expect(named('chicken fried rice takeout, about half the container')).toEqual([['Fried rice', 275]])
  })
})

describe('bars, sides and spreads said without an amount', () => {
  it('reads date-and-nut bars (Larabar, RXBAR, KIND) as one 45 g bar', () => {
    expect(named('rxbar')).toEqual([['Date and nut bar', 45]])
    expect(names('kind bar')).toEqual(['Date and nut bar'])
  })

  it('weighs asparagus as a side, a dipping sauce as a packet, and avocado on toast as half of one', () => {
    expect(named('grilled salmon 6 oz, quinoa 1 cup, asparagus')[2]).toEqual(['Asparagus', 90])
    expect(named('6 asparagus spears')).toEqual([['Asparagus', 90]])
    expect(named('chick fil a nuggets 8 count w polynesian sauce')[1]).toEqual(['Sweet and sour sauce', 28])
    expect(named('2 slices of whole wheat toast w avocado')[1]).toEqual(['Avocado', 100])
    expect(named('turkey sandwich w avocado')[1]).toEqual(['Avocado', 50])
  })

  it('reads an ice cream cone as the cone with its soft serve, not the empty cone', () => {
    expect(named('ice cream cone')).toEqual([['Fast foods, vanilla, light, soft-serve ice cream, with cone', 120]])
    // Scoops said in it are the ice cream: the cone is the wafer.
    expect(names('ice cream cone with 2 scoops chocolate ice cream')).toEqual([
      'Ice cream cones, cake or wafer-type',
      'Chocolate ice cream',
    ])
  })
})

describe('a sandwich spelled out on lines of its own', () => {
  it('lays its vegetables on it, the header’s sandwich read for the lines below it', () => {
    expect(named('turkey sandwich:\n- 2 slices wheat bread\n- 3 oz turkey\n- lettuce\n- tomato').slice(2)).toEqual([
      ['Romaine lettuce', 20],
      ['Tomato', 40],
    ])
    // Lines of a plain list read no header.
    expect(named('eggs\ntoast\ntomato')[2]).toEqual(['Tomato', 123])
  })
})
