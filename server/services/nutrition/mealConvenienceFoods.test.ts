import { counted, kcal, named, names } from './testing/mealItems'

/** Found by the forty-sixth meal set (2026-11-29): convenience food logged honestly. */
describe('frozen, boxed and packaged foods', () => {
  it('reads a frozen dinner, a frozen lasagna and hot pockets named by their flavour', () => {
    expect(
      named('turkey tv dinner, the one w stuffing + mashed potatoes & gravy + veggies. ate the whole tray'),
    ).toEqual([['Turkey, stuffing, mashed potatoes w/gravy, assorted vegetables, frozen, microwaved', 422]])
    expect(named('stoufers lasagna w meat sauce, single serve 10.5 oz tray')).toEqual([['Frozen lasagna', 298]])
    expect(counted('2 hot pockets ham n cheese')).toEqual([
      ["HOT POCKETS Ham 'N Cheese Stuffed Sandwich, frozen", 254, 2],
    ])
  })

  it('reads a cup of instant noodles, a microwave mac and cheese cup and a SlimFast bottle as sold', () => {
    expect(named('cup noodles chicken')).toEqual([['Soup, ramen noodle, chicken flavor, dry', 64]])
    expect(named('easy mac cup')).toEqual([['Macaroni or noodles with cheese, microwaveable, unprepared', 61]])
    expect(named('slimfast shake for lunch, 1 bottle')).toEqual([
      ['Beverages, SLIMFAST, Meal replacement,  High Protein Shake, Ready-To-Drink, 3-2-1 plan', 295],
    ])
  })

  it('reads single-serve cups as their containers, and a cup of the food as a cup', () => {
    expect(counted('2 snack pack chocolate pudding cups')).toEqual([['Chocolate pudding', 196, 2]])
    expect(named('a fruit cup')).toEqual([['Fruit cocktail', 113]])
    expect(counted('2 mott’s applesauce cups')).toEqual([['Applesauce', 226, 2]])
    expect(named('a cup of pudding')).toEqual([['Chocolate pudding', 250]])
  })

  it('reads both bars of a pouch said in brackets as two', () => {
    expect(counted('nature valley oats n honey (both bars in the pouch)')).toEqual([['Granola bar', 42, 2]])
  })

  it('reads heating and a late snack as no food', () => {
    expect(names('chef boyardie beef ravioli, 1 1/2 cups heated up')).toEqual([
      'Ravioli, meat-filled, with tomato sauce or meat sauce, canned',
    ])
    expect(names('late night snack\n2 little debbie oatmeal creme pies')).toEqual([
      'Cookies, oatmeal sandwich, with creme filling',
    ])
  })
})

describe('amounts said of packaged food', () => {
  it('reads a weight off a label or a scale', () => {
    expect(named('honey bun from the gas station (label says 4.75 oz)')).toEqual([
      ['Cinnamon buns, frosted (includes honey buns)', 134.7],
    ])
    expect(named('jack links beef jerky, weighed out 45g')).toEqual([['Beef jerky', 45]])
  })

  it('reads the size of each container counted, the servings of a package eaten and a bag’s size said after', () => {
    expect(named('2 red bulls (the 8.4 oz cans)')).toEqual([['Energy drink', 496.8]])
    expect(named('frozen cheese pizza (the 15 oz one), ate 2 of the 3 servings')).toEqual([
      ['Pizza, cheese topping, regular crust, frozen, cooked', 283.5],
    ])
    expect(named('ate half the bag of cheetos. 8.5 oz bag')).toEqual([
      ['Snacks, corn-based, extruded, puffs or twists, cheese-flavor', 120.5],
    ])
  })

  it('reads the pieces of a pack, a condensed soup made up with water and a whole pack of ramen', () => {
    expect(counted('grocery store california roll pack, 8 pieces')).toEqual([['California roll', 220, 8]])
    expect(named('campbells tomato soup - 1 can made w 1 can water')).toEqual([
      ["CAMPBELL'S, Tomato Soup, condensed", 310],
    ])
    expect(names('maruchan chicken ramen, whole pack w the flavor packet, cracked an egg in it')).toEqual([
      'Soup, ramen noodle, chicken flavor, dry',
      'Egg',
    ])
  })

  it('reads a hedged amount before "w" as the amount of the food before it', () => {
    expect(counted('big bowl of frosted flakes prob 2 cups w 1 cup 2% milk')[0]).toEqual([
      "Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED FLAKES",
      84,
      2,
    ])
  })

  it('reads a vending pack of crackers, a Rockstar and a Caesar salad kit as sold', () => {
    expect(named('a pack of austin peanut butter crackers')).toEqual([
      ['AUSTIN, Peanut Butter on Toasty Crackers, sandwich-type', 39],
    ])
    expect(names('rockstar, 1 can 16 oz')).toEqual(['Beverages, Energy drink, ROCKSTAR'])
    expect(counted('caesar salad kit (taylor farms), ate half the bag')).toEqual([['Caesar salad kit', 155, 0.5]])
  })
})

describe('packaged amounts that stay what they say (review mends)', () => {
  it('reads some of the servings or pieces of a package of no size said as that many of them', () => {
    expect(counted('chicken nuggets, 4 of the 10 pieces')).toEqual([['Chicken nuggets', 64, 4]])
    expect(counted('mac n cheese, ate 2 of the 3 servings')).toEqual([['Mac and cheese', 396, 2]])
  })

  it('reads the ounces of a food’s bags or cans as its weight, a drink’s as fluid ounces', () => {
    expect(named('2 cans of tuna (the 5 oz cans)')).toEqual([['Tuna', 283.5]])
    expect(named('2 bags of chips (the 1 oz bags)')).toEqual([['Potato chips', 56.7]])
  })

  it('reads a cream poured on top as two tablespoons only when it is said alone', () => {
    expect(named('brownie with ice cream on top')[1]).toEqual(['Vanilla ice cream', 132])
  })
})

describe('corn dogs, whole pies and pizza boxes (forty-sixth set, 2026-11-29, night)', () => {
  it('reads a corn dog as a frozen one, unless it was bought where they are fried to order', () => {
    expect(counted('2 corn dogs')).toEqual([['Corn dogs, frozen, prepared', 156, 2]])
    expect(named('corndog')).toEqual([['Corn dogs, frozen, prepared', 78]])
    expect(named('corn dog at the fair')).toEqual([['Corn dog', 175]])
    expect(named('hot dog at the ballpark, then a corn dog at home')[1]).toEqual(['Corn dogs, frozen, prepared', 78])
  })

  it('reads "ate the whole pie" after a pot pie as the whole pot pie, not an apple pie', () => {
    expect(names('marie calendars chicken pot pie, ate the whole pie')).toEqual(['Chicken pot pie'])
    expect(counted('chicken pot pie, ate the whole pie')).toEqual([['Chicken pot pie', 302, 1]])
    expect(counted('pepperoni pizza, ate the whole pie')).toEqual([['Pepperoni pizza', 895, 1]])
    expect(names('chicken pot pie, the whole apple pie')).toContain('Apple pie')
  })

  it('reads a box of pizza as the whole pizza', () => {
    expect(named('pizza, ate the whole box')).toEqual([['Cheese pizza', 853]])
    expect(named('a box of raisins')).toEqual([['Raisin', 43]])
    expect(named('cold pizza out of the box, 2 slices')).toEqual([['Cheese pizza', 214]])
    // (Not the dry mix: 3 prepared pancakes are about 260 kcal.)
    expect(kcal('3 pancakes from the box mix')).toBeLessThan(400)
  })
})
