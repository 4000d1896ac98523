import { counted, named, names } from './testing/mealItems'

/** Found by the fiftieth meal set (2026-11-29, night): students and young workers on a budget. */
describe('meal prep portioned out', () => {
  it('reads a batch made into containers, one of them had, as that share of every part', () => {
    expect(
      counted('chili meal prep: 2 lb ground beef, 2 cans kidney beans, 1 onion. made 6 containers, this is one').map(
        ([, , n]) => n,
      ),
    ).toEqual([1, 0.33, 0.17])
    expect(named('made 2 lbs rice (dry) + 1.5 lb raw chicken breast w 2 tbsp oil, split into 5, had 1/5')).toEqual([
      ['Uncooked white rice', 181.4],
      ['Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 136.1],
      ['Olive oil', 5.4],
    ])
  })

  it('keeps a share said on a new line to that line’s food', () => {
    expect(counted('4 oz chicken\n1 cup ice cream, ate half of it').map(([, , n]) => n)).toEqual([1, 0.5])
    expect(
      named('breakfast: 1 cup oats\ndinner: 8 oz salmon, 1 cup broccoli, ate half').map(([name, grams]) => [
        name,
        grams,
      ]),
    ).toEqual([
      ['Oats', 81],
      ['Salmon', 226.8],
      ['Broccoli', 45.5],
    ])
    // (What else was had after the containers is no share: "had a beer with it".)
    expect(names('chili: 1 lb beef, 1 can beans. made 4 bowls, had a beer with it')).toContain('Beer')
    expect(counted('chili: 1 lb beef, 1 can beans. made 4 bowls, had a beer with it').at(-1)?.[2]).toBe(1)
  })
})

describe('an order split with a roommate', () => {
  it('reads "X and Y split with my roommate, i had half" as half of each', () => {
    expect(
      counted('20 pc mcnuggets and a large fry split with my roommate, i had half + 2 sweet n sour sauces').map(
        ([, , n]) => n,
      ),
    ).toEqual([10, 0.5, 2])
  })
})

describe('pizza as students eat it', () => {
  it('reads half a chain’s or a frozen pizza as half the whole pizza', () => {
    expect(named('half a little caesars pepperoni w my roommate')).toEqual([
      ['LITTLE CAESARS 14" Original Round Pepperoni Pizza, Regular Crust', 426],
    ])
    expect(named('ate half a digornio pepperoni (rising crust) by myself')).toEqual([
      ['DIGIORNO Pizza, pepperoni topping, rising crust, frozen, baked', 379.5],
    ])
  })

  it('reads slices of pepperoni from a pizza place as pizza, and a chain’s size and crust in brackets as its', () => {
    expect(names('2 big slices of pepperoni from the late night pizza spot')).toEqual(['Pepperoni pizza'])
    expect(names('2 slices of pepperoni on crackers')).toEqual(['Pepperoni', 'Crackers'])
    expect(names('10 slices of pepperoni on my homemade pizza')[0]).toBe('Pepperoni')
    expect(named('digiorno supreme, 1 slice')).toEqual([
      ['DIGIORNO Pizza, supreme topping, rising crust, frozen, baked', 227],
    ])
    expect(names('2 slices cold leftover pizza hut pepperoni (large, hand tossed) for breakfast')).toEqual([
      'PIZZA HUT 14" Pepperoni Pizza, Hand-Tossed Crust',
    ])
  })
})

describe('what a student’s log says', () => {
  it('reads cans counted with their size, and a pack of orange crackers', () => {
    expect(named('2 red bulls (small 8.4 oz cans)')).toEqual([['Energy drink', 496.8]])
    expect(names('pack of the orange peanut butter crackers')).toEqual([
      'AUSTIN, Peanut Butter on Toasty Crackers, sandwich-type',
    ])
  })

  it('reads "the outside" and "threw in" as no food, and a ranch cup as a dipping cup', () => {
    expect(names('grilled cheese, buttered the outside')).not.toContain('Ostrich, outside strip, cooked')
    expect(names('top ramen, threw in half a cup frozen peas')).toHaveLength(2)
    expect(named('10 boneless wings + a ranch cup')[1]).toEqual(['Ranch dressing', 42.5])
  })

  it('reads "taco night" and "cereal for dinner" as the meal named by what was had', () => {
    expect(names('taco night at the apt, i had 3 hard shell tacos w ground beef, cheese')).toEqual(['Ground beef taco'])
    expect(names('cereal for dinner again lol. cinnamon toast crunch like 2 cups')).toEqual([
      'Cereals ready-to-eat, GENERAL MILLS, CINNAMON TOAST CRUNCH',
    ])
    expect(names('cereal for breakfast, granola bar for snack')).toEqual(['Corn flakes', 'Granola bar'])
  })

  it('reads a whole box as one box, made as the box says', () => {
    expect(named('whole box of kraft mac n cheese, made w milk and butter like the box says')).toEqual([
      ['Mac and cheese', 495],
    ])
  })
})

describe('days with no food said (the new sets’ texts without food)', () => {
  it('reads classes, water alone, fasting, no meals and a dish still cooking as no food', () => {
    for (const text of [
      'skipped lunch, had back to back classes',
      'just water all day at work',
      'intermittent fasting window closed, 0 meals',
      'nothing yet, waiting for the turkey to be done',
    ])
      expect(names(text)).toEqual([])
    expect(names('just water and a banana')).toEqual(['Water', 'Banana'])
    expect(names('2 meals today: oatmeal')).toEqual(['Oatmeal'])
  })
})
