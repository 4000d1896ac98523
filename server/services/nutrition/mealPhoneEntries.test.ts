import { counted, named, names } from './testing/mealItems'

/** Found by the thirty-ninth meal set (2026-11-29): entries typed or dictated on a phone. */
describe('a phone entry', () => {
  it('reads a packet of chicken ramen as the block and its flavour packet, "the packet kind" as no food', () => {
    expect(counted('chicken ramen the packet kind, ate the whole thing with 2 eggs cracked in it')).toEqual([
      ['Soup, ramen noodle, chicken flavor, dry', 87, 1],
      ['Egg', 100, 2],
    ])
  })

  it('reads a bare count after a food as how many, and a hedged amount after it as its amount', () => {
    expect(counted('handful of goldfish crackers ~30')).toEqual([['Goldfish crackers', 15.6, 30]])
    expect(counted('a handful of grapes (about 15)')).toEqual([['Grape', 75, 15]])
    expect(named('finished my toddlers kraft mac n cheese maybe half a cup')).toEqual([['Mac and cheese', 99]])
    // (A count in parentheses after a size is still that size: "2 eggs (large)".)
    expect(named('2 eggs (large)')).toEqual([['Egg', 100]])
  })

  it('reads a food split "w my roommate" as half, its brand spelt with "&"', () => {
    expect(named('split a pint of ben & jerrys half baked w my roommate')).toEqual([['Ice creams, vanilla, rich', 214]])
  })

  it('reads a footlong cold cut combo as the 12 inch sub', () => {
    expect(named('subway footlong cold cut combo')).toEqual([['Sub sandwich', 456]])
  })

  it('reads low fat and 2% chocolate milk as their own', () => {
    expect(names('sixteen ounces of low fat chocolate milk after my eighteen miler')).toEqual([
      'Low fat chocolate milk',
    ])
    expect(names('2% chocolate milk')).toEqual(['Reduced fat chocolate milk'])
  })

  it('reads pancakes "from scratch" as homemade ones of the size said, and turkey sausage links as turkey', () => {
    expect(counted('3 pancakes from scratch about 6 inch w 2 tbs syrup and 2 turkey sausage links')).toEqual([
      ['Pancake', 231, 3],
      ['Pancake syrup', 40, 2],
      ['Sausage, turkey, breakfast links, mild', 56, 2],
    ])
  })

  it('reads a sandwich with its own filling weighed as its bread and that filling', () => {
    expect(counted('turkey sandwich on whole wheat w 3 oz deli turkey, lettuce, tomato, mustard').slice(0, 2)).toEqual([
      ['Whole wheat bread', 64, 2],
      ['Turkey breast deli', 85, 1],
    ])
    expect(names('chicken wrap w 4 oz grilled chicken')).toEqual(['Flour tortilla', 'Chicken breast'])
    // (Another food weighed with it is added: "turkey sandwich with 2 slices cheese".)
    expect(names('turkey sandwich with 2 slices cheese')).toEqual(['Turkey sandwich', 'Cheddar cheese'])
  })

  it('reads a grilled cheese with its cheese weighed as its bread and that cheese', () => {
    expect(counted('grilled cheese on white w 2 slices american cheese, buttered both slices')).toEqual([
      ['White bread', 58, 2],
      ['American cheese', 42, 2],
      ['Butter', 10, 2],
    ])
    // (Its butter too, when the meal says none.)
    expect(names('grilled cheese on sourdough w 2 slices cheddar')).toEqual([
      'Sourdough bread',
      'Butter',
      'Cheddar cheese',
    ])
    expect(names('grilled cheese w tomato soup')).toEqual(['Grilled cheese', 'Tomato soup'])
  })
})

describe('a bowl at Chipotle', () => {
  it('reads what goes in it said with no amount as Chipotle’s serving, doubled when said so', () => {
    expect(named('chipotle bowl no rice no beans: double chicken, cheese, sour cream, guac, lettuce')).toEqual([
      ['Chicken breast', 226],
      ['Cheddar cheese', 28],
      ['Sour cream', 57],
      ['Guacamole', 113],
      ['Romaine lettuce', 28],
    ])
    expect(named('chipotle burrito bowl\n- white rice\n- black beans\n- chicken\n- fajita veggies')).toEqual([
      ['White rice', 113],
      ['Black beans', 113],
      ['Chicken breast', 113],
      ['Mixed vegetables', 71],
    ])
    // (An amount said is kept; a bowl of no chain said is the home's.)
    expect(named('chipotle bowl: 2 cups white rice, chicken')).toContainEqual(['White rice', 316])
    expect(named('burrito bowl: chicken, guac')).toContainEqual(['Guacamole', 15])
  })
})

/** The review of this change (2026-11-29): what the rules above must leave alone. */
describe('the limits of the phone-entry rules', () => {
  it('keeps a sandwich named by more than its filling whole', () => {
    expect(names('turkey club w 3 oz turkey')[0]).toBe('Club sandwich')
    expect(names('tuna melt with 3 oz tuna')[0]).toBe('Tuna sandwich')
    expect(names('meatball sub with 4 meatballs')[0]).toMatch(/meatball marinara sub/)
  })

  it('gives "each" only to the measured parts of the list, and a bread dish its bread', () => {
    expect(counted('coffee x2, each w 2 tbsp cream, and a banana').at(-1)).toEqual(['Banana', 118, 1])
    expect(counted('breakfast burrito and coffee x2, each w 2 tbsp cream and 1 tsp sugar')[0]).toEqual([
      'Breakfast burrito',
      109,
      1,
    ])
    expect(names('3 tacos, each w 2 oz ground beef and 1 tbsp sour cream')[0]).toBe('Taco')
  })

  it('reads no count from calories said after a counted food', () => {
    expect(counted('2 slices pizza (~600)')).toEqual([['Cheese pizza', 214, 2]])
    expect(counted('2 eggs (140)')).toEqual([['Egg', 100, 2]])
  })

  it('drops "the … kind" only of the food just before it', () => {
    expect(names('had the leftover pasta and a kind bar')).toEqual(['Pasta', 'Date and nut bar'])
    expect(names('ate the rest of the lasagna and a chocolate flavor protein shake')).toEqual([
      'Meat lasagna',
      'Protein shake',
    ])
  })

  it('keeps a chicken dish eaten whole one of it, not a whole chicken', () => {
    expect(names('chicken pho, ate the whole thing')).toEqual(['Pho'])
    expect(named('chicken pot pie, the whole thing')).toEqual([['Chicken pot pie', 302]])
  })

  it('reads a salad sandwich with fries and a balsamic glaze as no dressing', () => {
    expect(names('chicken salad sandwich with french fries')).toEqual(['Chicken salad sandwich', 'French fries'])
    expect(names('caprese salad with balsamic glaze')).not.toContain('Italian dressing')
  })

  it('reads a restaurant’s chicken ramen as no instant packet, and a cup of it as a cup', () => {
    expect(names('chicken ramen bowl from a restaurant')).toEqual(['Ramen'])
    expect(named('maruchan chicken ramen cup')).toEqual([['Soup, ramen noodle, chicken flavor, dry', 64]])
  })

  it('reads a taco tuesday over its lines as no taco, and a hyphenated or bracketed crust as the crust', () => {
    expect(names('taco tuesday\n3 chicken tacos')).toEqual(['Chicken taco'])
    expect(names('2 slices pizza hut pepperoni, hand-tossed')).toEqual([
      'PIZZA HUT 14" Pepperoni Pizza, Hand-Tossed Crust',
    ])
    expect(names('2 slices pizza hut pepperoni (large, hand tossed)')).toEqual([
      'PIZZA HUT 14" Pepperoni Pizza, Hand-Tossed Crust',
    ])
  })

  it('reads skim chocolate milk as the fat-free one', () => {
    expect(names('skim chocolate milk')).toEqual(['Fat free chocolate milk'])
  })
})

describe('the limits of a Chipotle bowl', () => {
  it('reads only the bowl’s own order, its parts the bowl, its protein named in its name', () => {
    expect(names('chipotle bowl w chicken and rice')).toEqual(['Chicken breast', 'White rice'])
    expect(names('chipotle chicken bowl with rice, beans, cheese')).toEqual([
      'Chicken breast',
      'White rice',
      'Black beans',
      'Cheddar cheese',
    ])
    expect(named('chipotle bowl w extra chicken, light rice')).toEqual([
      ['Chicken breast', 226],
      ['White rice', 57],
    ])
    expect(named('chipotle bowl: chicken, rice\ndinner: mac and cheese').at(-1)).toEqual(['Mac and cheese', 198])
    expect(named('breakfast: eggs w cheese; lunch: chipotle bowl: chicken, rice')[1]).toEqual(['Cheddar cheese', 28])
    expect(names('chipotle bowl')).toEqual(['Burrito bowl'])
  })
})
