import { counted, named, names } from './testing/mealItems'

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
