import { counted, kcal, named, names } from './testing/mealItems'

/** Found by the forty-first meal set (2026-11-29): people who cook at home and log a share of what they made. */
describe('a share of a batch said in the sentence after its parts', () => {
  it('gives the share to every part, and what was had with it is no part of the batch', () => {
    expect(
      named(
        'butter chicken - 1.5 lb chicken thighs, 4 tbsp butter, 15 oz can tomato sauce, 1 onion. ate a quarter w 1 naan',
      ),
    ).toEqual([
      ['Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 170.1],
      ['Butter', 14.2],
      ['Marinara sauce', 106.3],
      ['Onion', 27.5],
      ['Naan', 90],
    ])
    expect(named('made a pot of chili w 1 lb ground beef, 2 cans kidney beans, an onion; had about a quarter')).toEqual(
      [
        ['Beef, ground, 85% lean meat / 15% fat, raw', 113.4],
        ['Kidney beans', 120],
        ['Onion', 27.5],
      ],
    )
  })

  it('reads "split 4 ways" as a quarter of it', () => {
    expect(named('sheet pan dinner - 1.5 lb chicken thighs, 3 tbsp olive oil. split 4 ways')).toEqual([
      ['Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 170.1],
      ['Olive oil', 10.1],
    ])
  })
})

describe('a dish cut into pieces, and a share of a recipe', () => {
  it('reads "cut in 8, had 1 piece" then its parts as an eighth of the parts', () => {
    expect(
      kcal('homemade lasagna, 9x13 cut in 8, had 1 piece. used 3/4 lb dry noodles, 1 lb 85/15 beef, 24oz jar marinara'),
    ).toBe(kcal('3/32 lb dry noodles, 1/8 lb 85/15 beef, 3 oz marinara'))
    expect(
      named('2 slices of meatloaf (recipe: 2 lb 85/15 beef, 2 eggs, 1 cup breadcrumbs; cut into 8 slices)'),
    ).toEqual([
      ['Beef, ground, 85% lean meat / 15% fat, raw', 226.8],
      ['Egg', 25],
      ['Breadcrumbs', 27],
    ])
  })

  it('reads a share of a dish whose parts are in brackets as that share of each, and patties made from a weight', () => {
    expect(named('1/4 of the sauce (1 lb beef + 24 oz jar of raos), side salad')).toEqual([
      ['Beef, ground, 85% lean meat / 15% fat, raw', 113.4],
      ['Marinara sauce', 170.1],
      ['Garden salad', 190],
    ])
    expect(named('made 4 patties from 1 lb 93/7 ground turkey, had 1 on a bun')).toEqual([
      ['Ground turkey, 93% lean, 7% fat, raw', 113.4],
      ['Hamburger bun', 44],
    ])
  })
})

describe('what a home cook says about it', () => {
  it('reads "(raw wt)" as weighed raw, past what it was marinated in, with the bowl its label', () => {
    expect(
      names('chicken shawarma bowl: 5 oz chicken thigh (raw wt) marinated in 1 tbsp olive oil, 3/4 cup rice'),
    ).toEqual(['Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 'Olive oil', 'White rice'])
  })

  it('reads Fairlife, Dave’s Killer Bread, a double shot and slices an inch thick', () => {
    expect(counted('latte at home - double shot of espresso + 1 cup fairlife 2% steamed')).toEqual([
      ['Espresso', 60, 2],
      ['Milk, reduced fat, fluid, 2% milkfat, protein fortified, with added vitamin A and vitamin D', 246, 1],
    ])
    expect(named('turkey sandwich on Dave’s Killer Bread - 3 oz deli turkey')[0]).toEqual(["Dave's killer bread", 82])
    expect(named('2 slices of the banana bread I made, about 1 inch thick')).toEqual([['Banana bread', 156]])
  })

  it('reads a fat measured in brackets as its own item, and "ate the whole thing" alone as no food', () => {
    expect(names('grilled cheese w 2 kraft singles on white bread (1 tbsp butter)')).toEqual([
      'American cheese',
      'White bread',
      'Butter',
    ])
    expect(names('egg fried rice: 2 cups leftover rice, 2 eggs, 1 tbsp veg oil. ate the whole thing')).toHaveLength(3)
  })
})

describe('meat weighed by the pound', () => {
  it('reads it as weighed raw in a recipe, unless said cooked', () => {
    expect(names('butter chicken - 1.5 lb chicken thighs, 4 tbsp butter, 1 can tomato sauce')[0]).toBe(
      'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
    )
    expect(names('made shrimp scampi w 1/2 lb shrimp, 2 tbsp butter')[0]).toBe(
      'Crustaceans, shrimp, raw (not previously frozen)',
    )
    // (Not a meat alone, one said cooked, nor a cut ordered by weight.)
    expect(names('1.5 lb chicken thighs')).toEqual(['Chicken thigh'])
    expect(names('made sandwiches w 1 lb pulled pork')).toContain('Pulled pork')
    expect(names('made dinner: 1 lb ribeye, 2 cups rice, 1 cup broccoli')[0]).toBe('Ribeye steak')
  })
})

describe('more of what a home cook says', () => {
  it('reads a beef patty weighed by the pound as the raw beef grilled, and the burgers named before it as no burger', () => {
    expect(named('homemade cheeseburger: 1/4 lb patty, 1 slice american cheese, bun')[0]).toEqual(['Beef patty', 85])
    expect(names('grilled burgers tonight. had one 1/3 lb patty (weighed raw, 80/20) w cheddar on a bun')).toEqual([
      'Beef patty',
      'Cheddar cheese',
      'Hamburger bun',
    ])
  })

  it('reads "ate it all" and "browned" as no food, and the kind said with "and" as the kind', () => {
    expect(names('Made 100g uncooked quinoa, ate it all with 1/2 cup chickpeas')).toEqual([
      'Uncooked quinoa',
      'Chickpeas',
    ])
    expect(names('8 oz raw 93/7 ground turkey, browned')).toEqual(['Ground turkey, 93% lean, 7% fat, raw'])
    expect(names('nachos, the kind w cheese beans beef and tomatoes')).toEqual(['Nachos'])
    expect(names('cereal, the kind w marshmallows and a banana')).toContain('Banana')
  })
})

/** The second review of this change (2026-11-29): what the recipe and share rules must leave alone. */
describe('the limits of the recipe and share rules', () => {
  it('keeps a dish cut into pieces whole when no recipe follows', () => {
    expect(names('homemade pizza cut in 8, had 3 slices. 2 beers')).toEqual(['Cheese pizza', 'Beer'])
    expect(counted('banana bread cut into 10 slices, had 2 slices with 1 tbsp butter')[1]).toEqual(['Butter', 14.2, 1])
  })

  it('reads no share from "had half and half", nor a recipe from a bracket of calories', () => {
    expect(names('coffee. had half and half in it')).toEqual(['Coffee', 'Half and half'])
    expect(named('half of my burrito (about 12 oz, 900 cal)')).toEqual([['Burrito', 120.5]])
    expect(named('half of the chili (1 1/2 lb beef + 1 can beans)')[0][1]).toBe(340.2)
  })

  it('reads the count had after a split, a latte’s double shot as the latte’s, and wings cooked otherwise', () => {
    expect(counted('split 12 wings w my roommate, i had 8')).toEqual([['Fried chicken wing', 256, 8]])
    expect(names('latte with a double shot of espresso')[0]).toBe('Latte')
    expect(counted('2 double shots of espresso')).toEqual([['Espresso', 120, 4]])
    expect(names('6 air fried wings')).toEqual(['Chicken wing'])
    expect(names('10 boneless wings')).toEqual(['Chicken nuggets'])
  })

  it('reads a thick crust pizza’s inches as its size, and a fat or two in brackets as items', () => {
    expect(names('a 9 inch thick crust pizza, had 2 slices')[0]).toMatch(/thick crust/)
    expect(names('2 toast (1 tbsp butter, 1 tbsp jam)')).toEqual(['White bread', 'Butter', 'Jam'])
    expect(names('daves killer bread bagel')).toEqual(['Bagel'])
    expect(names('chipotle bowl: chicken, rice, beans. and chips and guac').at(-1)).toBe('Chips and guac')
    expect(names('chicken alfredo w extra sauce')).toEqual(['Chicken alfredo'])
  })
})

describe('pieces had of one part of a batch and a share of the rest', () => {
  it('gives the part counted in those pieces that many, and every other part the share', () => {
    expect(
      counted(
        'sheet pan sausage & peppers: 4 italian sausage links (4 per lb), 1 red + 1 green bell pepper, 1 onion, 2 tbsp olive oil. I had 2 links and half the veggies',
      ).map(([name, , n]) => [name, n]),
    ).toEqual([
      ['Italian sausage', 2],
      ['Red bell pepper', 0.5],
      ['Green bell pepper', 0.5],
      ['Onion', 0.5],
      ['Olive oil', 1],
    ])
    expect(
      counted(
        'chicken and potatoes: 4 chicken thighs, 1 lb potatoes, 1 tbsp oil. had 2 thighs and a quarter of the rest',
      )
        .map(([name, , n]) => [name, n])
        .slice(0, 1),
    ).toEqual([['Chicken thigh', 2]])
  })
})
